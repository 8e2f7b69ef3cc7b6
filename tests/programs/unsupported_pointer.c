// expect: exit=6
// error-lines: 10 11
//
// Pointers are out of scope for now: exit 6 with file:line on stderr.
#include <assert.h>

int main(void) {
  int x = 0;
  int y = 1;
  int *p = &x;
  *p = 3;
  assert(x == 3 && y == 1);
  return 0;
}
