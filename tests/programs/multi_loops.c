// expect: FAILED depth=4
// cbmc-depth: 5
// options: --incremental-loop main.1
// witness:
//
// Loops in several functions: init.0 (the for in init), main.0 (the for in
// main), main.1 (the while).  With main.1 chosen as the main loop, frame 0 contains init() and
// the whole main.0 loop: total == 0 + 1 + 2 + 2 == 5, and x == k at the head
// of frame k, so the assertion fails in frame 4.
#include <assert.h>

int total;

void init(void) {
  for (int i = 0; i < 3; i++) total += i;
}

int main(void) {
  init();
  for (int k = 0; k < 2; k++) total++;
  int x = 0;
  int y = 0;
  while (/*@head*/ 1) {
    assert(x < 4 || total != 5);
    x++;
    y += x;
  }
  return 0;
}
