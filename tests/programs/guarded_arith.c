// expect: FAILED depth=2
// cbmc-depth: 3
// witness: 9 0  1 0  5 0
// domain: 0..11
//
// Eleven guarded updates by products, quotients and remainders, of which the
// violating path takes three (in = 9, 1, 5: s, t, u = 21, 147, 63); the other
// branches' arithmetic is never needed.  With --refine-arithmetic it stays
// abstract (tests/e2e/cli.rs: refine_arithmetic_gives_the_same_verdicts).
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int s = 1, t = 7, u = 3;
  while (/*@head*/ 1) {
    int in = __VERIFIER_nondet_int();
    int m = __VERIFIER_nondet_int();
    __VERIFIER_assume(in >= 0 && in < 12);
    if (in == 0) s = (s * m) % 1009;
    else if (in == 1) t = (t * s) % 977;
    else if (in == 2) u = (u * t) / 3;
    else if (in == 3) s = (s * u) % 10007;
    else if (in == 4) t = (m * m) % 4099;
    else if (in == 5) u = (u * s) % 99;
    else if (in == 6) s = s + 1;
    else if (in == 7) t = t + 2;
    else if (in == 8) u = u ^ s;
    else if (in == 9) s = (t * u) % 31;
    else if (in == 10) t = (s * s * s) % 7919;
    else u = (u * 33) % 1001;
    assert(s != 21 || t != 147 || u != 63);
  }
  return 0;
}
