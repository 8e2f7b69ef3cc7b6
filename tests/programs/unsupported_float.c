// expect: exit=6
// error-lines: 11
//
// Floats are modelled bit-precisely, but transcendental functions are not: exit 6 with
// file:line on stderr.
#include <assert.h>
#include <math.h>

int main(void) {
  double d = 1.5;
  d = sin(d);
  assert(d < 2.0);
  return 0;
}
