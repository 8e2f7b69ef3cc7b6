/* Harness for the Embedded Coder (R2020a) model FactorialStateFlow: a Stateflow chart whose
 * action computes the factorial of a uint8 input with a for loop bounded by the input
 * (up to 255 iterations per step) and a saturating unsigned multiply (mul_u32_sat).
 * Input in [0, 20].
 * PROP 1 (holds):  the output is at least 1.
 * PROP 2 (false):  "the factorial never saturates for inputs up to 20" -- 13! > 2^32 - 1.
 * PROP 3 (holds):  inputs 0 and 1 give 1, input 5 gives 120. */
#include <assert.h>
#include "FactorialStateFlow.c"

extern unsigned char nondet_uchar(void);

#ifndef PROP
#define PROP 1
#endif

int main(void)
{
  FactorialStateFlow_initialize();
  while (1) {
    FactorialStateFlow_U.Input = nondet_uchar();
    __CPROVER_assume(FactorialStateFlow_U.Input <= 20U);
    FactorialStateFlow_step();
#if PROP == 1
    assert(FactorialStateFlow_Y.fact >= 1U);
#elif PROP == 2
    assert(FactorialStateFlow_Y.fact != 0xFFFFFFFFU);
#elif PROP == 3
    assert((FactorialStateFlow_U.Input > 1U || FactorialStateFlow_Y.fact == 1U) &&
           (FactorialStateFlow_U.Input != 5U || FactorialStateFlow_Y.fact == 120U));
#endif
  }
  return 0;
}
