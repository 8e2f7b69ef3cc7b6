/* Harness for the Embedded Coder (R2014a) model Relay: a Relay block whose on and off
 * switch points are both eps, with a boolean mode state.
 * PROP 1 (holds):  the output is always 0.0 or 1.0.
 * PROP 2 (false):  "once on, the relay stays on while the input is >= 0" -- with equal
 *                  switch points there is no hysteresis: on at step 1, input 0 turns it off.
 * PROP 3 (holds):  the output is 1.0 exactly when the input is >= eps. */
#include <assert.h>
#include "Relay.c"

extern double nondet_double(void);

#ifndef PROP
#define PROP 1
#endif

int main(void)
{
  real_T prev = 0.0;
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
#endif
    prev = Relay_Relay_1;
  }
  return 0;
}
