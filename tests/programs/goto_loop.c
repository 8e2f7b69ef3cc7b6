// expect: FAILED depth=5
// cbmc-depth: 6
// witness: 2*6
// domain: -1..3
// explore: exhaustive
//
// The main loop is a backward goto (CBMC calls it main.0), with forward gotos
// to an exit and to an error label.  x grows by at most 2 per frame, so x > 10
// needs six frames: frame 5.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int x = 0;
  int n;
top:
  /*@headstmt*/
  n = __VERIFIER_nondet_int();
  if (n < 0)
    goto done;
  if (n > 2)
    n = 2;
  x += n;
  if (x > 10)
    goto fail;
  goto top;
done:
  return 0;
fail:
  reach_error();
  return 1;
}
