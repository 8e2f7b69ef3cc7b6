// expect: FAILED depth=5
// cbmc-depth: 6
// witness:
//
// The issue's own example.  Deterministic: at the head of frame k, x == k, so
// the assertion first fails in frame 5 (after 5 completed iterations).
#include <assert.h>

int main(void) {
  int x = 0;
  while (/*@head*/ 1) {
    assert(x < 5);
    x++;
  }
  return 0;
}
