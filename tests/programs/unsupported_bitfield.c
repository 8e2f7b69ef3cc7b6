// expect: exit=6
// error-lines: 7 8 9 10 13 14 15 16
//
// Bit-fields are out of scope for now: exit 6 with file:line on stderr.
#include <assert.h>

struct flags {
  unsigned ready : 1;
  unsigned mode : 3;
};

int main(void) {
  struct flags p;
  p.ready = 1;
  p.mode = 2;
  assert(p.ready + p.mode == 3);
  return 0;
}
