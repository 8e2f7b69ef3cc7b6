/* Interval arithmetic with directed rounding: (a + b) / 3 evaluated rounding down, up and to
 * nearest, each operation in the current mode. Rounding is monotone, so the nearest result
 * lies between the two directed ones for all inputs. With -DBROKEN the directed modes are
 * swapped, and the bracket fails for any inexact sum or quotient. The inputs lie in [1, 2]
 * (one binade of sums: the proof takes seconds, not a minute). */
#include <fenv.h>
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
extern void __VERIFIER_assert(int);

#ifdef BROKEN
#define LOWER FE_UPWARD
#define UPPER FE_DOWNWARD
#else
#define LOWER FE_DOWNWARD
#define UPPER FE_UPWARD
#endif

int main(void) {
  float a = __VERIFIER_nondet_float(), b = __VERIFIER_nondet_float();
  __VERIFIER_assume(a >= 1.0f && a <= 2.0f && b >= 1.0f && b <= 2.0f);
  fesetround(LOWER);
  float lo = (a + b) / 3.0f;
  fesetround(UPPER);
  float hi = (a + b) / 3.0f;
  fesetround(FE_TONEAREST);
  float mid = (a + b) / 3.0f;
  __VERIFIER_assert(lo <= mid && mid <= hi);
  return 0;
}
