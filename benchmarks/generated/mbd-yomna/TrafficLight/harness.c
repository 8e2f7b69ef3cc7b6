/* Harness for the Embedded Coder (R2020a) model TrafficLight: a Stateflow chart with three
 * states stop -> wait -> go -> stop, each left after(15, tick) (temporalCounter_i1, 4-bit
 * saturating at 15), outputs RED/YELLOW/GREEN.  The model has no inputs: the loop is the
 * periodic task.
 * PROP 1 (holds):  at most one light is on.
 * PROP 2 (false):  "green never comes on" -- stop lasts 15 ticks, wait 15 ticks, green is
 *                  on from tick 32.
 * PROP 3 (holds):  the temporal counter never exceeds 15.
 * PROP 4 (false):  "red is on at most 14 consecutive ticks" -- it is on for 15 (ticks 2..16). */
/* PROP 11..14: the temporal requirements TL-5..TL-8 of requirements.toml written by hand
 * with explicit history variables (the requirements file's expectations come from these). */
#include <assert.h>
#include "TrafficLight.c"

#ifndef PROP
#define PROP 1
#endif

int main(void)
{
  int red_run = 0;
#if PROP >= 11
  int k = 0;           /* step number, saturating at 3 */
  int pr = 0, py = 0, pg = 0; /* the lamps at the previous step */
  int run = 0;         /* consecutive steps (up to the previous one) the lamp was lit */
  int waiting = -1;    /* steps an unanswered dark step has waited (-1: none) */
#endif
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
#elif PROP == 11
    /* TL-5 (holds): yellow comes on only right after red */
    k = k < 3 ? k + 1 : k;
    assert(!(TrafficLight_Y.YELLOW && !(k > 1 && py)) || (k == 1 ? TrafficLight_Y.RED : pr));
    pr = TrafficLight_Y.RED;
    py = TrafficLight_Y.YELLOW;
#elif PROP == 12 || PROP == 13
    /* TL-6 (holds): red goes off only after 15 steps lit; TL-7 (false at 46): the same for
       green (the steps before the previous one count when fewer than 15) */
#if PROP == 12
#define LAMP TrafficLight_Y.RED
#else
#define LAMP TrafficLight_Y.GREEN
#endif
    k = k < 20 ? k + 1 : k;
    assert(!(k > 1 && pr && !LAMP) || run >= 15 || run == k - 1);
    run = LAMP ? (run < 20 ? run + 1 : run) : 0;
    pr = LAMP;
#elif PROP == 14
    /* TL-8 (holds): after the first step, a step with every lamp dark is followed by red
       at that step or the next */
    k = k < 3 ? k + 1 : k;
    if (k > 1 && TrafficLight_Y.RED + TrafficLight_Y.YELLOW + TrafficLight_Y.GREEN == 0 && waiting < 0) {
      waiting = 0;
    }
    if (TrafficLight_Y.RED == 1) {
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
