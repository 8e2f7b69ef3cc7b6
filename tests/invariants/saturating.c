/* A saturating counter: x stays in 0..10. */
#include <assert.h>
extern _Bool __VERIFIER_nondet_bool(void);
int main(void) {
  int x = 0;
  while (1) {
    if (__VERIFIER_nondet_bool() && x < 10) x++;
    assert(x <= 10);
  }
}
