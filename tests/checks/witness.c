/* x + 1 overflows for exactly one input: the counterexample must show it. */
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int r = x + 1;
  return r;
}
