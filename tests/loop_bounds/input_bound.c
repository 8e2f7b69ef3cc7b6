/* An inner loop bounded only by an assumption on an input: at most 19 iterations. Constant
 * propagation cannot bound it; the solver can, from any loop-head state. With -DBUG the
 * requirement is one too tight: n = 20 violates it in the first iteration of the main loop. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void __VERIFIER_error(void);

#ifdef BUG
#define LIMIT 18
#else
#define LIMIT 19
#endif

int main(void) {
  int rounds = 0;
  while (1) {
    int n = __VERIFIER_nondet_int();
    __VERIFIER_assume(n <= 20);
    int steps = 0;
    for (int c = n; c > 1; c--) {
      steps++;
    }
    if (steps > LIMIT) {
      __VERIFIER_error();
    }
    rounds++;
  }
}
