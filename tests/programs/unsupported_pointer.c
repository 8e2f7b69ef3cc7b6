// expect: exit=6
// error-lines: 10 11
//
// realloc is not modelled (malloc, calloc, alloca and free are): exit 6 with file:line.
#include <assert.h>
#include <stdlib.h>

int main(void) {
  int *p = malloc(sizeof(int));
  p = realloc(p, 2 * sizeof(int));
  p[1] = 3;
  assert(p[1] == 3);
  return 0;
}
