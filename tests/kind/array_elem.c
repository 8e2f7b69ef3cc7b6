#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int a[4];
int main(void) {
  int i = 0;
  while (1) {
    assert(a[2] < 3);        /* fails after a[2] is incremented 3 times */
    int k = __VERIFIER_nondet_int();
    if (k >= 0 && k < 4) a[k] = a[k] + 1;
  }
}
