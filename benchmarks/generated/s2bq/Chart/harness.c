/* ert_main.c-style harness for the Embedded Coder (R2014a) model Chart: a two-state Stateflow
 * chart (False/True, is_active_c3_Chart/is_c3_Chart) whose during actions set the output.
 * This is the user's copy of the generated ert_main.c: the same rt_OneStep with its overrun
 * flag and the same main(int argc, const char *argv[]) with unused arguments and a loop
 * guarded by the model's error status; the user sets the model input in rt_OneStep (a
 * nondeterministic sensor value in [-100, 100]) and checks the requirements after the step.
 * PROP 1 (holds):  the output is 0.0 or 1.0.
 * PROP 2 (false):  "output 1 implies input > 0": on the step that leaves True the during
 *                  action does not run, so the output keeps 1 for one step (third step).
 * PROP 3 (holds):  the chart is active from the first step on and in state False or True. */
#include <stddef.h>
#include <assert.h>
#include "Chart.c"

extern double nondet_double(void);

#ifndef PROP
#define PROP 1
#endif

void rt_OneStep(void)
{
  static boolean_T OverrunFlag = 0;

  /* Check for overrun */
  if (OverrunFlag) {
    rtmSetErrorStatus(Chart_M, "Overrun");
    return;
  }

  OverrunFlag = true;

  /* Set model inputs here */
  Chart_In1_1 = nondet_double();
  __CPROVER_assume(-100.0 <= Chart_In1_1 && Chart_In1_1 <= 100.0);

  /* Step the model */
  Chart_step();

  /* Get model outputs here */
#if PROP == 1
  assert(Chart_Chart_SFunction_out == 0.0 || Chart_Chart_SFunction_out == 1.0);
#elif PROP == 2
  assert(Chart_Chart_SFunction_out != 1.0 || Chart_In1_1 > 0.0);
#elif PROP == 3
  assert(Chart_DWork.is_active_c3_Chart == 1U &&
         (Chart_DWork.is_c3_Chart == Chart_IN_False || Chart_DWork.is_c3_Chart == Chart_IN_True));
#endif

  /* Indicate task complete */
  OverrunFlag = false;
}

int_T main(int_T argc, const char *argv[])
{
  /* Unused arguments */
  (void)(argc);
  (void)(argv);

  /* Initialize model */
  Chart_initialize();

  /* rt_OneStep is called once per base period (0.1 s) */
  while (rtmGetErrorStatus(Chart_M) == (NULL)) {
    rt_OneStep();
  }

  /* Terminate model */
  Chart_terminate();
  return 0;
}
