// A counterexample that reaches an --error-label: the replay calls the harness at the label.
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 42) {
    goto ERROR;
  }
  return 0;
  ERROR: return 1;
}
