/* Names at the loop head: the global `x` is hidden by main's `x`, which is hidden by the
   inner block's `x` (the IR's `x#1`): an invariant's `x` is the inner one. `y` died before
   the loop. */
#include <assert.h>
extern _Bool __VERIFIER_nondet_bool(void);
int x = 7;
int main(void) {
  int x = 100;
  { int y = 3; x = x + y; }
  {
    int x = 0;
    while (1) {
      if (__VERIFIER_nondet_bool() && x < 20) x = x + 1;
      assert(x <= 20);
    }
  }
}
