/* The loop ends after 5 iterations (the counter is a global, so it is not a counted loop):
   the proof is complete and the invariant still verified. */
#include <assert.h>
int n = 0;
int main(void) {
  int s = 0;
  while (n < 5) {
    n++;
    s = s + 2;
  }
  assert(s == 10);
  return 0;
}
