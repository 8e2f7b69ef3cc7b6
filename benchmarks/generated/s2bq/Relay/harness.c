/* Harness for the Embedded Coder (R2014a) model Relay: a Relay block whose on and off
 * switch points are both eps, with a boolean mode state.
 * PROP 1 (holds):  the output is always 0.0 or 1.0.
 * PROP 2 (false):  "once on, the relay stays on while the input is >= 0" -- with equal
 *                  switch points there is no hysteresis: on at step 1, input 0 turns it off.
 * PROP 3 (holds):  the output is 1.0 exactly when the input is >= eps. */
/* PROP 11..15: the temporal requirements RELAY-4..RELAY-8 of requirements.toml written by
 * hand with explicit history variables (the requirements file's expectations come from these). */
#include <assert.h>
#include "Relay.c"

extern double nondet_double(void);

#ifndef PROP
#define PROP 1
#endif

int main(void)
{
  real_T prev = 0.0;
#if PROP >= 11
  int was_on_level = 0; /* the input was >= eps at the previous step */
  int waiting = -1;     /* steps an unanswered rise of the input to >= eps has waited (-1: none) */
  int hold = 0;         /* steps the relay must still stay on */
  int since_on = 0;     /* the input was >= 1 at some step and stayed positive since */
#endif
  Relay_initialize();
  while (1) {
    Relay_In1_1 = nondet_double();
    __CPROVER_assume(-5.0 <= Relay_In1_1 && Relay_In1_1 <= 5.0);
    Relay_step();
#if PROP == 1
    assert(Relay_Relay_1 == 0.0 || Relay_Relay_1 == 1.0);
#elif PROP == 2
    assert(!(prev == 1.0 && Relay_In1_1 >= 0.0) || Relay_Relay_1 == 1.0);
#elif PROP == 3
    assert((Relay_Relay_1 == 1.0) == (Relay_In1_1 >= 2.2204460492503131E-16));
#elif PROP == 11
    /* RELAY-4 (holds): when the input rises to >= eps the relay is on at that step or the
       next */
    if (Relay_In1_1 >= 2.2204460492503131E-16 && !was_on_level && waiting < 0) {
      waiting = 0;
    }
    if (Relay_Relay_1 == 1.0) {
      waiting = -1;
    }
    assert(waiting < 1);
    if (waiting >= 0) {
      waiting++;
    }
    was_on_level = Relay_In1_1 >= 2.2204460492503131E-16;
#elif PROP == 12
    /* RELAY-5 (holds): when the input falls below eps the relay is off */
    assert(!(was_on_level && !(Relay_In1_1 >= 2.2204460492503131E-16)) || Relay_Relay_1 == 0.0);
    was_on_level = Relay_In1_1 >= 2.2204460492503131E-16;
#elif PROP == 13
    /* RELAY-6 (false at 2): once switched on, the relay stays on for 2 more steps */
    if (Relay_Relay_1 == 1.0 && prev != 1.0) {
      hold = 3;
    }
    if (hold > 0) {
      assert(Relay_Relay_1 == 1.0);
      hold--;
    }
#elif PROP == 14
    /* RELAY-7 (holds): after the input was >= 1, the relay is on while the input stays
       above 1e-15 */
    since_on = Relay_In1_1 >= 1.0 || (since_on && Relay_In1_1 > 1e-15);
    assert(!since_on || Relay_Relay_1 == 1.0);
#elif PROP == 15
    /* RELAY-8 (false at 2): the same while the input is not negative */
    since_on = Relay_In1_1 >= 1.0 || (since_on && Relay_In1_1 >= 0.0);
    assert(!since_on || Relay_Relay_1 == 1.0);
#endif
    prev = Relay_Relay_1;
  }
  return 0;
}
