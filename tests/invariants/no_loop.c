/* No unbounded loop: the whole program is frame 0 and there is no loop head to annotate. */
#include <assert.h>
int main(void) {
  int s = 0;
  for (int i = 0; i < 4; i++) s += i;
  assert(s == 6);
  return 0;
}
