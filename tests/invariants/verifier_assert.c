/* SV-COMP style: __VERIFIER_assert has a body; its assertion is about its parameter. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "verifier_assert.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) {
  if (!(cond)) {
  ERROR: {reach_error(); abort();}
  }
}
int main(void) {
  int lo = 0, hi = 0;
  while (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int()) { if (hi < 100) { hi++; if (__VERIFIER_nondet_int()) lo++; } }
    __VERIFIER_assert(lo <= hi);
  }
  return 0;
}
