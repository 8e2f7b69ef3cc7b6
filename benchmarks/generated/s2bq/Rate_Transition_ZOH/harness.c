/* Harness for the Embedded Coder (R2014a) multi-rate model Rate_Transition_ZOH: a Rate
 * Transition block (zero-order hold) between a 0.1 s and a 0.2 s rate, generated as
 * Rate_Transition_ZOH_step0 (base rate) and Rate_Transition_ZOH_step1 (sub-rate) with the
 * TID0_1 rate-interaction counter.  The loop calls step0 every tick and step1 every second
 * tick, as the generated ert_main.c's rt_OneStep does.
 * PROP 1 (holds):  the rate-interaction counter stays in {0, 1}, and on the ticks where it
 *                  is 1 the output equals the current input.
 * PROP 2 (false):  "the output always equals the current input" -- on every second tick
 *                  the hold keeps the previous sample (fails at the second tick). */
/* PROP 11..14: the temporal requirements RT-3..RT-6 of requirements.toml written by hand
 * with explicit history variables (the requirements file's expectations come from these). */
#include <assert.h>
#include "Rate_Transition_ZOH.c"

extern double nondet_double(void);

#ifndef PROP
#define PROP 1
#endif

int main(void)
{
  int tick = 0;
#if PROP >= 11
  int k = 0;           /* step number, saturating at 3 */
  real_T py1 = 0.0;    /* the held value one step before */
  real_T py2 = 0.0;    /* and two steps before */
  real_T pu = 0.0;     /* the input at the previous step */
  int was_big = 0;     /* the input was above 10 at the previous step */
  int waiting = -1;    /* steps an unanswered rise of the input above 10 has waited */
#endif
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
#elif PROP == 11
    /* RT-3 (holds): the held value does not change in two consecutive steps */
    k = k < 3 ? k + 1 : k;
    assert(k < 3 || !(Rate_Transition_ZOH_RateTransition_1 != py1 && py1 != py2));
    py2 = py1;
    py1 = Rate_Transition_ZOH_RateTransition_1;
#elif PROP == 12
    /* RT-4 (holds): the held value is the input of this step or of the previous one */
    k = k < 3 ? k + 1 : k;
    assert(Rate_Transition_ZOH_RateTransition_1 == Rate_Transition_ZOH_In1_1 ||
           (k >= 2 && Rate_Transition_ZOH_RateTransition_1 == pu));
    pu = Rate_Transition_ZOH_In1_1;
#elif PROP == 13
    /* RT-5 (false at 3): from the second step on the held value is the previous input */
    k = k < 3 ? k + 1 : k;
    assert(k < 2 || Rate_Transition_ZOH_RateTransition_1 == pu);
    pu = Rate_Transition_ZOH_In1_1;
#elif PROP == 14
    /* RT-6 (false at 3): a rise of the input above 10 shows in the held value at that step
       or the next */
    if (Rate_Transition_ZOH_In1_1 > 10.0 && !was_big && waiting < 0) {
      waiting = 0;
    }
    was_big = Rate_Transition_ZOH_In1_1 > 10.0;
    if (Rate_Transition_ZOH_RateTransition_1 > 10.0) {
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
