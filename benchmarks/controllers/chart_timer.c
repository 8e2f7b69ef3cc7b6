/* A Stateflow-like chart as Embedded Coder generates it: the active state and a temporal
 * counter (`after(n, tick)`) in the DWork struct, inputs and outputs in global structs.
 *
 *   OFF --start--> PRECHARGE --after(10, tick)[start]--> RUN --!start--> OFF
 *   RUN: `runTicks` counts the ticks spent running (saturating at 255); a fault input
 *        leads to FAULT, which is left after(5, tick) back to OFF.
 *
 * PROP 0 (holds): the temporal counter never exceeds 10 and the state is one of the four.
 * PROP 1, 2, 3 (violated after 20, 50, 100 steps): RUN entered after 1 + 10 ticks, so
 * runTicks reaches 9, 39, 89 at the earliest at step 20, 50, 100.
 */
#include <string.h>
#include "rtwtypes.h"

extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
#define check(c) ((c) ? (void)0 : __assert_fail(#c, __FILE__, __LINE__, __func__))

#ifndef PROP
#define PROP 0
#endif

#define IN_OFF ((uint8_T)0U)
#define IN_PRECHARGE ((uint8_T)1U)
#define IN_RUN ((uint8_T)2U)
#define IN_FAULT ((uint8_T)3U)

typedef struct {
  uint8_T is_c1_chart;
  uint8_T is_active_c1_chart;
  uint8_T temporalCounter_i1;
  uint8_T runTicks;
} DW_chart;

typedef struct {
  boolean_T start;
  boolean_T fault;
} ExtU_chart;

typedef struct {
  boolean_T contactor;
  boolean_T running;
} ExtY_chart;

DW_chart chart_DW;
ExtU_chart chart_U;
ExtY_chart chart_Y;

static void enter_off(void)
{
  chart_DW.is_c1_chart = IN_OFF;
  chart_Y.contactor = false;
  chart_Y.running = false;
}

void chart_step(void)
{
  if (chart_DW.temporalCounter_i1 < 15U) {
    chart_DW.temporalCounter_i1++;
  }
  if (chart_DW.is_active_c1_chart == 0U) {
    chart_DW.is_active_c1_chart = 1U;
    enter_off();
    return;
  }
  switch (chart_DW.is_c1_chart) {
   case IN_OFF:
    if (chart_U.start) {
      chart_DW.is_c1_chart = IN_PRECHARGE;
      chart_DW.temporalCounter_i1 = 0U;
      chart_Y.contactor = true;
    }
    break;
   case IN_PRECHARGE:
    if (chart_U.fault) {
      chart_DW.is_c1_chart = IN_FAULT;
      chart_DW.temporalCounter_i1 = 0U;
      chart_Y.contactor = false;
    } else if (chart_DW.temporalCounter_i1 >= 10U && chart_U.start) {
      chart_DW.is_c1_chart = IN_RUN;
      chart_DW.runTicks = 0U;
      chart_Y.running = true;
    } else if (!chart_U.start) {
      enter_off();
    }
    break;
   case IN_RUN:
    if (chart_U.fault) {
      chart_DW.is_c1_chart = IN_FAULT;
      chart_DW.temporalCounter_i1 = 0U;
      chart_Y.contactor = false;
      chart_Y.running = false;
    } else if (!chart_U.start) {
      enter_off();
    } else if (chart_DW.runTicks < 255U) {
      chart_DW.runTicks++;
    }
    break;
   default:
    if (chart_DW.temporalCounter_i1 >= 5U) {
      enter_off();
    }
    break;
  }
}

int main(void)
{
  (void) memset(&chart_DW, 0, sizeof(DW_chart));
  (void) memset(&chart_Y, 0, sizeof(ExtY_chart));
  while (1) {
    chart_U.start = __VERIFIER_nondet_uchar() != 0;
    chart_U.fault = __VERIFIER_nondet_uchar() != 0;
    chart_step();
#if PROP == 0
    check(chart_DW.temporalCounter_i1 <= 15U && chart_DW.is_c1_chart <= IN_FAULT);
#elif PROP == 1
    check(!(chart_DW.is_c1_chart == IN_RUN && chart_DW.runTicks >= 8U));
#elif PROP == 2
    check(!(chart_DW.is_c1_chart == IN_RUN && chart_DW.runTicks >= 38U));
#elif PROP == 3
    check(!(chart_DW.is_c1_chart == IN_RUN && chart_DW.runTicks >= 88U));
#endif
  }
  return 0;
}
