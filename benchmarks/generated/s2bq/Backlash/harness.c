/* Harness for the Embedded Coder (R2014a) model Backlash: a Backlash block with dead band
 * width 1 (half dead band 0.5) and a PrevY state.  Input in [-10, 10].
 * PROP 1 (holds):  the output stays within half the dead band of the input, up to rounding
 *                  (1e-7; the exact bound 0.5 is violated by rounding, e.g. y = u + 0.5).
 * PROP 2 (false):  "the output stays within [-9, 9] for inputs within [-10, 10]" -- an
 *                  input of 10 drives it to 9.5 at once.
 * PROP 3 (holds):  the output moves only when the input leaves the dead band around it. */
#include <assert.h>
#include "Backlash.c"

extern double nondet_double(void);

#ifndef PROP
#define PROP 1
#endif

int main(void)
{
  real_T before;
  Backlash_initialize();
  while (1) {
    Backlash_In1_1 = nondet_double();
    __CPROVER_assume(-10.0 <= Backlash_In1_1 && Backlash_In1_1 <= 10.0);
    before = Backlash_DWork.PrevY;
    Backlash_step();
#if PROP == 1
    assert(Backlash_Backlash_1 - Backlash_In1_1 <= 0.5000001 && Backlash_In1_1 - Backlash_Backlash_1 <= 0.5000001);
#elif PROP == 2
    assert(Backlash_Backlash_1 <= 9.0 && Backlash_Backlash_1 >= -9.0);
#elif PROP == 3
    assert(Backlash_Backlash_1 == before ||
           Backlash_In1_1 < before - 0.5 || Backlash_In1_1 > before + 0.5);
#endif
  }
  return 0;
}
