// expect: FAILED depth=4
// cbmc-depth: 5
// witness: 1 1 1 1
// domain: -2..2
// explore: exhaustive
//
// Side effects under && || and ?: .  Per iteration `calls` grows by 2 when
// a > 0 (the && and || calls run, the ?: picks mark()), by 2 when a == 0 (the
// || call and the ?: bump()), by 1 when a < 0 (|| short-circuits, ?: bump()).
// The assertion at the top of frame k fails iff calls >= 7; calls <= 2k, so
// frame 4 is the first possible one (after four inputs > 0, calls == 8).
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int calls = 0;
int other = 0;

int bump(void) {
  calls++;
  return 1;
}

int mark(void) {
  other++;
  return 0;
}

int main(void) {
  while (/*@head*/ 1) {
    assert(calls <= 6);
    int a = __VERIFIER_nondet_int();
    if (a > 0 && bump())
      other += 0;
    if (a < 0 || bump())
      other += 0;
    int t = (a > 0) ? mark() : bump();
    assert(a > 0 ? t == 0 : t == 1);
    assert(!(a < 0 && 0 && bump()));
  }
  return 0;
}
