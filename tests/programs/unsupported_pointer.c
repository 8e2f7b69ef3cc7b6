// expect: exit=6
// error-lines: 10 11
//
// Function pointers are out of scope for now: exit 6 with file:line on stderr.
#include <assert.h>

static int twice(int v) { return 2 * v; }

int main(void) {
  int (*f)(int) = twice;
  int y = f(3);
  assert(y == 6);
  return 0;
}
