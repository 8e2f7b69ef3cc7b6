// expect: FAILED depth=4
// cbmc-depth: 5
// witness: 3 1 4 1
// domain: 0..5
// explore: exhaustive
//
// A combination lock as a switch with fall-through and default.  The state
// advances only on the right digit of 3-1-4 (a wrong digit resets to 0, or to 1
// when the digit is 3); state 3 opens on any digit > 0 and the error is
// reported when the lock is open at the top of the next frame.  state <= k at
// the head of frame k and open needs 4 frames: depth 4 is minimal.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

int main(void) {
  int state = 0;
  int open = 0;
  while (/*@head*/ 1) {
    if (open)
      reach_error();
    int d = __VERIFIER_nondet_int();
    __VERIFIER_assume(d >= 0 && d <= 9);
    switch (state) {
    case 0:
      if (d == 3) {
        state = 1;
        break;
      }
      state = 0;
      break;
    case 1:
      if (d == 1) {
        state = 2;
        break;
      }
      /* fall through */
    case 2:
      if (state == 2 && d == 4) {
        state = 3;
        break;
      }
      /* fall through */
    default:
      state = (d == 3) ? 1 : 0;
      break;
    case 3:
      if (d > 0)
        open = 1;
      state = 0;
      break;
    }
  }
  return 0;
}
