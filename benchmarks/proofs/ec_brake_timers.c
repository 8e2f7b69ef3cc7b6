/* Embedded Coder style brake supervisor: state in rtDW, inputs in rtU, outputs in rtY; the
 * step function writes the state through a pointer and uses an address-taken local.
 * Requirements (each a true property; -DBUG=n breaks requirement n by a changed constant):
 *   R1 the emergency mode ends within 300 cycles of its start;
 *   R2 the warning lamp is on for at most 1000 consecutive cycles;
 *   R3 the event counter saturates at 500;
 *   R4 the debounced switch is raised only after 20 stable samples. */
#include <stdint.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);
#ifndef BUG
#define BUG 0
#endif
#define EMERGENCY_CYCLES 300
#define LAMP_CYCLES 1000
#define COUNT_LIMIT 500

typedef struct {
  uint16_t emergency_timer;
  uint8_t is_emergency;
  uint16_t lamp_timer;
  uint8_t lamp;
  uint16_t events;
  uint8_t stable_count;
  uint8_t last_switch;
  uint8_t switch_out;
} DW;
typedef struct { uint8_t brake; uint8_t fault; uint8_t sw; } ExtU;
typedef struct { uint8_t emergency; uint8_t lamp; uint8_t sw; } ExtY;

DW rtDW;
ExtU rtU;
ExtY rtY;

static void saturate_inc(uint16_t *x, uint16_t limit) {
  if (*x < limit)
    (*x)++;
}

static void debounce(DW *dw, uint8_t in, uint8_t *out) {
  if (in == dw->last_switch) {
    if (dw->stable_count < 20)
      dw->stable_count++;
  } else {
    dw->stable_count = 0;
  }
  dw->last_switch = in;
  if (dw->stable_count >= 20)
    *out = in;
}

void brake_supervisor_step(void) {
  DW *dw = &rtDW;
  uint8_t sw_out = dw->switch_out;
  /* Emergency mode: entered on a brake event, left after EMERGENCY_CYCLES. */
  if (!dw->is_emergency) {
    if (rtU.brake) {
      dw->is_emergency = 1;
      dw->emergency_timer = 0;
    }
  } else {
    dw->emergency_timer++;
    if (dw->emergency_timer >= EMERGENCY_CYCLES)
      dw->is_emergency = 0;
  }
  /* Warning lamp: on while a fault is present, forced off after LAMP_CYCLES. */
  if (rtU.fault && dw->lamp_timer < LAMP_CYCLES) {
    dw->lamp = 1;
    dw->lamp_timer++;
  } else {
    dw->lamp = 0;
    if (!rtU.fault)
      dw->lamp_timer = 0;
  }
  if (rtU.brake || rtU.fault)
    saturate_inc(&dw->events, COUNT_LIMIT);
  debounce(dw, rtU.sw != 0, &sw_out);
  dw->switch_out = sw_out;
  rtY.emergency = dw->is_emergency;
  rtY.lamp = dw->lamp;
  rtY.sw = dw->switch_out;
}

int main(void) {
  rtDW.emergency_timer = 0;
  rtDW.is_emergency = 0;
  rtDW.lamp_timer = 0;
  rtDW.lamp = 0;
  rtDW.events = 0;
  rtDW.stable_count = 0;
  rtDW.last_switch = 0;
  rtDW.switch_out = 0;
  uint8_t prev_out = 0;
  while (1) {
    rtU.brake = __VERIFIER_nondet_uchar();
    rtU.fault = __VERIFIER_nondet_uchar();
    rtU.sw = __VERIFIER_nondet_uchar();
    brake_supervisor_step();
    /* R1: in emergency mode, at most EMERGENCY_CYCLES - 1 cycles have passed. */
    if (rtDW.is_emergency && rtDW.emergency_timer > EMERGENCY_CYCLES - 1 - (BUG == 1))
      reach_error();
    /* R2: the lamp is never on for more than LAMP_CYCLES cycles. */
    if (rtDW.lamp && rtDW.lamp_timer > LAMP_CYCLES - (BUG == 2))
      reach_error();
    /* R3: the event counter stays at or below its limit. */
    if (rtDW.events > COUNT_LIMIT - (BUG == 3))
      reach_error();
    /* R4: the debounced output changes only after 20 equal samples. */
    if (rtY.sw != prev_out && rtDW.stable_count < 20 + (BUG == 4))
      reach_error();
    prev_out = rtY.sw;
  }
}
