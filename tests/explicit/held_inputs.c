/* A tank whose level is the inflow of the last 24 cycles (a shift register of ints): it
 * overflows only after 24 cycles of maximal inflow. Breadth-first search branches on the
 * inflow's two guessed values in every cycle (2^k distinct windows k cycles deep) and stops
 * long before; a walk holding the inflow at 3 reaches it. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
#define WINDOW 24

int main(void)
{
  int window[WINDOW];
  int i;
  for (i = 0; i < WINDOW; i++)
    window[i] = 0;
  while (1) {
    int inflow = __VERIFIER_nondet_int();
    __VERIFIER_assume(inflow >= 0 && inflow <= 3);
    int level = 0;
    for (i = 0; i < WINDOW - 1; i++) {
      window[i] = window[i + 1];
      level += window[i];
    }
    window[WINDOW - 1] = inflow;
    level += inflow;
    __CPROVER_assert(level < 3 * WINDOW, "the tank does not overflow");
  }
  return 0;
}
