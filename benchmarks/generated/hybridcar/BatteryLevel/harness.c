/* Harness for the SCADE Suite KCG 6.6 operator BatteryLevel (hybrid car power control): a
 * battery level integrator with an init memory (first cycle takes the measured voltage
 * Vb), discharging 1 % per cycle while the boost is used (BU), charging by 0.01 * Vboost
 * otherwise.  BatteryLevel_init once, then one cycle per iteration.
 * Inputs: Vb in [0, 50] (only read on the first cycle), Vboost in [0, 500], BU any.
 * PROP 1 (holds):  the level never becomes negative.
 * PROP 2 (false):  "starting from at most 50, the level stays below 100" -- charging at the
 *                  full boost voltage adds 5 per cycle and reaches 100 at cycle 10.
 * PROP 3 (false):  "the level never rises by more than 4 in one cycle" -- it rises by 5. */
#include <assert.h>
#include <string.h>
/* kcg_assign.h belongs to the SCADE installation; the user provides kcg_assign. */
#define kcg_assign(kcg_D, kcg_S, kcg_sz) (memcpy((kcg_D), (kcg_S), (kcg_sz)))
#include "BatteryLevel.c"

extern float nondet_float(void);
extern _Bool nondet_bool(void);

#ifndef PROP
#define PROP 1
#endif

static inC_BatteryLevel inC;
static outC_BatteryLevel outC;

int main(void)
{
  kcg_float32 before;
  BatteryLevel_init(&outC);
  while (1) {
    inC.Vb = nondet_float();
    inC.Vboost = nondet_float();
    inC.BU = nondet_bool();
    __CPROVER_assume(0.0F <= inC.Vb && inC.Vb <= 50.0F);
    __CPROVER_assume(0.0F <= inC.Vboost && inC.Vboost <= 500.0F);
    before = outC.init ? inC.Vb : outC.BatteryLevel;
    BatteryLevel(&inC, &outC);
#if PROP == 1
    assert(outC.BatteryLevel >= 0.0F);
#elif PROP == 2
    assert(outC.BatteryLevel < 100.0F);
#elif PROP == 3
    assert(outC.BatteryLevel - before <= 4.0F);
#endif
  }
  return 0;
}
