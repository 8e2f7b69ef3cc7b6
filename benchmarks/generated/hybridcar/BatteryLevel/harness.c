/* Harness for the SCADE Suite KCG 6.6 operator BatteryLevel (hybrid car power control): a
 * battery level integrator with an init memory (first cycle takes the measured voltage
 * Vb), discharging 1 % per cycle while the boost is used (BU), charging by 0.01 * Vboost
 * otherwise.  BatteryLevel_init once, then one cycle per iteration.
 * Inputs: Vb in [0, 50] (only read on the first cycle), Vboost in [0, 500], BU any.
 * PROP 1 (holds):  the level never becomes negative.
 * PROP 2 (false):  "starting from at most 50, the level stays below 100" -- charging at the
 *                  full boost voltage adds 5 per cycle and reaches 100 at cycle 10.
 * PROP 3 (false):  "the level never rises by more than 4 in one cycle" -- it rises by 5. */
/* PROP 11..14: the temporal requirements BAT-4..BAT-7 of requirements.toml written by hand
 * with explicit history variables (the requirements file's expectations come from these). */
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
#if PROP >= 11
  int nstep = 0;                 /* step number, saturating at 3 */
  kcg_float32 pl = 0.0F;     /* the level at the previous step */
  int bu_run = 0;            /* consecutive steps with the boost used, saturating */
  int pbu = 0;               /* the boost was used at the previous step */
  int waiting = -1;          /* steps an unanswered release of the boost has waited */
#endif
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
#elif PROP == 11
    /* BAT-4 (holds): while the boost is used the level does not rise */
    nstep = nstep < 3 ? nstep + 1 : nstep;
    assert(!(nstep > 1 && inC.BU) || outC.BatteryLevel <= pl);
    pl = outC.BatteryLevel;
#elif PROP == 12
    /* BAT-5 (holds): while the boost is not used the level does not fall */
    nstep = nstep < 3 ? nstep + 1 : nstep;
    assert(!(nstep > 1 && !inC.BU) || outC.BatteryLevel >= pl);
    pl = outC.BatteryLevel;
#elif PROP == 13
    /* BAT-6 (false at 4): after 3 steps of boost use the level is below 49 */
    nstep = nstep < 3 ? nstep + 1 : nstep;
    bu_run = inC.BU ? (bu_run < 3 ? bu_run + 1 : bu_run) : 0;
    assert(!(nstep >= 3 && bu_run >= 3) || outC.BatteryLevel < 49.0F);
#elif PROP == 14
    /* BAT-7 (false at 3): when the boost is released the level rises (above the level of
       the step before; the first step compares with Vb) at that step or the next */
    nstep = nstep < 3 ? nstep + 1 : nstep;
    if (nstep > 1 && pbu && !inC.BU && waiting < 0) {
      waiting = 0;
    }
    pbu = inC.BU;
    if (outC.BatteryLevel > (nstep == 1 ? inC.Vb : pl)) {
      waiting = -1;
    }
    assert(waiting < 1);
    if (waiting >= 0) {
      waiting++;
    }
    pl = outC.BatteryLevel;
#endif
  }
  return 0;
}
