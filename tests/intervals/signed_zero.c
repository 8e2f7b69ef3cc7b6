/* `x >= 0.0` admits -0.0, and `!(x < 0.0)` admits NaN: intervals must not prove either
 * check, and BMC finds both values (gcc replays them). */
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
#define check(c) ((c) ? (void)0 : __assert_fail(#c, __FILE__, __LINE__, __func__))

int main(void)
{
  double x = __VERIFIER_nondet_double();
#ifdef NAN_CASE
  __VERIFIER_assume(!(x < 0.0) && !(x > 10.0));
  check(x >= 0.0);
#else
  __VERIFIER_assume(x >= 0.0 && x <= 10.0);
  double s = 0.0 + x;
  check(1.0 / x > 0.0 || 1.0 / s > 0.0 && x > 0.0);
#endif
  return 0;
}
