// expect: FAILED depth=120
// cbmc-depth: 121
// witness: 2*121
// domain: 0..2
//
// An 8-bit odometer advanced by 0..2 per frame, starting at 14.  The wrap
// (unsigned char arithmetic modulo 256) happens in the frame where the sum of
// the steps first reaches 256 - 14 = 242; with steps <= 2 that needs 121
// iterations, i.e. frame 120 (frames 0..120).
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

int main(void) {
  unsigned char pos = 14;
  while (/*@head*/ 1) {
    int step = __VERIFIER_nondet_int();
    __VERIFIER_assume(step >= 0 && step <= 2);
    unsigned char old = pos;
    pos += step;
    if (pos < old)
      reach_error();
  }
  return 0;
}
