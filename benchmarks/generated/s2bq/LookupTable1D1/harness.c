/* Harness for the Embedded Coder (R2014a) model LookupTable1D1: a 1-D Lookup Table block
 * (look1_binlxpw: binary search loop, linear interpolation and extrapolation) holding
 * tanh(-5:5) over breakpoints -5:5.
 * PROP 1 (holds):  for inputs in [-5,5] the output lies in [tanh(-5), tanh(5)] (up to 1e-12
 *                  for rounding in the interpolation).
 * PROP 2 (false):  "|y| < 0.9999 for inputs in [-6,6]" -- the end points of the table are
 *                  tanh(+-5) = +-0.99990920 already.
 * PROP 3 (holds):  a positive input gives a non-negative output and a negative input a
 *                  non-positive one (the table is odd and increasing; a tiny negative input
 *                  may round to an output of exactly 0.0, so the sign is not strict). */
#include <assert.h>
#include "LookupTable1D1.c"
#include "LookupTable1D1_data.c"

extern double nondet_double(void);

#ifndef PROP
#define PROP 1
#endif

int main(void)
{
  LookupTable1D1_initialize();
  while (1) {
    LookupTable1D1_In1_1 = nondet_double();
#if PROP == 2
    __CPROVER_assume(-6.0 <= LookupTable1D1_In1_1 && LookupTable1D1_In1_1 <= 6.0);
#else
    __CPROVER_assume(-5.0 <= LookupTable1D1_In1_1 && LookupTable1D1_In1_1 <= 5.0);
#endif
    LookupTable1D1_step();
#if PROP == 1
    assert(LookupTable1D1_1_DLookupTable_1 >= -0.99990920426259511 - 1e-12 &&
           LookupTable1D1_1_DLookupTable_1 <= 0.99990920426259511 + 1e-12);
#elif PROP == 2
    assert(LookupTable1D1_1_DLookupTable_1 < 0.9999 && LookupTable1D1_1_DLookupTable_1 > -0.9999);
#elif PROP == 3
    assert((LookupTable1D1_In1_1 <= 0.0 || LookupTable1D1_1_DLookupTable_1 >= 0.0) &&
           (LookupTable1D1_In1_1 >= 0.0 || LookupTable1D1_1_DLookupTable_1 <= 0.0));
#endif
  }
  return 0;
}
