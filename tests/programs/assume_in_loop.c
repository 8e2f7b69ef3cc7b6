// expect: FAILED depth=5
// cbmc-depth: 6
// witness: 1*6
// domain: -1..1
// explore: exhaustive
//
// __VERIFIER_assume inside the loop: steps of +1/-1 and x never negative.
// After the update in frame k, x <= k + 1, so x == 6 first happens in frame 5.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int x = 0;
  while (/*@head*/ 1) {
    int d = __VERIFIER_nondet_int();
    __VERIFIER_assume(d == 1 || d == -1);
    x += d;
    __VERIFIER_assume(x >= 0);
    assert(x < 6);
  }
  return 0;
}
