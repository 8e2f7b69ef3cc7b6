/* Two properties: a == b is 1-inductive; c < 1000 holds (c saturates at 10) but is not
   k-inductive for k < 490: from the unreachable c = 1000 - k, k safe steps lead to a
   violation. The first is proved and stays proved; the second stays open, so the run is
   inconclusive (never a proof of both). */
#include <assert.h>
extern _Bool __VERIFIER_nondet_bool(void);
int main(void) {
  unsigned a = 0, b = 0, c = 0;
  while (1) {
    assert(a == b);
    assert(c < 1000);
    if (__VERIFIER_nondet_bool()) { a++; b++; }
    if (c < 10) c++;
    else if (c >= 500) c++;
  }
}
