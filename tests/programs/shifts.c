// expect: FAILED depth=10
// cbmc-depth: 11
// witness: 3*10 1
// domain: 0..3
//
// r is shifted left by 0..3 per frame.  Its top bit is set exactly when the
// total shift is 31, which needs 11 frames (10 x 3 + 1): frame 10.  The test
// uses an arithmetic right shift of the negative int (a logical shift gives 1,
// not -1) and some constant shifts of other widths.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

int main(void) {
  unsigned int r = 1u;
  while (/*@head*/ 1) {
    int k = __VERIFIER_nondet_int();
    __VERIFIER_assume(k >= 0 && k <= 3);
    r <<= k;
    if (((int)r >> 31) == -1 && (r >> 31) == 1u && (-16 >> 2) == -4 &&
        (1u << 31) == 2147483648u && (1LL << 40) == 1099511627776LL &&
        ((unsigned long)r << 32) >> 63 == 1ul)
      reach_error();
  }
  return 0;
}
