/* --property main.assertion.2: the run removes the first assertion, which the trace
   violates (x == 2) before it violates the second (x == 4); the replay goes on past it. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = 0;
  while (1) {
    int in = __VERIFIER_nondet_int();
    if (in == 1) x++;
    assert(x < 2); /* first */
    if (!(x < 4)) reach_error(); /* second */
    assert(x < 9); /* third: never violated */
  }
}
