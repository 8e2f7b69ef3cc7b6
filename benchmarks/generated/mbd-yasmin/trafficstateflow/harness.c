/* Harness for the Embedded Coder (R2016a) model trafficstateflow: a Stateflow chart Stop_ ->
 * Ready_ -> Green_ -> Stop_, each state left after(15, tick) (temporalCounter_i1, 5-bit
 * saturating at 31); lights computed in block signals red/green/yellow and copied to the
 * outports Out1..Out3.  No inputs: the loop is the periodic task.
 * PROP 1 (holds):  at most one light is on.
 * PROP 2 (false):  "after the first tick some light is always on" -- the transition
 *                  Stop_ -> Ready_ clears red and green but does not set yellow, so all
 *                  lights are off for one tick (tick 16).
 * PROP 3 (false):  "green never comes on" -- from tick 32 on. */
/* PROP 11..15: the temporal requirements TSF-4..TSF-8 of requirements.toml written by hand
 * with explicit history variables (the requirements file's expectations come from these). */
#include <assert.h>
#include "trafficstateflow.c"

#ifndef PROP
#define PROP 1
#endif

int main(void)
{
  int tick = 0;
#if PROP >= 11
  int k = 0;           /* step number, saturating at 20 */
  int p1 = 0, p2 = 0, p3 = 0; /* the lamps at the previous step */
  int run = 0;         /* consecutive steps (up to the previous one) lamp 1 was lit */
  int waiting = -1;    /* steps an unanswered switch-off of lamp 1 has waited (-1: none) */
#endif
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
#elif PROP == 11
    /* TSF-4 (holds): lamp 2 comes on only right after lamp 3 */
    k = k < 20 ? k + 1 : k;
    assert(!(trafficstateflow_Y.Out2 && !(k > 1 && p2)) || (k == 1 ? trafficstateflow_Y.Out3 : p3));
    p2 = trafficstateflow_Y.Out2;
    p3 = trafficstateflow_Y.Out3;
#elif PROP == 12
    /* TSF-5 (false at 17): lamp 3 comes on only right after lamp 1 */
    k = k < 20 ? k + 1 : k;
    assert(!(trafficstateflow_Y.Out3 && !(k > 1 && p3)) || (k == 1 ? trafficstateflow_Y.Out1 : p1));
    p1 = trafficstateflow_Y.Out1;
    p3 = trafficstateflow_Y.Out3;
#elif PROP == 13
    /* TSF-6 (holds): lamp 1 goes off only after 14 steps lit */
    k = k < 20 ? k + 1 : k;
    assert(!(k > 1 && p1 && !trafficstateflow_Y.Out1) || run >= 14 || run == k - 1);
    run = trafficstateflow_Y.Out1 ? (run < 20 ? run + 1 : run) : 0;
    p1 = trafficstateflow_Y.Out1;
#elif PROP == 14 || PROP == 15
    /* TSF-7 (false at 16): lamp 3 comes on in the step lamp 1 goes off; TSF-8 (holds): in
       that step or the next */
    if (p1 && !trafficstateflow_Y.Out1 && waiting < 0) {
      waiting = 0;
    }
    p1 = trafficstateflow_Y.Out1;
    if (trafficstateflow_Y.Out3 == 1) {
      waiting = -1;
    }
#if PROP == 14
    assert(waiting < 0);
#else
    assert(waiting < 1);
#endif
    if (waiting >= 0) {
      waiting++;
    }
#endif
  }
  return 0;
}
