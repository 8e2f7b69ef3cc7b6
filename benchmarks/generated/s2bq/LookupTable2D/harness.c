/* Harness for the Embedded Coder (R2014a) model LookupTable2D: a 2-D Lookup Table block
 * (look2_binlxpw: binary breakpoint search loops, linear interpolation, linear
 * extrapolation) over table [4 5 6; 16 19 20; 10 18 23], breakpoints 1:3 on both axes.
 * PROP 1 (holds):  inside the breakpoint range [1,3]x[1,3] the output lies within the
 *                  table's range [4, 23].
 * PROP 2 (false):  "the output never exceeds 20 inside the breakpoint range" -- the corner
 *                  (3,3) gives 23.
 * PROP 3 (false):  "the output stays positive for inputs in [0,4]" -- linear extrapolation
 *                  below the first row gives 4 - 12 = -8 at In1 = 0. */
#include <assert.h>
#include "LookupTable2D.c"
#include "LookupTable2D_data.c"

extern double nondet_double(void);

#ifndef PROP
#define PROP 1
#endif

int main(void)
{
  LookupTable2D_initialize();
  while (1) {
    LookupTable2D_In1_1 = nondet_double();
    LookupTable2D_In2_1 = nondet_double();
#if PROP == 3
    __CPROVER_assume(0.0 <= LookupTable2D_In1_1 && LookupTable2D_In1_1 <= 4.0);
    __CPROVER_assume(0.0 <= LookupTable2D_In2_1 && LookupTable2D_In2_1 <= 4.0);
#else
    __CPROVER_assume(1.0 <= LookupTable2D_In1_1 && LookupTable2D_In1_1 <= 3.0);
    __CPROVER_assume(1.0 <= LookupTable2D_In2_1 && LookupTable2D_In2_1 <= 3.0);
#endif
    LookupTable2D_step();
#if PROP == 1
    assert(LookupTable2D_2_DLookupTable_1 >= 3.999999 && LookupTable2D_2_DLookupTable_1 <= 23.000001);
#elif PROP == 2
    assert(LookupTable2D_2_DLookupTable_1 <= 20.0);
#elif PROP == 3
    assert(LookupTable2D_2_DLookupTable_1 > 0.0);
#endif
  }
  return 0;
}
