// expect: SUCCESSFUL bounded unwind-max=25
// options: --unwind-max 25
// domain: -1..4
//
// Elevator controller (switch on a command).  Invariants: the door is never
// open while moving (moving is set only together with door = 0, the door is
// opened only when not moving), and the floor stays in [0,3] (it moves one step
// at a time toward a target in [0,3] and stops there).
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int floor = 0, moving = 0, door = 0, target = 0;
  while (/*@head*/ 1) {
    int cmd = __VERIFIER_nondet_int();
    switch (cmd) {
    case 0: {
      int f = __VERIFIER_nondet_int();
      if (f >= 0 && f <= 3 && !moving) {
        target = f;
        door = 0;
        if (target != floor)
          moving = 1;
      }
      break;
    }
    case 1:
      if (!moving)
        door = 1;
      break;
    case 2:
      door = 0;
      break;
    default:
      if (moving) {
        if (floor < target)
          floor++;
        else if (floor > target)
          floor--;
        if (floor == target)
          moving = 0;
      }
      break;
    }
    assert(!(moving && door));
    assert(floor >= 0 && floor <= 3);
  }
  return 0;
}
