/* `sliding_window.c` with measured cycle durations (issue 24's float-heavy frames): the
 * vehicle's speed is the distance travelled over a 50-cycle sliding window divided by the
 * window's measured duration (a second shift register of `pre` values, summed every cycle,
 * at least the nominal 5 s): a division by a symbolic double in every frame. Requirement:
 * the estimated speed stays below the limit. Each cycle's distance is at most 10 m; the
 * limit needs 36 cycles at full distance to be exceeded: the counterexample is at depth 36. */
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
#define check(c) ((c) ? (void)0 : __assert_fail(#c, __FILE__, __LINE__, __func__))

#define WINDOW 50
typedef double kcg_real;
typedef int kcg_bool;

typedef struct {
  kcg_real dist;            /* input: distance of this cycle (m) */
  kcg_real dt;              /* input: measured duration of this cycle (s) */
} inC_Speed;

typedef struct {
  kcg_real speed;           /* output (m/s) */
  kcg_real window[WINDOW];  /* pre^1 .. pre^50 of dist */
  kcg_real times[WINDOW];   /* pre^1 .. pre^50 of dt */
  kcg_bool init;
} outC_Speed;

static const kcg_real cycle_time = 0.1;           /* s */

void Speed_reset(outC_Speed *outC)
{
  int i;
  outC->init = 1;
  for (i = 0; i < WINDOW; i++) {
    outC->window[i] = 0.0;
    outC->times[i] = 0.0;
  }
  outC->speed = 0.0;
}

void Speed(inC_Speed *inC, outC_Speed *outC)
{
  int i;
  kcg_real sum, time;
  for (i = 0; i < WINDOW - 1; i++) {
    outC->window[i] = outC->window[i + 1];
    outC->times[i] = outC->times[i + 1];
  }
  outC->window[WINDOW - 1] = inC->dist;
  outC->times[WINDOW - 1] = inC->dt;
  sum = 0.0;
  time = 0.0;
  for (i = 0; i < WINDOW; i++) {
    sum = sum + outC->window[i];
    time = time + outC->times[i];
  }
  /* the window is never shorter than its nominal duration (start-up) */
  if (time < WINDOW * cycle_time) {
    time = WINDOW * cycle_time;
  }
  outC->speed = sum / time;
  outC->init = 0;
}

int main(void)
{
  inC_Speed in;
  outC_Speed ctx;
  Speed_reset(&ctx);
  while (1) {
    in.dist = __VERIFIER_nondet_double();
    in.dt = __VERIFIER_nondet_double();
    __VERIFIER_assume(in.dist >= 0.0 && in.dist <= 10.0);
    __VERIFIER_assume(in.dt >= 0.09 && in.dt <= 0.11);
    Speed(&in, &ctx);
    /* 36 cycles at 10 m: 360 m over 5 s, 72 m/s */
    check(ctx.speed < 71.0);
  }
  return 0;
}
