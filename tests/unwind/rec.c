#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
int fib(int n) { if (n < 2) return n; return fib(n-1) + fib(n-2); }
int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 6) return 0;
  assert(fact(5) == 120);
  assert(fib(10) == 55);
  assert(fact(k) != 24);
  return 0;
}
