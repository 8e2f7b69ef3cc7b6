/* `limit` is only read by the loop, so the step case keeps its initial value (100): with it
   the property is 1-inductive; havocking it would lose the proof but stay sound. */
#include <assert.h>
extern _Bool __VERIFIER_nondet_bool(void);
int limit = 100;
int main(void) {
  int x = 0;
  while (1) {
    if (__VERIFIER_nondet_bool() && x < limit) x++;
    assert(x <= 100);
  }
}
