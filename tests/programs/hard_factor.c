// expect: INCONCLUSIVE
// options: --timeout 1
// witness: 2147483629 2147483647
//
// A violation exists in frame 0 (2147483629 * 2147483647 == N, both prime),
// but finding it means factoring a 62-bit semiprime through a 64-bit
// multiplier: far beyond a 1 s budget.  Used for --timeout (exit 5).
extern unsigned long __VERIFIER_nondet_ulong(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

int main(void) {
  int rounds = 0;
  while (/*@head*/ 1) {
    unsigned long a = __VERIFIER_nondet_ulong();
    unsigned long b = __VERIFIER_nondet_ulong();
    __VERIFIER_assume(a > 1 && b > 1 && a < 4294967296UL && b < 4294967296UL);
    if (a * b == 4611685975477714963UL)
      reach_error();
    rounds++;
  }
  return 0;
}
