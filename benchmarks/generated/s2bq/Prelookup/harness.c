/* Harness for the Embedded Coder (R2014a) model Prelookup: a Prelookup block
 * (plook_binx / binsearch_u32d: binary search loop) feeding an Interpolation Using
 * Prelookup block (intrp1d_l_pw); breakpoints 10:10:110, table sqrt(1:11).
 * PROP 1 (holds):  for inputs in [10,110] the index is at most 9 and the output lies in
 *                  [1, sqrt(11)].
 * PROP 2 (false):  "the output stays at or below 3.3 for inputs up to 110" -- sqrt(11) is
 *                  3.3166. */
#include <assert.h>
#include "Prelookup.c"
#include "Prelookup_data.c"

extern double nondet_double(void);

#ifndef PROP
#define PROP 1
#endif

int main(void)
{
  Prelookup_initialize();
  while (1) {
    Prelookup_U.Prelookup_In1_1 = nondet_double();
    __CPROVER_assume(10.0 <= Prelookup_U.Prelookup_In1_1 && Prelookup_U.Prelookup_In1_1 <= 110.0);
    Prelookup_step();
#if PROP == 1
    assert(Prelookup_Prelookup_1 <= 9U &&
           Prelookup_InterpolationUsingPrelookup_1 >= 1.0 &&
           Prelookup_InterpolationUsingPrelookup_1 <= 3.3166247903554);
#elif PROP == 2
    assert(Prelookup_InterpolationUsingPrelookup_1 <= 3.3);
#endif
  }
  return 0;
}
