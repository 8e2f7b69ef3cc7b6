// expect: INCONCLUSIVE
// options: --timeout 1
// witness: 3538334777 1921618823
//
// A violation exists in frame 0 (3538334777 * 1921618823 == N, both prime,
// chosen at random), but finding it means factoring a 63-bit semiprime
// through a 64-bit multiplier: far beyond a 1 s budget (> 60 s measured).
// (Two factors close to 2^31 were factored by the SAT solver in 0.2 s.)
// Used for --timeout (exit 5).
extern unsigned long __VERIFIER_nondet_ulong(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

int main(void) {
  int rounds = 0;
  while (/*@head*/ 1) {
    unsigned long a = __VERIFIER_nondet_ulong();
    unsigned long b = __VERIFIER_nondet_ulong();
    __VERIFIER_assume(a > 1 && b > 1 && a < 4294967296UL && b < 4294967296UL);
    if (a * b == 6799330709558707471UL)
      reach_error();
    rounds++;
  }
  return 0;
}
