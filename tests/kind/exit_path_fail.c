/* The violation is on the loop's exit path: reachable when the loop ends with x == 7. */
#include <assert.h>
extern _Bool __VERIFIER_nondet_bool(void);
int main(void) {
  int x = 0;
  while (__VERIFIER_nondet_bool()) {
    if (x < 10) x++;
  }
  assert(x != 7);
  return 0;
}
