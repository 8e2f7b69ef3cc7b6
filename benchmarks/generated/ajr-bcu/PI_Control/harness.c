/* Harness for the SCADE Suite KCG 6.5 (64-bit) operator PI_Control of an aircraft brake
 * control unit (slip control): a PI law on the slip error with a LimiterF32 saturation
 * [0, 40] (psi) inside the loop and on the output (x75, mA -> command), memories
 * rem_SC_enter_1, rem__L65 (init 6.0) and rem_err in the outC_ context, _init and _reset.
 * The harness calls it the way the slip-control node does: Slip_opt = Sl_P, gains Kp, Ki
 * and period DT_L from kcg_consts.h, Zero = 0; slip in [0, 1]; SC_enter_1 and Hidden4
 * (integrator reset) nondeterministic.
 * PROP 1 (holds):  the command stays within [0, 40 * 75] = [0, 3000].
 * PROP 2 (false):  "the command never drops below the 6.0 psi bias (450)" -- a jump of the
 *                  slip error after entering slip control pulls the PI state below 0.
 * PROP 3 (false):  "the command stays below 1000" -- slip 1 then 0 makes the error jump by
 *                  1 (+7.06 through the proportional term on the first controlled cycle),
 *                  the integral term adds 0.06 per cycle: 13.36 psi (1002) at cycle 7. */
/* PROP 11..14: the temporal requirements PI-4..PI-7 of requirements.toml written by hand
 * with explicit history variables (the requirements file's expectations come from these). */
#include <assert.h>
#include "PI_Control.c"
#include "LimiterF32.c"

extern float nondet_float(void);
extern _Bool nondet_bool(void);

#ifndef PROP
#define PROP 1
#endif

static outC_PI_Control outC;

int main(void)
{
  kcg_float32 slip;
  kcg_bool sc_enter, hidden;
#if PROP >= 11
  int nstep = 0;                 /* step number, saturating at 3 */
  kcg_bool psc = kcg_false;  /* slip control requested at the previous step */
  kcg_float32 pc = 0.0F;     /* the command at the previous step */
  int hold = 0;              /* steps the command must still stay at least 450 */
#endif
  PI_Control_init(&outC);
  while (1) {
    slip = nondet_float();
    __CPROVER_assume(0.0F <= slip && slip <= 1.0F);
    sc_enter = nondet_bool();
    hidden = nondet_bool();
    PI_Control(slip, Sl_P, sc_enter, Kp, Ki, kcg_lit_float32(0.0), hidden, DT_L, &outC);
#if PROP == 1
    assert(outC.Command >= 0.0F && outC.Command <= 3000.0F);
#elif PROP == 2
    assert(outC.Command >= 450.0F);
#elif PROP == 3
    assert(outC.Command < 1000.0F);
#elif PROP == 11
    /* PI-4 (holds): when slip control was not requested at the previous step (or at the
       first step) the command is the 450 bias */
    nstep = nstep < 3 ? nstep + 1 : nstep;
    assert(!(nstep == 1 || !psc) || outC.Command == 450.0F);
    psc = sc_enter;
#elif PROP == 12
    /* PI-5 (false at 2): when slip control is requested the command stays >= 450 at that
       step and the 3 after it */
    nstep = nstep < 3 ? nstep + 1 : nstep;
    if (sc_enter && (nstep == 1 || !psc)) {
      hold = 4;
    }
    if (hold > 0) {
      assert(outC.Command >= 450.0F);
      hold--;
    }
    psc = sc_enter;
#elif PROP == 13
    /* PI-6 (false at 3): the command changes by at most 750 between steps */
    nstep = nstep < 3 ? nstep + 1 : nstep;
    assert(nstep == 1 || (outC.Command - pc <= 750.0F && pc - outC.Command <= 750.0F));
    pc = outC.Command;
#elif PROP == 14
    /* PI-7 (false at 3): from the third step on, with slip control not requested at this
       step and the previous one, the command does not change -- the command follows the
       request of the step before, so the previous command may still be the controller's */
    nstep = nstep < 3 ? nstep + 1 : nstep;
    assert(!(nstep >= 3 && !sc_enter && !psc) || outC.Command == pc);
    psc = sc_enter;
    pc = outC.Command;
#endif
  }
  return 0;
}
