// expect: exit=6
// error-lines: 9 10
//
// Floating point is out of scope for now: exit 6 with file:line on stderr.
#include <assert.h>

int main(void) {
  int n = 3;
  double d = 1.5;
  d = d * n;
  assert(n == 3);
  return 0;
}
