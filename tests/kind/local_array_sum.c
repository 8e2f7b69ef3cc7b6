/* A local array written in the loop must be havocked in the step case: the invariant
   hist[0] + hist[1] == n is not inductive over the other variables alone. Holds. */
#include <assert.h>
extern _Bool __VERIFIER_nondet_bool(void);
int main(void) {
  unsigned hist[2] = {0, 0};
  unsigned n = 0;
  while (1) {
    assert(hist[0] + hist[1] == n);
    hist[__VERIFIER_nondet_bool()]++;
    n++;
  }
}
