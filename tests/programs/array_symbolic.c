// expect: FAILED depth=3
// cbmc-depth: 4
// witness: 2 0  2 0  2 0  5 2
// domain: 0..2
// explore: exhaustive
//
// Array reads and writes at symbolic indices.  The error needs a[j] >= 3 for a
// j other than the index written in the current frame, i.e. three writes to
// a[j] in earlier frames: frames 0..2 write, frame 3 reports.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

int a[8];
int hist[4];

int main(void) {
  while (/*@head*/ 1) {
    int i = __VERIFIER_nondet_int();
    __VERIFIER_assume(0 <= i && i < 8);
    a[i] = a[i] + 1;
    hist[a[i] & 3]++;
    int j = __VERIFIER_nondet_int();
    __VERIFIER_assume(0 <= j && j < 8);
    if (a[j] >= 3 && j != i)
      reach_error();
    if (hist[0] > 100)
      reach_error(); /* needs 4 writes per hit: > 400 frames */
  }
  return 0;
}
