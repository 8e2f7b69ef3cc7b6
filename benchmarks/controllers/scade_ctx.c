/* A SCADE KCG-style node: the memory of the node in a context struct that the cyclic
 * function gets by pointer, with a reset function, an input struct passed by pointer and a
 * rate limiter feeding a debounced alarm.
 *
 * PROP 0 (holds): the rate-limited output stays within [-1000, 1000] and moves by at most
 *                 RATE per cycle.
 * PROP 1, 2, 3 (violated after 20, 50, 100 cycles): the alarm counter, which rises by one
 *                 per cycle while the demand is high and is reset otherwise, reaches 20,
 *                 50, 100 (the first cycle with a high demand is cycle 1).
 */
#include "rtwtypes.h"

extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
#define check(c) ((c) ? (void)0 : __assert_fail(#c, __FILE__, __LINE__, __func__))

#ifndef PROP
#define PROP 0
#endif

#define RATE 50
#define LIMIT 1000

typedef struct {
  int32_T demand;
} inC_Ctrl;

typedef struct {
  /* outputs */
  int32_T cmd;
  boolean_T alarm;
  /* memories */
  int32_T mem_cmd;
  uint16_T alarm_count;
  boolean_T init;
} outC_Ctrl;

static int32_T sat(int32_T x, int32_T lo, int32_T hi)
{
  return x < lo ? lo : (x > hi ? hi : x);
}

void Ctrl_reset(outC_Ctrl *outC)
{
  outC->init = true;
  outC->mem_cmd = 0;
  outC->alarm_count = 0U;
  outC->alarm = false;
}

void Ctrl(inC_Ctrl *inC, outC_Ctrl *outC)
{
  int32_T target = sat(inC->demand, -LIMIT, LIMIT);
  int32_T prev = outC->init ? 0 : outC->mem_cmd;
  int32_T delta = sat(target - prev, -RATE, RATE);
  outC->cmd = prev + delta;
  if (inC->demand > 900) {
    if (outC->alarm_count < 60000U) {
      outC->alarm_count++;
    }
  } else {
    outC->alarm_count = 0U;
  }
  outC->alarm = outC->alarm_count >= 3U;
  outC->mem_cmd = outC->cmd;
  outC->init = false;
}

int main(void)
{
  inC_Ctrl in;
  outC_Ctrl ctx;
  int32_T last;
  Ctrl_reset(&ctx);
  last = 0;
  while (1) {
    in.demand = __VERIFIER_nondet_int();
    Ctrl(&in, &ctx);
#if PROP == 0
    check(ctx.cmd >= -LIMIT && ctx.cmd <= LIMIT && ctx.cmd - last <= RATE && last - ctx.cmd <= RATE);
#elif PROP == 1
    check(ctx.alarm_count < 20U);
#elif PROP == 2
    check(ctx.alarm_count < 50U);
#elif PROP == 3
    check(ctx.alarm_count < 100U);
#endif
    last = ctx.cmd;
  }
  return 0;
}
