/* `d` is declared in the loop body: no invariant at the head may name it. `x` is local to
   main's block, `mode` a global, `limit` is only read. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int mode = 1;
int main(void) {
  int limit = 50;
  unsigned x = 3;
  while (1) {
    int d = __VERIFIER_nondet_int();
    __VERIFIER_assume(d >= 0 && d <= 2);
    assert(d <= 2 && mode >= 1);
    if (x + d <= limit) x = x + d; else x = 3;
    if (x > 40) mode = 2;
    assert(x <= 50);
  }
}
