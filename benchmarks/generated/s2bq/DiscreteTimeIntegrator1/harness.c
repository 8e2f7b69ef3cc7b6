/* Harness for the Embedded Coder (R2014a) model DiscreteTimeIntegrator1: a Discrete-Time
 * Integrator with an external initial condition (In3, loaded on its first execution,
 * IC_LOAD) running at 1 s in a model with base rate 0.1 s (rate_scheduler, TID[1] counts
 * 0..9); gain 1.0 per slow step.
 * Inputs: In1 (rate) in [-1,1], In3 (initial condition) in [-1,1].
 * PROP 1 (holds):  the output changes only on the ticks where the slow rate runs.
 * PROP 2 (false):  "the output stays below 3.5" -- the slow rate runs on ticks 1, 11, 21,
 *                  31, ...; with In3 = 1 and In1 = 1 the output is 4 at tick 31.
 * PROP 3 (false):  "the output stays below 5.5" -- reached at tick 51. */
#include <assert.h>
#include "DiscreteTimeIntegrator1.c"
#include "DiscreteTimeIntegrator1_data.c"

extern double nondet_double(void);

#ifndef PROP
#define PROP 1
#endif

int main(void)
{
  real_T before;
  boolean_T slow;
  DiscreteTimeIntegrator1_initialize();
  while (1) {
    DiscreteTimeIntegrator1_In1_1 = nondet_double();
    DiscreteTimeIntegrator1_In3_1 = nondet_double();
    __CPROVER_assume(-1.0 <= DiscreteTimeIntegrator1_In1_1 && DiscreteTimeIntegrator1_In1_1 <= 1.0);
    __CPROVER_assume(-1.0 <= DiscreteTimeIntegrator1_In3_1 && DiscreteTimeIntegrator1_In3_1 <= 1.0);
    before = DiscreteTimeIntegrator1_Discrete_TimeIntegrator_1;
    slow = DiscreteTimeIntegrator1_M->Timing.TaskCounters.TID[1] == 0;
    DiscreteTimeIntegrator1_step();
#if PROP == 1
    assert(slow || DiscreteTimeIntegrator1_Discrete_TimeIntegrator_1 == before);
#elif PROP == 2
    assert(DiscreteTimeIntegrator1_Discrete_TimeIntegrator_1 < 3.5);
#elif PROP == 3
    assert(DiscreteTimeIntegrator1_Discrete_TimeIntegrator_1 < 5.5);
#endif
  }
  return 0;
}
