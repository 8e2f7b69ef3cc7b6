// expect: SUCCESSFUL complete
//
// Bit-fields (gcc x86-64 layout): a 3-bit mode wraps around after 8 increments, a 1-bit
// unsigned flag keeps the low bit of a store (it is not a _Bool), and a 3-bit int field is
// signed. Ten iterations of a loop with constant bounds: complete.
#include <assert.h>

struct flags {
  unsigned ready : 1;
  unsigned mode : 3;
  int level : 3;
};

int main(void) {
  struct flags p = { 1, 0, 0 };
  int i = 0;
  while (/*@head*/ i < 10) {
    p.mode++;
    p.ready = p.mode;
    i++;
  }
  p.level = 5;
  assert(p.mode == 2 && p.ready == 0 && p.level == -3);
  assert(sizeof(struct flags) == 4);
  return 0;
}
