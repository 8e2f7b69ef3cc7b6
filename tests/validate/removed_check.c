/* --property main.assertion.1: the run removes the division-by-zero check, and the trace
   divides by zero (ibmc's model gives a value, the compiled program traps with SIGFPE)
   before it violates the assertion. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int d = __VERIFIER_nondet_int();
  int q = 100 / d;
  assert(d != 0 || q == 7);
  return 0;
}
