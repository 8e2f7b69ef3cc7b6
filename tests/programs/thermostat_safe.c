// expect: SUCCESSFUL bounded unwind-max=30
// options: --unwind-max 30
// domain: -1..1
//
// Reactive thermostat with hysteresis and a disturbance d in [-1,1].
// Invariant: 13 <= temp <= 27.  With the heater on temp changes by 0..+2, off
// by -2..0; the heater is switched on below 15 and off above 25, so temp can
// only fall while >= 15 (to >= 13) and only rise while <= 25 (to <= 27).  The
// bounds are tight (20 -> ... -> 15 -> 13), so a wrong step semantics shows.
// Never fails: bounded success at any bound.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int temp = 20;
  int heater = 0;
  while (/*@head*/ 1) {
    int d = __VERIFIER_nondet_int();
    __VERIFIER_assume(d >= -1 && d <= 1);
    if (temp < 15)
      heater = 1;
    else if (temp > 25)
      heater = 0;
    temp += (heater ? 1 : -1) + d;
    assert(temp >= 13 && temp <= 27);
  }
  return 0;
}
