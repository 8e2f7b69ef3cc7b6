/* An Embedded Coder (ERT) style controller: root inputs, outputs and states in global structs,
 * a model pointer, memset initialization, and a 1-D lookup table with a breakpoint binary
 * search and linear interpolation through const array pointers (look1_binlx style).
 *
 * PROP 0 (holds): the interpolated output stays within the table's range.
 * PROP 1, 2, 3 (violated after 20, 50, 100 steps): the integrator, which grows by at most
 * 5 per step (table maximum 320 >> 6) and only while enabled, reaches 100, 250, 500.
 */
#include <string.h>
#include "rtwtypes.h"

extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
#define check(c) ((c) ? (void)0 : __assert_fail(#c, __FILE__, __LINE__, __func__))

#ifndef PROP
#define PROP 0
#endif

typedef struct {
  int32_T Integrator_DSTATE;
  uint32_T clockTick;
  int32_T UnitDelay_DSTATE;
} DW;

typedef struct {
  int32_T u;
  boolean_T enable;
} ExtU;

typedef struct {
  int32_T y;
  int32_T level;
} ExtY;

struct tag_RTM {
  const char *errorStatus;
  uint32_T clockTick0;
};
typedef struct tag_RTM RT_MODEL;

DW rtDW;
ExtU rtU;
ExtY rtY;
static RT_MODEL rtM_;
RT_MODEL *const rtM = &rtM_;

/* Breakpoints in fixed-point steps of 128 (a power of two, as fixed-point code generators
 * choose them), table values increasing. */
static const int32_T rtCP_bp[5] = { 0, 128, 256, 384, 512 };
static const int32_T rtCP_table[5] = { 0, 64, 150, 250, 320 };

static int32_T look1_binlx(int32_T u0, const int32_T bp0[], const int32_T table[], uint32_T maxIndex)
{
  uint32_T iRght;
  uint32_T iLeft;
  uint32_T bpIdx;
  if (u0 <= bp0[0U]) {
    return table[0U];
  }
  if (u0 >= bp0[maxIndex]) {
    return table[maxIndex];
  }
  iLeft = 0U;
  iRght = maxIndex;
  /* The search halves [iLeft, iRght] at most ceil(log2(maxIndex)) times: bounded here by the
   * table size, so that symbolic execution unwinds it without --unwind. */
  for (uint32_T n = 0U; n < 3U && iRght - iLeft > 1U; n++) {
    bpIdx = (iRght + iLeft) >> 1U;
    if (u0 < bp0[bpIdx]) {
      iRght = bpIdx;
    } else {
      iLeft = bpIdx;
    }
  }
  return table[iLeft] + (u0 - bp0[iLeft]) * (table[iLeft + 1U] - table[iLeft]) / (bp0[iLeft + 1U] - bp0[iLeft]);
}

void ert_step(void)
{
  int32_T rtb_y;
  rtb_y = look1_binlx(rtU.u, rtCP_bp, rtCP_table, 4U);
  rtY.y = rtb_y;
  if (rtU.enable) {
    rtDW.Integrator_DSTATE += rtb_y >> 6;
  }
  rtY.level = rtDW.Integrator_DSTATE - rtDW.UnitDelay_DSTATE;
  rtDW.UnitDelay_DSTATE = rtDW.Integrator_DSTATE;
  rtDW.clockTick++;
  rtM->clockTick0++;
}

void ert_initialize(void)
{
  rtM->errorStatus = (const char *)0;
  (void) memset((void *)&rtDW, 0, sizeof(DW));
  (void) memset((void *)&rtU, 0, sizeof(ExtU));
  (void) memset((void *)&rtY, 0, sizeof(ExtY));
}

int main(void)
{
  ert_initialize();
  while (1) {
    rtU.u = __VERIFIER_nondet_int();
    rtU.enable = __VERIFIER_nondet_uchar() != 0;
    ert_step();
#if PROP == 0
    check(rtY.y >= 0 && rtY.y <= 320);
#elif PROP == 1
    check(rtDW.Integrator_DSTATE < 100);
#elif PROP == 2
    check(rtDW.Integrator_DSTATE < 250);
#elif PROP == 3
    check(rtDW.Integrator_DSTATE < 500);
#endif
  }
  return 0;
}
