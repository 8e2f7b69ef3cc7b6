extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
#include <assert.h>
int buf[8];
int main(void) {
  int total = 0;
  while (1) {
    int n = __VERIFIER_nondet_int();
    __VERIFIER_assume(n >= 0 && n <= 8);
    for (int i = 0; i < n; i++) { buf[i] = i; total += 1; }
    assert(total < 20);
  }
}
