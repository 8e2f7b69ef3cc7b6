// expect: exit=6
// error-lines: 10 11
//
// Dynamic allocation is out of scope for now: exit 6 with file:line on stderr.
#include <assert.h>
#include <stdlib.h>

int main(void) {
  int *p;
  p = malloc(sizeof(int));
  *p = 3;
  assert(*p == 3);
  return 0;
}
