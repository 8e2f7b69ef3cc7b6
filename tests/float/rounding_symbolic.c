/* The rounding mode chosen by an input (one of the four, or an invalid value that fesetround
 * rejects): every assertion but the last holds in every mode; the last (1/3 rounds up) fails
 * when rounding down or toward zero. */
#include <fenv.h>
#include <math.h>
extern int __VERIFIER_nondet_int(void);
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assert(int);

int main(void) {
  int m = __VERIFIER_nondet_int();
  int r = fesetround(m);
  int mode = fegetround();
  __VERIFIER_assert(r == 0 ? mode == m : mode == FE_TONEAREST);
  __VERIFIER_assert(mode == FE_TONEAREST || mode == FE_DOWNWARD || mode == FE_UPWARD || mode == FE_TOWARDZERO);
  float third = 1.0f / 3.0f;
  int up = mode == FE_TONEAREST || mode == FE_UPWARD;
  __VERIFIER_assert(up == (third > 1.0 / 3.0));
  float x = __VERIFIER_nondet_float();
  if (isfinite(x)) {
    float z = x - x;
    __VERIFIER_assert(z == 0.0f && (signbit(z) != 0) == (mode == FE_DOWNWARD));
    float big = x * 0x1p127f * 4.0f;
    if (x >= 1.0f)
      __VERIFIER_assert(isinf(big) == (mode == FE_TONEAREST || mode == FE_UPWARD));
  }
  __VERIFIER_assert(third == 0x1.555556p-2f);
  return 0;
}
