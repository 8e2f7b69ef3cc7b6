/* A phase accumulator as generated controller code writes it: every step the phase advances
 * by a bounded nonnegative increment and is wrapped into [0, 360) with fmodf. The bound holds
 * (fmod of a nonnegative value by 360 is in [0, 360), exactly: no rounding can reach 360);
 * -DBOUND=300.0f is a wrong bound, violated after 4 steps (e.g. 4 x 75 degrees), and
 * -DWRONG_WRAP a wrong claim that needs a wrap (the remainder) to fail. The double
 * variant (-DDOUBLE) wraps an angle in radians with fmod(., 2*PI). */
#include <math.h>

extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
extern void __VERIFIER_assert(int);

#ifndef BOUND
#define BOUND 360.0f
#endif
#define PI 3.14159265358979323846

typedef float real32_T;
typedef double real_T;

static real32_T phase = 0.0f;
static real_T angle = 0.0;

static void step(void) {
#ifdef DOUBLE
  real_T rate = __VERIFIER_nondet_double();
  __VERIFIER_assume(rate >= 0.0 && rate <= 1.0);
  angle = fmod(angle + rate, 2.0 * PI);
  __VERIFIER_assert(angle >= 0.0 && angle < 2.0 * PI);
#else
  real32_T inc = __VERIFIER_nondet_float();
  __VERIFIER_assume(inc >= 0.0f && inc <= 90.0f);
  phase = fmodf(phase + inc, 360.0f);
  __VERIFIER_assert(phase >= 0.0f && phase < BOUND);
#ifdef WRONG_WRAP
  /* Wrong: only a wrap can make the phase smaller than the increment (4 x 90 = 360 wraps to 0). */
  __VERIFIER_assert(phase >= inc);
#endif
#endif
}

int main(void) {
  while (1) {
    step();
  }
  return 0;
}
