#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int main(void) {
  int x = 0;
  while (1) {
    int d = __VERIFIER_nondet_int();
    __VERIFIER_assume(d >= 0 && d <= 1);
    x = x + d;
    if (x > 10) x = 0;
    assert(x <= 10);         /* holds: 1-inductive thanks to the reset */
  }
}
