/* One check site of each kind, in main and in a callee, for --show-properties: ids are
   numbered per function and class (CBMC's `main.overflow.1`), in instruction order. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int a[4];

int f(int x, int y) {
  return x / y;
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  unsigned u = 3u;
  u = u - 1u;
  int s = x << y;
  signed char c = x;
  a[x] = f(x, y);
  assert(x != 42);
  return -s + c;
}
