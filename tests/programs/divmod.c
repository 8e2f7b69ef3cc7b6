// expect: FAILED depth=3
// cbmc-depth: 4
// witness: -11 3  -11 3  -11 3
// domain: -12..12
//
// Division truncates toward zero and % has the sign of the dividend.  The
// conjunction below holds only for a == -11, b == 3 (floor division, or an
// unsigned/sign-magnitude mistake, makes it unsatisfiable).  acc <= k at the
// head of frame k, so the assertion first fails in frame 3.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int acc = 0;
  while (/*@head*/ 1) {
    assert(acc < 3);
    int a = __VERIFIER_nondet_int();
    int b = __VERIFIER_nondet_int();
    __VERIFIER_assume(a >= -20 && a <= 20 && b >= -5 && b <= 5 && b != 0);
    if (a / b == -3 && a % b == -2 && a % -b == -2 && 7 % b == 1 &&
        -7 / b == -2 && (unsigned)a / 2u == 2147483642u &&
        (unsigned)a % 10u == 5u &&
        (long)a * 1000000000000L / b == -3666666666666L)
      acc++;
  }
  return 0;
}
