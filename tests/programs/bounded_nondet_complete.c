// expect: SUCCESSFUL complete
// domain: -2..12
//
// Nondeterministic but bounded trip count: n in [0,10].  The loop runs n
// times (frames 0..n-1), frame n is the exit path, and no execution reaches
// the head in frame 11: complete.  s == 2i is an invariant, so s == 2n at the
// end.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(0 <= n && n <= 10);
  int s = 0;
  int i;
  for (i = 0; /*@head*/ i < n; i++) {
    s += 2;
    assert(i <= 10);
  }
  assert(s == 2 * n);
  return 0;
}
