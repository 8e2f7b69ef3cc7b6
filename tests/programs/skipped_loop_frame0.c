// expect: FAILED depth=0
// cbmc-depth: 0
// witness: 0
// domain: -3..3
//
// When n <= 0 the loop is skipped and the assertion after it fails in frame 0
// (the exit path of the first pass through the loop head belongs to frame 0).
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int s = 0;
  while (/*@head*/ n > 0) {
    s += n;
    n--;
  }
  assert(s != 0);
  return 0;
}
