/* An unbounded loop before the main loop: it becomes a cut point, so executions reach the main
 * loop in different frames (each for the first time). The error needs the prefix loop to run
 * at least 3 times and the main loop twice. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);
int warm;

int main(void) {
  int n = 0;
  int limit = __VERIFIER_nondet_int();
  while (warm < limit) {
    warm++;
  }
  while (1) {
    n++;
    if (warm >= 3 && n == 2) {
      __VERIFIER_error();
    }
  }
  return 0;
}
