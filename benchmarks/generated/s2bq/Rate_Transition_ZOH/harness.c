/* Harness for the Embedded Coder (R2014a) multi-rate model Rate_Transition_ZOH: a Rate
 * Transition block (zero-order hold) between a 0.1 s and a 0.2 s rate, generated as
 * Rate_Transition_ZOH_step0 (base rate) and Rate_Transition_ZOH_step1 (sub-rate) with the
 * TID0_1 rate-interaction counter.  The loop calls step0 every tick and step1 every second
 * tick, as the generated ert_main.c's rt_OneStep does.
 * PROP 1 (holds):  the rate-interaction counter stays in {0, 1}, and on the ticks where it
 *                  is 1 the output equals the current input.
 * PROP 2 (false):  "the output always equals the current input" -- on every second tick
 *                  the hold keeps the previous sample (fails at the second tick). */
#include <assert.h>
#include "Rate_Transition_ZOH.c"

extern double nondet_double(void);

#ifndef PROP
#define PROP 1
#endif

int main(void)
{
  int tick = 0;
  Rate_Transition_ZOH_initialize();
  while (1) {
    Rate_Transition_ZOH_In1_1 = nondet_double();
    __CPROVER_assume(-50.0 <= Rate_Transition_ZOH_In1_1 && Rate_Transition_ZOH_In1_1 <= 50.0);
    Rate_Transition_ZOH_step0();
    if (tick == 0) {
      Rate_Transition_ZOH_step1();
    }
    tick = (tick + 1) % 2;
#if PROP == 1
    assert(Rate_Transition_ZOH_M->Timing.RateInteraction.TID0_1 <= 1 &&
           (Rate_Transition_ZOH_M->Timing.RateInteraction.TID0_1 != 1 ||
            Rate_Transition_ZOH_RateTransition_1 == Rate_Transition_ZOH_In1_1));
#elif PROP == 2
    assert(Rate_Transition_ZOH_RateTransition_1 == Rate_Transition_ZOH_In1_1);
#endif
  }
  return 0;
}
