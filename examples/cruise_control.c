/* Cruise-control mode logic in the style of Stateflow / Embedded Coder output: a mode chart
   (OFF, STANDBY, ACTIVE, OVERRIDE) with a temporal counter and a proportional throttle law,
   called once per control cycle from an unbounded main loop.

   Requirement R1: the set speed never exceeds 160.0 km/h (1600 in units of 0.1 km/h).
   It is violated: in ACTIVE, holding "set" for more than 5 cycles raises the set speed by
   1.0 km/h per cycle without an upper limit. The shortest violation takes 18 control cycles
   (1: OFF -> STANDBY, 2: engage at 150.0 km/h, 3-7: waiting, 8-18: 11 raises to 161.0 km/h),
   so ibmc reports it in frame 18. With -DFIXED the raise saturates at the limit and R1 holds at every depth. */
#include <assert.h>

extern _Bool __VERIFIER_nondet_bool(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

typedef enum { OFF, STANDBY, ACTIVE, OVERRIDE } cc_mode_T;

typedef struct {
  _Bool on, set, brake, accel;
  int speed; /* 0.1 km/h */
} dummy_unused_T; /* generated headers declare more types than a model uses */

static cc_mode_T mode = OFF;
static int set_speed = 0;          /* 0.1 km/h */
static unsigned int active_ticks = 0;
static int throttle = 0;           /* percent */

#define MIN_ENGAGE 300
#define MAX_ENGAGE 1500
#define LIMIT 1600

static int saturate(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

static void cc_step(_Bool on, _Bool set, _Bool brake, _Bool accel, int speed) {
  switch (mode) {
  case OFF:
    if (on) mode = STANDBY;
    break;
  case STANDBY:
    if (!on) {
      mode = OFF;
    } else if (set && speed >= MIN_ENGAGE && speed <= MAX_ENGAGE) {
      set_speed = speed;
      active_ticks = 0;
      mode = ACTIVE;
    }
    break;
  case ACTIVE:
    if (!on) {
      mode = OFF;
    } else if (brake) {
      mode = STANDBY;
    } else if (accel) {
      mode = OVERRIDE;
    } else {
      active_ticks++;
      throttle = saturate((set_speed - speed) / 4, 0, 100);
      if (set && active_ticks > 5) {
#ifdef FIXED
        set_speed = saturate(set_speed + 10, 0, LIMIT);
#else
        set_speed += 10;
#endif
      }
    }
    break;
  default: /* OVERRIDE */
    if (!on) mode = OFF;
    else if (!accel) mode = ACTIVE;
    break;
  }
}

int main(void) {
  while (1) {
    _Bool on = __VERIFIER_nondet_bool();
    _Bool set = __VERIFIER_nondet_bool();
    _Bool brake = __VERIFIER_nondet_bool();
    _Bool accel = __VERIFIER_nondet_bool();
    int speed = __VERIFIER_nondet_int();
    __VERIFIER_assume(speed >= 0 && speed <= 2500);
    cc_step(on, set, brake, accel, speed);
    assert(set_speed <= LIMIT); /* R1 */
  }
  return 0;
}
