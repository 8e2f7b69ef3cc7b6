// SV-COMP style: the task defines reach_error itself on top of __assert_fail, so a run that
// calls it aborts with the message of line 6 whichever call site was reached.  Two call
// sites; only the second one (x reaches 3 in iteration 3) is reachable.
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
extern int __VERIFIER_nondet_int(void);
void reach_error() { __assert_fail("0", "svcomp_reach_error.c", 6, "reach_error"); }

int main(void) {
  int x = 0;
  while (1) {
    int in = __VERIFIER_nondet_int();
    if (in < 0 || in > 1)
      return 0;
    x += in;
    if (x < 0)
      reach_error(); /* unreachable: x never decreases */
    if (x == 3)
      reach_error(); /* reachable after three inputs 1 */
  }
  return 0;
}
