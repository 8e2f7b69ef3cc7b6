/* Harness for the Embedded Coder (R2014a) model Rate_Limiter: a Rate Limiter block with
 * rising/falling slew rates +-0.1 per step; exported global input/output signals.
 * PROP 1 (holds):  the output never moves by more than the slew rate (plus rounding) in one
 *                  step, and stays within the input range.
 * PROP 2 (false):  "a step of -10 at the input is followed within 10 steps" -- the output
 *                  needs 11 steps to go below -1.05 (0.1 per step), so y > -1.05 fails.
 * PROP 3 (false):  "the output stays below 4.95 for inputs up to 10" -- it reaches 5.0
 *                  after 50 steps of +0.1.
 * PROP 4 (holds):  the output stays within the input range [-10, 10]. */
/* PROP 11..14: the temporal requirements RL-5..RL-8 of requirements.toml written by hand
 * with explicit history variables (the requirements file's expectations come from these). */
#include <assert.h>
#include "Rate_Limiter.c"

extern double nondet_double(void);

#ifndef PROP
#define PROP 1
#endif

int main(void)
{
  real_T prev = 0.0;
#if PROP >= 11
  int k = 0;            /* step number, saturating at 20 */
  int run = 0;          /* consecutive steps with the input at least 1, saturating */
  int was_high = 0;     /* the input was above 1 at the previous step */
  int oldest = 0;       /* step of the oldest rise of the input above 1 not yet answered */
#endif
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
#elif PROP == 11
    /* RL-5 (holds): the output does not rise while the input is below the previous output */
    assert(!(Rate_Limiter_In1_1 < prev) || Rate_Limiter_RateLimiter_1 <= prev);
#elif PROP == 12
    /* RL-6 (holds): an input within 0.1 of the previous output is passed through */
    assert(!(Rate_Limiter_In1_1 - prev <= 0.1 && prev - Rate_Limiter_In1_1 <= 0.1) ||
           Rate_Limiter_RateLimiter_1 == Rate_Limiter_In1_1);
#elif PROP == 13
    /* RL-7 (false at 6): after 5 steps with the input >= 1 the output is >= 0.45 */
    k = k < 20 ? k + 1 : k;
    run = Rate_Limiter_In1_1 >= 1.0 ? (run < 20 ? run + 1 : run) : 0;
    assert(!(k >= 5 && run >= 5) || Rate_Limiter_RateLimiter_1 >= 0.45);
#elif PROP == 14
    /* RL-8 (false at 10): a rise of the input above 1 is followed by an output above 0.95
       at that step or one of the 9 after it (the input may fall again right after) */
    k = k < 20 ? k + 1 : k;
    if (Rate_Limiter_In1_1 > 1.0 && !was_high && oldest == 0) {
      oldest = k;
    }
    was_high = Rate_Limiter_In1_1 > 1.0;
    if (Rate_Limiter_RateLimiter_1 > 0.95) {
      oldest = 0;
    }
    assert(oldest == 0 || k - oldest < 9);
    if (oldest != 0 && k == 20) {
      oldest--; /* keeps the age k - oldest while k saturates */
    }
#endif
  }
  return 0;
}
