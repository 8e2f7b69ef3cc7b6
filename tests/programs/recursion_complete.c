// expect: SUCCESSFUL complete
//
// Recursive functions with constant arguments (inlined to a fixed depth):
// fib(7) == 13, gcd(84, 36) == 12, fib(5) == 5 five times.  Terminates.
#include <assert.h>

int fib(int n) {
  if (n < 2)
    return n;
  return fib(n - 1) + fib(n - 2);
}

int gcd(int a, int b) {
  if (b == 0)
    return a;
  return gcd(b, a % b);
}

int main(void) {
  assert(fib(7) == 13);
  assert(gcd(84, 36) == 12);
  int acc = 0;
  for (int i = 0; /*@head*/ i < 5; i++) {
    acc += fib(5);
    assert(acc == 5 * (i + 1));
  }
  assert(acc == 25);
  return 0;
}
