/* A heater controller: requirement R1 says the heater never runs 100 cycles in a row while
   having delivered 600 units of energy (it would overheat). It fails first in frame 100,
   when the demand input stays high from frame 1 on and the power inputs add up to 600.
   A 100+-frame counterexample for tests/e2e/html.rs, with signals of every kind: _Bool
   and int inputs, struct members, array elements whose index changes, an enum mode, and a
   double (the modelled temperature, which the requirement does not read). */
#include <assert.h>

extern _Bool __VERIFIER_nondet_bool(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

typedef enum { IDLE, HEATING, BOOST, COOLING } mode_T;

struct heater {
  mode_T mode;
  unsigned int on_time; /* cycles */
  int energy;
};

static struct heater h = {IDLE, 0, 0};
static double temp = 20.0; /* degrees C */
static int power_log[4];

/* -DON_LIMIT=N -DENERGY=E give longer counterexamples (frame N). */
#ifndef ON_LIMIT
#define ON_LIMIT 100
#endif
#ifndef ENERGY
#define ENERGY 600
#endif

int main(void) {
  while (1) {
    _Bool demand = __VERIFIER_nondet_bool();
    int power = __VERIFIER_nondet_int();
    __VERIFIER_assume(power >= 0 && power <= 10);
    if (demand) {
      h.mode = power > 8 ? BOOST : HEATING;
      h.on_time++;
      h.energy += power;
      temp = temp + power * 0.125;
    } else {
      h.mode = h.on_time > 0 ? COOLING : IDLE;
      h.on_time = 0;
      h.energy = 0;
      temp = temp - 0.5;
    }
    power_log[h.on_time % 4] = power;
    assert(!(h.on_time >= ON_LIMIT && h.energy >= ENERGY)); /* R1 */
  }
  return 0;
}
