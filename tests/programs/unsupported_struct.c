// expect: exit=6
// error-lines: 7 8 9 10 13 14 15 16
//
// Structs are out of scope for now: exit 6 with file:line on stderr.
#include <assert.h>

struct point {
  int x;
  int y;
};

int main(void) {
  struct point p;
  p.x = 1;
  p.y = 2;
  assert(p.x + p.y == 3);
  return 0;
}
