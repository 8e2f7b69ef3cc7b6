// SV-COMP no-overflow style: acc overflows only when the input keeps being large.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int acc = 0;
  while (1) {
    int in = __VERIFIER_nondet_int();
    if (in < 0 || in > 1000000000)
      in = 0;
    acc = acc + in;
    if (acc > 2000000000)
      acc = 0;
  }
}
