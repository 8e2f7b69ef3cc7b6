/* Harness for the Embedded Coder (R2014a) model Saturation_Dynamic: a Saturation Dynamic
 * block (signal In1, upper limit In2, lower limit In3; two relational operators and two
 * switches in block I/O).  Signal and limits in [-100, 100].
 * PROP 1 (holds):  with consistent limits (lower <= upper) the output lies within them.
 * PROP 2 (false):  "the output is never below the lower limit" -- not when the limits are
 *                  inverted (lower > upper): the upper limit wins.
 * PROP 3 (holds):  a signal within the limits passes unchanged. */
#include <assert.h>
#include "Saturation_Dynamic.c"

extern double nondet_double(void);

#ifndef PROP
#define PROP 1
#endif

int main(void)
{
  Saturation_Dynamic_initialize();
  while (1) {
    Saturation_Dynamic_In1_1 = nondet_double();
    Saturation_Dynamic_In2_1 = nondet_double();
    Saturation_Dynamic_In3_1 = nondet_double();
    __CPROVER_assume(-100.0 <= Saturation_Dynamic_In1_1 && Saturation_Dynamic_In1_1 <= 100.0);
    __CPROVER_assume(-100.0 <= Saturation_Dynamic_In2_1 && Saturation_Dynamic_In2_1 <= 100.0);
    __CPROVER_assume(-100.0 <= Saturation_Dynamic_In3_1 && Saturation_Dynamic_In3_1 <= 100.0);
#if PROP == 1 || PROP == 3
    __CPROVER_assume(Saturation_Dynamic_In3_1 <= Saturation_Dynamic_In2_1);
#endif
    Saturation_Dynamic_step();
#if PROP == 1
    assert(Saturation_Dynamic_Y.Out1 >= Saturation_Dynamic_In3_1 &&
           Saturation_Dynamic_Y.Out1 <= Saturation_Dynamic_In2_1);
#elif PROP == 2
    assert(Saturation_Dynamic_Y.Out1 >= Saturation_Dynamic_In3_1);
#elif PROP == 3
    assert(Saturation_Dynamic_In1_1 < Saturation_Dynamic_In3_1 ||
           Saturation_Dynamic_In1_1 > Saturation_Dynamic_In2_1 ||
           Saturation_Dynamic_Y.Out1 == Saturation_Dynamic_In1_1);
#endif
  }
  return 0;
}
