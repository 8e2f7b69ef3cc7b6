/* Several check sites of which one can fail (the division, when y is 0); with -DSAFE none can. */
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
  if (x < 0 || x > 1000)
    return 0;
#ifdef SAFE
  if (y == 0)
    return 0;
#endif
  int r = x + 1;
  r = r / y;
  r = r * 3;
  return r;
}
