/* The shape of Simulink Embedded Coder output: inputs and outputs in structs (ExtU_/ExtY_),
 * a step function, the harness reading each input from a nondet function. */
typedef float real32_T;
typedef unsigned char boolean_T;
typedef int int32_T;

typedef struct {
  real32_T Cmd;
  boolean_T SensorBad;
} ExtU_ratelim_T;

typedef struct {
  real32_T Out;
} ExtY_ratelim_T;

ExtU_ratelim_T ratelim_U;
ExtY_ratelim_T ratelim_Y;
static real32_T prev;
int32_T mode[3];

extern float nondet_float(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned char nondet_uchar(void);

static void ratelim_step(int32_T gain, real32_T lim) {
  real32_T d = ratelim_U.Cmd - prev;
  if (d > lim) d = lim;
  if (d < -lim) d = -lim;
  if (ratelim_U.SensorBad || mode[1] != 7 || gain <= 0) d = 0.0F;
  prev = prev + d;
  ratelim_Y.Out = prev;
}

int main(void) {
  prev = 0.0F;
  while (1) {
    ratelim_U.Cmd = nondet_float();
    ratelim_U.SensorBad = __VERIFIER_nondet_int();
    float lim = nondet_float();
    __CPROVER_assume(lim > 0.0F && lim <= 300.0F);
    mode[1] = nondet_uchar();
    __CPROVER_assume(ratelim_U.Cmd >= -1000.0F && ratelim_U.Cmd <= 1000.0F);
    ratelim_step(__VERIFIER_nondet_int(), lim);
    __CPROVER_assert(ratelim_Y.Out < 500.0F, "output below 500");
  }
}
