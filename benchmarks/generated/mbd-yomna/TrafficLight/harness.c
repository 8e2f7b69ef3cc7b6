/* Harness for the Embedded Coder (R2020a) model TrafficLight: a Stateflow chart with three
 * states stop -> wait -> go -> stop, each left after(15, tick) (temporalCounter_i1, 4-bit
 * saturating at 15), outputs RED/YELLOW/GREEN.  The model has no inputs: the loop is the
 * periodic task.
 * PROP 1 (holds):  at most one light is on.
 * PROP 2 (false):  "green never comes on" -- stop lasts 15 ticks, wait 15 ticks, green is
 *                  on from tick 32.
 * PROP 3 (holds):  the temporal counter never exceeds 15.
 * PROP 4 (false):  "red is on at most 14 consecutive ticks" -- it is on for 15 (ticks 2..16). */
#include <assert.h>
#include "TrafficLight.c"

#ifndef PROP
#define PROP 1
#endif

int main(void)
{
  int red_run = 0;
  TrafficLight_initialize();
  while (1) {
    TrafficLight_step();
    red_run = TrafficLight_Y.RED ? (red_run < 100 ? red_run + 1 : red_run) : 0;
#if PROP == 1
    assert(TrafficLight_Y.RED + TrafficLight_Y.YELLOW + TrafficLight_Y.GREEN <= 1);
#elif PROP == 2
    assert(TrafficLight_Y.GREEN == 0U);
#elif PROP == 3
    assert(TrafficLight_DW.temporalCounter_i1 <= 15U);
#elif PROP == 4
    assert(red_run <= 14);
#endif
  }
  return 0;
}
