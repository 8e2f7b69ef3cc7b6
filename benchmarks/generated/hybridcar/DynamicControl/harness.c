/* Harness for the SCADE Suite KCG 6.6 operator DynamicControl (hybrid car power control):
 * two Shaper nodes (rate limiters, +-5 per cycle, with an init memory and a context
 * outC_Shaper each) on saturated (Limiter, [0,60]) pedal inputs, and a saturated speed
 * integrator CurrentSpeed = Limiter((Acc - Dec) * Gain + PriviousSpeed, 360, 0).
 * The harness closes the loop the way the operator is meant to be used: PriviousSpeed is
 * the CurrentSpeed of the previous cycle.  DynamicControl_init once, then one cycle per
 * loop iteration.  Pedal inputs in [0, 100].
 * PROP 1 (holds):  the speed stays within the limiter's range [0, 360].
 * PROP 2 (holds):  the acceleration demand stays within [0, 30] (half the shaped,
 *                  saturated pedal).
 * PROP 3 (false):  "the speed limit 360 is never reached" -- full throttle reaches it at
 *                  cycle 6 (the shaper ramps the pedal 5 per cycle).
 * PROP 4 (false):  "with the accelerator pedal at most 2 the speed stays below 200" -- it
 *                  grows by 12 per cycle and passes 200 at cycle 18. */
/* PROP 11..14: the temporal requirements DC-4..DC-7 of requirements.toml written by hand
 * with explicit history variables (the requirements file's expectations come from these). */
#include <assert.h>
#include <string.h>
/* kcg_assign.h belongs to the SCADE installation, not to the generated files: the user
 * supplies kcg_assign (memcpy, as the SCADE host build does). */
#define kcg_assign(kcg_D, kcg_S, kcg_sz) (memcpy((kcg_D), (kcg_S), (kcg_sz)))
#include "DynamicControl.c"
#include "Limiter.c"
#include "Shaper.c"

extern float nondet_float(void);

#ifndef PROP
#define PROP 1
#endif

static inC_DynamicControl inC;
static outC_DynamicControl outC;

int main(void)
{
  kcg_float32 speed = kcg_lit_float32(0.0);
#if PROP >= 11
  int nstep = 0;                  /* step number, saturating at 3 */
  kcg_float32 pacc = 0.0F;    /* the acceleration demand at the previous step */
  int pfull = 0;              /* the accelerator was at least 60 at the previous step */
  int pbrake = 0;             /* the brake was pressed at the previous step */
  int waiting = -1;           /* steps an unanswered full press has waited (-1: none) */
  int hold = 0;               /* steps the speed must still not increase */
#endif
  DynamicControl_init(&outC);
  while (1) {
    inC.Breaking_Input = nondet_float();
    inC.Accelarator_Input = nondet_float();
    __CPROVER_assume(0.0F <= inC.Breaking_Input && inC.Breaking_Input <= 100.0F);
    __CPROVER_assume(0.0F <= inC.Accelarator_Input && inC.Accelarator_Input <= 100.0F);
#if PROP == 4
    __CPROVER_assume(inC.Accelarator_Input <= 2.0F);
#endif
    inC.PriviousSpeed = speed;
    DynamicControl(&inC, &outC);
    speed = outC.CurrentSpeed;
#if PROP == 1
    assert(outC.CurrentSpeed >= 0.0F && outC.CurrentSpeed <= 360.0F);
#elif PROP == 2
    assert(outC.Accelaration >= 0.0F && outC.Accelaration <= 30.0F);
#elif PROP == 3
    assert(outC.CurrentSpeed < 360.0F);
#elif PROP == 4
    assert(outC.CurrentSpeed < 200.0F);
#elif PROP == 11
    /* DC-4 (holds): the acceleration demand changes by at most 2.5 per step (from 0) */
    assert(outC.Accelaration - pacc <= 2.5001F && pacc - outC.Accelaration <= 2.5001F);
    pacc = outC.Accelaration;
#elif PROP == 12
    /* DC-5 (holds): the speed rises only when the acceleration demand exceeds the
       deceleration demand (inC.PriviousSpeed is the previous speed, 0 at first) */
    assert(!(outC.CurrentSpeed > inC.PriviousSpeed) || outC.Accelaration > outC.Deaccelaration);
#elif PROP == 13
    /* DC-6 (false at 5): a full press of the accelerator brings the speed to 360 at that
       step or one of the 4 after it */
    nstep = nstep < 3 ? nstep + 1 : nstep;
    if (inC.Accelarator_Input >= 60.0F && !(nstep > 1 && pfull) && waiting < 0) {
      waiting = 0;
    }
    pfull = inC.Accelarator_Input >= 60.0F;
    if (outC.CurrentSpeed >= 360.0F) {
      waiting = -1;
    }
    assert(waiting < 4);
    if (waiting >= 0) {
      waiting++;
    }
#elif PROP == 14
    /* DC-7 (false at 2): when the brake is pressed the speed does not increase at that step
       and the 2 after it */
    nstep = nstep < 3 ? nstep + 1 : nstep;
    if (inC.Breaking_Input > 0.0F && !(nstep > 1 && pbrake)) {
      hold = 3;
    }
    pbrake = inC.Breaking_Input > 0.0F;
    if (hold > 0) {
      assert(outC.CurrentSpeed <= inC.PriviousSpeed);
      hold--;
    }
#endif
  }
  return 0;
}
