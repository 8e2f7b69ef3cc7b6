/* ERT-style PI controller with output saturation and integrator clamping (anti-windup).
 * Property (holds): the integrator state stays within its clamp and the actuator command
 * within the saturation limits, for every input sequence.  Proved by k-induction. */
typedef double real_T;
typedef int int32_T;
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

static const real_T Kp = 2.0;
static const real_T Ki = 0.5;
static const real_T Ts = 0.01;
static const real_T U_MAX = 10.0;
static const real_T U_MIN = -10.0;
static const real_T I_MAX = 5.0;

real_T rtDW_Integrator; /* controller state */
real_T rtU_ref;         /* inputs */
real_T rtU_meas;
real_T rtY_u;           /* output */

void PI_step(void) {
  real_T e = rtU_ref - rtU_meas;
  real_T integ = rtDW_Integrator + Ki * Ts * e;
  if (integ > I_MAX) {
    integ = I_MAX;
  } else if (integ < -I_MAX) {
    integ = -I_MAX;
  }
  rtDW_Integrator = integ;
  real_T u = Kp * e + integ;
  if (u > U_MAX) {
    u = U_MAX;
  } else if (u < U_MIN) {
    u = U_MIN;
  }
  rtY_u = u;
}

int main(void) {
  rtDW_Integrator = 0.0;
  while (1) {
    rtU_ref = __VERIFIER_nondet_double();
    rtU_meas = __VERIFIER_nondet_double();
    __VERIFIER_assume(rtU_ref >= -100.0 && rtU_ref <= 100.0);
    __VERIFIER_assume(rtU_meas >= -100.0 && rtU_meas <= 100.0);
    PI_step();
    if (!(rtY_u >= U_MIN && rtY_u <= U_MAX && rtDW_Integrator >= -I_MAX && rtDW_Integrator <= I_MAX)) {
      reach_error();
    }
  }
  return 0;
}
