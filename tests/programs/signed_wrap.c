// expect: FAILED depth=4
// cbmc-depth: 5
// witness: 10*5
// domain: 0..10
//
// Signed overflow wraps (x86-64, two's complement, as in the contract).
// x starts 47 below INT_MAX; with increments <= 10 it needs 5 frames (total 50)
// before it wraps to a negative value: frame 4.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int x = 2147483600;
  while (/*@head*/ 1) {
    int d = __VERIFIER_nondet_int();
    __VERIFIER_assume(d >= 0 && d <= 10);
    x = x + d;
    assert(x >= 0);
  }
  return 0;
}
