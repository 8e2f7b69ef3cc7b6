/* Harness for the Embedded Coder (R2016a) model trafficstateflow: a Stateflow chart Stop_ ->
 * Ready_ -> Green_ -> Stop_, each state left after(15, tick) (temporalCounter_i1, 5-bit
 * saturating at 31); lights computed in block signals red/green/yellow and copied to the
 * outports Out1..Out3.  No inputs: the loop is the periodic task.
 * PROP 1 (holds):  at most one light is on.
 * PROP 2 (false):  "after the first tick some light is always on" -- the transition
 *                  Stop_ -> Ready_ clears red and green but does not set yellow, so all
 *                  lights are off for one tick (tick 16).
 * PROP 3 (false):  "green never comes on" -- from tick 32 on. */
#include <assert.h>
#include "trafficstateflow.c"

#ifndef PROP
#define PROP 1
#endif

int main(void)
{
  int tick = 0;
  trafficstateflow_initialize();
  while (1) {
    trafficstateflow_step();
    if (tick < 2) {
      tick++;
    }
#if PROP == 1
    assert(trafficstateflow_Y.Out1 + trafficstateflow_Y.Out2 + trafficstateflow_Y.Out3 <= 1);
#elif PROP == 2
    assert(tick < 2 || trafficstateflow_Y.Out1 + trafficstateflow_Y.Out2 + trafficstateflow_Y.Out3 >= 1);
#elif PROP == 3
    assert(trafficstateflow_Y.Out2 == 0U);
#endif
  }
  return 0;
}
