// SV-COMP style: a saturating counter; reach_error is unreachable (1-inductive).
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "svcomp_safe.c", 4, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: {reach_error();abort();} } }

int main(void) {
  int x = 0;
  while (1) {
    if (__VERIFIER_nondet_int() && x < 10)
      x++;
    __VERIFIER_assert(x >= 0 && x <= 10);
  }
}
