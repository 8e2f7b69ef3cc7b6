// expect: FAILED depth=2
// cbmc-depth: 3
// witness: 1 0 0
// domain: 0..2
// explore: exhaustive
//
// SV-COMP style: __VERIFIER_assert defined in the file on top of the
// undefined __VERIFIER_error().  A lock must not be held for three
// consecutive frames; acquire (1) sets held = 1, every later frame with the
// lock held increments it: acquire in frame 0, held == 3 in frame 2.
extern void __VERIFIER_error(void);
extern int __VERIFIER_nondet_int(void);

void __VERIFIER_assert(int cond) {
  if (!(cond)) {
  ERROR:
    __VERIFIER_error();
  }
  return;
}

int main(void) {
  int lock = 0;
  int held = 0;
  while (/*@head*/ 1) {
    int op = __VERIFIER_nondet_int();
    if (op == 1 && !lock) {
      lock = 1;
      held = 0;
    } else if (op == 2) {
      lock = 0;
    }
    if (lock)
      held++;
    else
      held = 0;
    __VERIFIER_assert(held < 3);
  }
  return 0;
}
