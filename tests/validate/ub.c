// Run-time errors for the UBSan confirmation: a signed overflow (line 12) and a division by
// zero (line 13), both depending on the inputs.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int acc = 1;
  int q = 0;
  while (1) {
    int a = __VERIFIER_nondet_int();
    int b = __VERIFIER_nondet_int();
    if (a > 0) {
      acc = acc * a;
      q = 1000 / b;
    }
  }
  return q;
}
