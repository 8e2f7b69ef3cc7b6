/* Harness for the Embedded Coder (R2014a) model Discrete_Transfer_Fcn: the discrete filter
 * y = z^-1 / (1 + 0.5 z^-1) u, one state.
 * With |u| <= 1 the state obeys |x| <= 1/(1 - 0.5) = 2.
 * PROP 1 (holds):  |y| <= 2.
 * PROP 2 (false):  |y| <= 1.9: an alternating input +1, -1, ... drives |y| to 1.9375 at
 *                  step 6.
 * PROP 3 (false):  |y| <= 1.999: needs 12 steps of alternating input (|y| = 2 - 2^-10). */
#include <assert.h>
#include "Discrete_Transfer_Fcn.c"

extern double nondet_double(void);

#ifndef PROP
#define PROP 1
#endif

int main(void)
{
  Discrete_Transfer_Fcn_initialize();
  while (1) {
    Discrete_Transfer_Fcn_In1_1 = nondet_double();
    __CPROVER_assume(-1.0 <= Discrete_Transfer_Fcn_In1_1 && Discrete_Transfer_Fcn_In1_1 <= 1.0);
    Discrete_Transfer_Fcn_step();
#if PROP == 1
    assert(Discrete_Transfer_Fcn_DiscreteTransferFcn_1 <= 2.0 &&
           Discrete_Transfer_Fcn_DiscreteTransferFcn_1 >= -2.0);
#elif PROP == 2
    assert(Discrete_Transfer_Fcn_DiscreteTransferFcn_1 <= 1.9 &&
           Discrete_Transfer_Fcn_DiscreteTransferFcn_1 >= -1.9);
#elif PROP == 3
    assert(Discrete_Transfer_Fcn_DiscreteTransferFcn_1 <= 1.999 &&
           Discrete_Transfer_Fcn_DiscreteTransferFcn_1 >= -1.999);
#endif
  }
  return 0;
}
