// expect: exit=6
// error-lines: 7 8 9 10 13 14 15 16
//
// Unions are out of scope for now: exit 6 with file:line on stderr.
#include <assert.h>

union word {
  int x;
  unsigned char b[4];
};

int main(void) {
  union word p;
  p.x = 1;
  p.b[0] = 2;
  assert(p.x == 2);
  return 0;
}
