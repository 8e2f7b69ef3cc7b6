// expect: SUCCESSFUL complete
//
// Terminating loop with a constant bound: frames 0..9 are the iterations,
// frame 10 the exit path; no execution reaches the head an 11th time, so the
// proof is complete.  s == 0 + 1 + ... + 9 == 45 and s <= 45 all along.
#include <assert.h>

int main(void) {
  int s = 0;
  for (int i = 0; /*@head*/ i < 10; i++) {
    s += i;
    assert(s <= 45);
  }
  assert(s == 45);
  return 0;
}
