#include <assert.h>
extern _Bool __VERIFIER_nondet_bool(void);
int main(void) {
  unsigned a = 0, b = 0;
  while (1) {
    assert(a == b);          /* holds; not 1-inductive alone (needs the phase) */
    if (__VERIFIER_nondet_bool()) { a++; b++; }
  }
}
