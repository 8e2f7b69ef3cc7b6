// expect: FAILED depth=7
// cbmc-depth: 8
// witness:
//
// __VERIFIER_assert as an undefined builtin, no #include.  Deterministic
// Fibonacci: b at the head of frames 0..7 is 1 1 2 3 5 8 13 21, so b < 20 first
// fails in frame 7.
extern void __VERIFIER_assert(int);

int main(void) {
  int a = 0;
  int b = 1;
  while (/*@head*/ 1) {
    __VERIFIER_assert(b < 20);
    int t = a + b;
    a = b;
    b = t;
  }
  return 0;
}
