/* ERT-style PI controller without anti-windup: the integrator winds up under a sustained
 * error.  Requirement (violated): the integrator state stays below 4.0.  With the error at
 * most 1.0 and Ki * Ts = 0.125, the state reaches 4.0 only after 32 steps of maximal error:
 * the violation needs 32 executions of the loop body. */
typedef float real32_T;
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

static const real32_T Kp = 1.5f;
static const real32_T KiTs = 0.125f;
static const real32_T U_MAX = 2.0f;

real32_T rtDW_Integrator;
real32_T rtU_err;
real32_T rtY_u;

void PI_step(void) {
  rtDW_Integrator = rtDW_Integrator + KiTs * rtU_err;
  real32_T u = Kp * rtU_err + rtDW_Integrator;
  if (u > U_MAX) {
    u = U_MAX;
  } else if (u < -U_MAX) {
    u = -U_MAX;
  }
  rtY_u = u;
}

int main(void) {
  rtDW_Integrator = 0.0f;
  while (1) {
    rtU_err = __VERIFIER_nondet_float();
    __VERIFIER_assume(rtU_err >= -1.0f && rtU_err <= 1.0f);
    PI_step();
    if (!(rtDW_Integrator < 4.0f)) {
      reach_error();
    }
  }
  return 0;
}
