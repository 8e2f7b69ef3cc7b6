/* An inner loop bounded by a state variable that stays in [0, 10]: from an arbitrary
 * loop-head state it is not bounded, so ibmc cuts it (bounds from state invariants are not
 * inferred), and BMC still finds nothing. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);

int len = 5;

int main(void) {
  while (1) {
    int d = __VERIFIER_nondet_int();
    if (d > 0 && len < 10) len++;
    if (d < 0 && len > 0) len--;
    int s = 0;
    for (int i = 0; i < len; i++) s++;
    if (s > 10) __VERIFIER_error();
  }
}
