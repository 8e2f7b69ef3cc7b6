// SV-COMP style: reach_error defined in the file, reachable only after 5 iterations.
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "svcomp_unreach.c", 4, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: {reach_error();abort();} } }

int main(void) {
  int x = 0;
  while (1) {
    int in = __VERIFIER_nondet_int();
    if (in == 42 && x < 10)
      x++;
    __VERIFIER_assert(x != 5);
  }
}
