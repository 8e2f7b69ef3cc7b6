/* No unbounded top-level loop (the outer loop is counted), but the inner loop is not bounded
 * by constant propagation (x becomes symbolic): it becomes a cut point and frames are its
 * iterations. Every execution leaves it after at most 5 iterations per round, so the run ends
 * with a complete proof. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void __VERIFIER_error(void);

int main(void) {
  for (int r = 0; r < 2; r++) {
    int x = 0;
    while (x < 5) {
      int d = __VERIFIER_nondet_int();
      __VERIFIER_assume(d >= 1 && d <= 2);
      x += d;
    }
    if (x > 6) {
      __VERIFIER_error();
    }
  }
  return 0;
}
