/* Harness for the Embedded Coder (R2014a) model Discrete_Transfer_Fcn: the discrete filter
 * y = z^-1 / (1 + 0.5 z^-1) u, one state.
 * With |u| <= 1 the state obeys |x| <= 1/(1 - 0.5) = 2.
 * PROP 1 (holds):  |y| <= 2.
 * PROP 2 (false):  |y| <= 1.9: an alternating input +1, -1, ... drives |y| to 1.9375 at
 *                  step 6.
 * PROP 3 (false):  |y| <= 1.999: needs 12 steps of alternating input (|y| = 2 - 2^-10). */
/* PROP 11..14: the temporal requirements DTF-4..DTF-7 of requirements.toml written by hand
 * with explicit history variables (the requirements file's expectations come from these). */
#include <assert.h>
#include "Discrete_Transfer_Fcn.c"

extern double nondet_double(void);

#ifndef PROP
#define PROP 1
#endif

int main(void)
{
#if PROP >= 11
  int k = 0;           /* step number, saturating at 3 */
  real_T pu = 0.0;     /* the input at the previous step */
  real_T py = 0.0;     /* the output at the previous step */
  int was_one = 0;     /* the input was 1 at the previous step */
  int waiting = -1;    /* steps an unanswered step of the input to 1 has waited (-1: none) */
#endif
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
#elif PROP == 11
    /* DTF-4 (holds): y(k) = u(k-1) - 0.5 y(k-1) from the second step on */
    k = k < 3 ? k + 1 : k;
    assert(k < 2 || Discrete_Transfer_Fcn_DiscreteTransferFcn_1 == pu - 0.5 * py);
    pu = Discrete_Transfer_Fcn_In1_1;
    py = Discrete_Transfer_Fcn_DiscreteTransferFcn_1;
#elif PROP == 12
    /* DTF-5 (false at 3): the output changes by at most 1.5 between steps */
    k = k < 3 ? k + 1 : k;
    assert(k < 2 || (Discrete_Transfer_Fcn_DiscreteTransferFcn_1 - py <= 1.5 &&
                     py - Discrete_Transfer_Fcn_DiscreteTransferFcn_1 <= 1.5));
    py = Discrete_Transfer_Fcn_DiscreteTransferFcn_1;
#elif PROP == 13 || PROP == 14
    /* DTF-6 (holds): a step of the input to 1 brings the output to >= 0.6 at that step or
       the next; DTF-7 (false at 3): the same with 0.7 */
    if (Discrete_Transfer_Fcn_In1_1 == 1.0 && !was_one && waiting < 0) {
      waiting = 0;
    }
    was_one = Discrete_Transfer_Fcn_In1_1 == 1.0;
#if PROP == 13
    if (Discrete_Transfer_Fcn_DiscreteTransferFcn_1 >= 0.6) {
#else
    if (Discrete_Transfer_Fcn_DiscreteTransferFcn_1 >= 0.7) {
#endif
      waiting = -1;
    }
    assert(waiting < 1);
    if (waiting >= 0) {
      waiting++;
    }
#endif
  }
  return 0;
}
