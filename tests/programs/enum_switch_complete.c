// expect: SUCCESSFUL complete
// domain: 0..1
// explore: exhaustive
//
// Traffic lights as enums and nested switches, 6 steps.  Exactly one
// direction is not RED in every state (each transition turns one light RED
// when it turns the other from RED), so the assertion holds; terminates.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

enum light { RED, GREEN, YELLOW };

int main(void) {
  enum light ns = GREEN;
  enum light ew = RED;
  assert(RED == 0 && GREEN == 1 && YELLOW == 2);
  for (int t = 0; /*@head*/ t < 6; t++) {
    int go = __VERIFIER_nondet_int();
    switch (ns) {
    case GREEN:
      if (go)
        ns = YELLOW;
      break;
    case YELLOW:
      ns = RED;
      ew = GREEN;
      break;
    case RED:
      switch (ew) {
      case GREEN:
        if (go)
          ew = YELLOW;
        break;
      case YELLOW:
        ew = RED;
        ns = GREEN;
        break;
      default:
        break;
      }
      break;
    }
    assert(ns == RED || ew == RED);
    assert(ns != RED || ew != RED);
  }
  return 0;
}
