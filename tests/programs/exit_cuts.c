// expect: FAILED depth=2
// cbmc-depth: 3
// witness: 3 3 1
// domain: -1..4
// explore: exhaustive
//
// exit() and abort() end an execution (no violation).  Only inputs 1..3 keep
// going, so x == 7 needs three frames (3 + 3 + 1): frame 2.
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = 0;
  while (/*@head*/ 1) {
    int c = __VERIFIER_nondet_int();
    if (c == 0)
      exit(0);
    if (c < 0)
      abort();
    if (c > 3)
      exit(1);
    x += c;
    assert(x != 7);
  }
  return 0;
}
