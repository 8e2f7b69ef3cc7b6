// glibc's assert from <assert.h>; two assertions, the second one fails.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int sum = 0;
  while (1) {
    int d = __VERIFIER_nondet_int();
    if (d < 0 || d > 10)
      continue;
    sum += d;
    assert(sum >= 0);
    assert(
        sum < 25);
  }
  return 0;
}
