// expect: SUCCESSFUL complete
// domain: -1..30
//
// while (x > 0) x -= d with d in [1,3]: x in [0,30] at the start, so at most
// 30 iterations (frames 0..29), an exit path by frame 30, no frame 31: a
// complete proof after ~31 frames.  On exit x is in [-2, 0] because x >= 1
// before the last subtraction of at most 3.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 0 && x <= 30);
  while (/*@head*/ x > 0) {
    int d = __VERIFIER_nondet_int();
    __VERIFIER_assume(d >= 1 && d <= 3);
    x -= d;
  }
  assert(x <= 0 && x >= -2);
  return 0;
}
