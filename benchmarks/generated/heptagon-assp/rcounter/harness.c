/* Harness for the Heptagon node rcounter (heptc 1.05, -target c): a resettable counter,
 * cnt = if rst then 0 else (0 fby (cnt + 1)), so cnt is the number of steps since the last
 * reset (or since the first step). Rcounter__rcounter_reset once, then one step per loop
 * iteration with a nondeterministic rst, as the repository's main.c drives it.
 * PROP 1 (holds):     a step with reset outputs 0.
 * PROP 2 (holds):     without reset the count advances by one from the second step on.
 * PROP 3 (holds):     with a reset within the last 5 steps the count is below 5.
 * PROP 4 (false at 6): the same with a reset within the last 6 steps (reset at step 1
 *                     only: the count is 5 at step 6).
 * PROP 5 (false at 4): when reset is released the count reaches 3 at that step or one of
 *                     the 2 after it (a new reset at s+1 restarts it).
 * These are the requirements HEP-1..HEP-5 of requirements.toml, written by hand with
 * explicit history variables. */
#include <assert.h>
#include "rcounter.c"

extern _Bool nondet_bool(void);

#ifndef PROP
#define PROP 1
#endif

int main(void)
{
  Rcounter__rcounter_mem mem;
  Rcounter__rcounter_out out;
  int rst;
  int k = 0;          /* step number, saturating at 3 */
  int prst = 0;       /* reset at the previous step */
  int pcnt = 0;       /* the count at the previous step */
  int since = 100;    /* steps since the last reset (0: this step), saturating at 100 */
  int waiting = -1;   /* steps an unanswered release of reset has waited (-1: none) */
  Rcounter__rcounter_reset(&mem);
  while (1) {
    rst = nondet_bool();
    Rcounter__rcounter_step(rst, &out, &mem);
    k = k < 3 ? k + 1 : k;
    since = rst ? 0 : (since < 100 ? since + 1 : since);
#if PROP == 1
    assert(!(rst && !(k > 1 && prst)) || out.cnt == 0);
#elif PROP == 2
    assert(!(k > 1 && !rst) || out.cnt == pcnt + 1);
#elif PROP == 3
    assert(!(since < 5) || out.cnt < 5);
#elif PROP == 4
    assert(!(since < 6) || out.cnt < 5);
#elif PROP == 5
    if (k > 1 && prst && !rst && waiting < 0) {
      waiting = 0;
    }
    if (out.cnt >= 3) {
      waiting = -1;
    }
    assert(waiting < 2);
    if (waiting >= 0) {
      waiting++;
    }
#endif
    prst = rst;
    pcnt = out.cnt;
  }
  return 0;
}
