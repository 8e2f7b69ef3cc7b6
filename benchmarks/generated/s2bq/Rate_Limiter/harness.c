/* Harness for the Embedded Coder (R2014a) model Rate_Limiter: a Rate Limiter block with
 * rising/falling slew rates +-0.1 per step; exported global input/output signals.
 * PROP 1 (holds):  the output never moves by more than the slew rate (plus rounding) in one
 *                  step, and stays within the input range.
 * PROP 2 (false):  "a step of -10 at the input is followed within 10 steps" -- the output
 *                  needs 11 steps to go below -1.05 (0.1 per step), so y > -1.05 fails.
 * PROP 3 (false):  "the output stays below 4.95 for inputs up to 10" -- it reaches 5.0
 *                  after 50 steps of +0.1.
 * PROP 4 (holds):  the output stays within the input range [-10, 10]. */
#include <assert.h>
#include "Rate_Limiter.c"

extern double nondet_double(void);

#ifndef PROP
#define PROP 1
#endif

int main(void)
{
  real_T prev = 0.0;
  Rate_Limiter_initialize();
  while (1) {
    Rate_Limiter_In1_1 = nondet_double();
    __CPROVER_assume(-10.0 <= Rate_Limiter_In1_1 && Rate_Limiter_In1_1 <= 10.0);
    prev = Rate_Limiter_DWork.PrevY;
    Rate_Limiter_step();
#if PROP == 1
    assert(Rate_Limiter_RateLimiter_1 - prev <= 0.1000001 &&
           prev - Rate_Limiter_RateLimiter_1 <= 0.1000001 &&
           Rate_Limiter_RateLimiter_1 >= -10.0 && Rate_Limiter_RateLimiter_1 <= 10.0);
#elif PROP == 2
    assert(Rate_Limiter_RateLimiter_1 > -1.05);
#elif PROP == 3
    assert(Rate_Limiter_RateLimiter_1 < 4.95);
#elif PROP == 4
    assert(Rate_Limiter_RateLimiter_1 >= -10.0 && Rate_Limiter_RateLimiter_1 <= 10.0);
#endif
  }
  return 0;
}
