/* TargetLink-style fixed-point code: Int16 signals with a power-of-two scaling (LSB 2^-7),
 * explicit saturation after each operation, a rate limiter and an integrator with
 * anti-windup, and a double-precision output stage with a saturation and a rate limit.
 * Requirements (true; -DBUG=n breaks requirement n):
 *   R8  the integrator state stays within its limits [-12800, 12800] (100.0 at 2^-7);
 *   R9  the rate-limited command changes by at most 64 LSB (0.5) per cycle;
 *   R10 the saturated double demand lies in [-100.0, 100.0];
 *   R11 the double rate limiter changes its output by at most 2.5 per cycle (plus rounding:
 *       (prev + 2.5) - prev is not always 2.5 in double, and ibmc finds such a case when the
 *       requirement is written without the 1e-9);
 *   R12 the rate-limited double output stays within [-100.0, 100.0] (needs an invariant over
 *       a double: the previous output in range). */
#include <stdint.h>
extern short __VERIFIER_nondet_short(void);
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
#ifndef BUG
#define BUG 0
#endif
typedef int16_t Int16;
typedef int32_t Int32;
static Int16 Sa1_Integrator;      /* state, LSB 2^-7 */
static Int16 Sa1_RateLimiter;     /* state, LSB 2^-7 */
static double Sa2_out_prev;

static Int16 sat16(Int32 x, Int16 lo, Int16 hi) {
  return (Int16)(x < lo ? lo : (x > hi ? hi : x));
}

void controller_step(Int16 in, double demand, double *sat_out, double *out) {
  Int32 tmp;
  Int16 delta;
  /* Integrator with anti-windup: add in/8, saturate to +-12800. */
  tmp = (Int32)Sa1_Integrator + (Int32)(in >> 3);
  Sa1_Integrator = sat16(tmp, -12800, BUG == 8 ? 12801 : 12800);
  /* Rate limiter on the integrator's value: at most 64 LSB per step. */
  tmp = (Int32)Sa1_Integrator - (Int32)Sa1_RateLimiter;
  delta = sat16(tmp, -64, BUG == 9 ? 65 : 64);
  Sa1_RateLimiter = (Int16)(Sa1_RateLimiter + delta);
  /* Double output stage: saturation, then a rate limiter of 2.5 per step. */
  double sat = demand > 100.0 ? 100.0 : (demand < (BUG == 10 ? -100.5 : -100.0) ? -100.0 : demand);
  double step = sat - Sa2_out_prev;
  if (step > 2.5)
    step = 2.5;
  else if (step < -2.5)
    step = -2.5;
  double y = Sa2_out_prev + step;
  Sa2_out_prev = y;
  *out = y;
  *sat_out = sat;
}

int main(void) {
  Sa1_Integrator = 0;
  Sa1_RateLimiter = 0;
  Sa2_out_prev = 0.0;
  while (1) {
    Int16 in = __VERIFIER_nondet_short();
    double demand = __VERIFIER_nondet_double();
    __VERIFIER_assume(demand >= -1000.0 && demand <= 1000.0);
    Int16 prev = Sa1_RateLimiter;
    double prev_out = Sa2_out_prev;
    double out, sat;
    controller_step(in, demand, &sat, &out);
    /* R8 */
    if (Sa1_Integrator > 12800 || Sa1_Integrator < -12800)
      reach_error();
    /* R9 */
    if (Sa1_RateLimiter - prev > 64 || prev - Sa1_RateLimiter > 64)
      reach_error();
    /* R10 */
    if (sat > 100.0 || sat < (BUG == 10 ? -100.25 : -100.0))
      reach_error();
    /* R11 */
    if (out - prev_out > (BUG == 11 ? 2.4 : 2.5 + 1e-9) || prev_out - out > 2.5 + 1e-9)
      reach_error();
    /* R12 */
    if (out > 100.0 || out < (BUG == 12 ? -2.0 : -100.0))
      reach_error();
  }
}
