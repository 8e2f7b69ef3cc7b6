/* Harness for the Embedded Coder (R2018b, ARM Cortex) model Controller of the FMT autopilot's
 * submarine controller: velocity (x, z) and attitude/rate PID loops with saturated
 * discrete-time integrators and derivative filters, quaternion-based attitude error (sqrtf),
 * a switch on the FMS status (disarm/standby/arm), PWM mapping with floorf/fmodf and uint16
 * wrap-around casts, a uint32 timestamp integrator (+CONTROL_EXPORT.period = 2 per step).
 * The FMS and INS buses are set in their physical ranges (commands +-2 m/s, +-1 rad,
 * +-1 rad/s; attitude +-0.5 rad; rates +-2 rad/s; velocities +-3 m/s; a unit quaternion
 * near identity); unused bus fields stay 0.
 * PROP 1 (holds):  the four thruster PWM commands stay within [1000, 2000] and the unused
 *                  channels are 0.
 * PROP 2 (false):  "the output timestamp stays below 100 ms" -- it grows by 2 per step and
 *                  is 100 at step 51.
 * PROP 3 (false):  "while disarmed (status 1) or in standby (status 2) the first thruster
 *                  is neutral, and otherwise too with zero commands" -- in the armed state
 *                  the velocity loop answers a measured forward velocity. */
#include <assert.h>
#include "Controller.c"
#include "Controller_data.c"

extern float nondet_float(void);
extern unsigned char nondet_uchar(void);

#ifndef PROP
#define PROP 1
#endif

static float in(float lo, float hi) { float v = nondet_float(); __CPROVER_assume(lo <= v && v <= hi); return v; }

int main(void)
{
  int i;
  Controller_init();
  while (1) {
    Controller_U.FMS_Out.status = nondet_uchar();
    __CPROVER_assume(Controller_U.FMS_Out.status <= 3U);
    Controller_U.FMS_Out.reset = nondet_uchar();
    __CPROVER_assume(Controller_U.FMS_Out.reset <= 1U);
#if PROP == 3
    Controller_U.FMS_Out.u_cmd = 0.0F;
    Controller_U.FMS_Out.w_cmd = 0.0F;
    Controller_U.FMS_Out.theta_cmd = 0.0F;
    Controller_U.FMS_Out.r_cmd = 0.0F;
#else
    Controller_U.FMS_Out.u_cmd = in(-2.0F, 2.0F);
    Controller_U.FMS_Out.w_cmd = in(-2.0F, 2.0F);
    Controller_U.FMS_Out.theta_cmd = in(-1.0F, 1.0F);
    Controller_U.FMS_Out.r_cmd = in(-1.0F, 1.0F);
#endif
    Controller_U.INS_Out.theta = in(-0.5F, 0.5F);
    Controller_U.INS_Out.q = in(-2.0F, 2.0F);
    Controller_U.INS_Out.r = in(-2.0F, 2.0F);
    Controller_U.INS_Out.vn = in(-3.0F, 3.0F);
    Controller_U.INS_Out.ve = in(-3.0F, 3.0F);
    Controller_U.INS_Out.vd = in(-3.0F, 3.0F);
    Controller_U.INS_Out.quat[0] = in(0.9F, 1.0F);
    Controller_U.INS_Out.quat[1] = in(-0.1F, 0.1F);
    Controller_U.INS_Out.quat[2] = in(-0.1F, 0.1F);
    Controller_U.INS_Out.quat[3] = in(-0.1F, 0.1F);
    Controller_step();
#if PROP == 1
    for (i = 0; i < 4; i++) {
      assert(Controller_Y.Control_Out.actuator_cmd[i] >= 1000U && Controller_Y.Control_Out.actuator_cmd[i] <= 2000U);
    }
    for (i = 4; i < 16; i++) {
      assert(Controller_Y.Control_Out.actuator_cmd[i] == 0U);
    }
#elif PROP == 2
    assert(Controller_Y.Control_Out.timestamp < 100U);
#elif PROP == 3
    assert(Controller_Y.Control_Out.actuator_cmd[0] == 1500U);
#endif
  }
  return 0;
}
