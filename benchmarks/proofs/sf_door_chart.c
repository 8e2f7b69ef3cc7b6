/* Stateflow-style chart with two parallel states, as Embedded Coder generates it: the active
 * substate of each parallel state is an enumerated `is_*` variable, the chart's data live in
 * rtDW. Parallel state Door: Closed, Opening, Open, Closing (a 50-cycle motor timeout);
 * parallel state Lock: Unlocked, Locked (locked while the speed is above 10 km/h).
 * Requirements (true; -DBUG=n breaks requirement n):
 *   R5 the door is never open while locked (mode exclusivity across parallel states);
 *   R6 the motor runs at most 50 consecutive cycles;
 *   R7 a state of the Door chart is always one of its four modes (one-hot substates). */
#include <stdint.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);
#ifndef BUG
#define BUG 0
#endif
enum { IN_Closed = 1, IN_Opening, IN_Open, IN_Closing };
enum { IN_Unlocked = 1, IN_Locked };
typedef struct {
  uint8_t is_Door;
  uint8_t is_Lock;
  uint16_t motor_timer;
  uint8_t is_active_c1;
} DW_door;
typedef struct { uint8_t open_req; uint8_t close_req; uint8_t speed; uint8_t end_switch; } ExtU_door;
typedef struct { uint8_t motor; uint8_t locked; } ExtY_door;
DW_door rtDW;
ExtU_door rtU;
ExtY_door rtY;

static void Door(void) {
  switch (rtDW.is_Door) {
  case IN_Closed:
    if (rtU.open_req && rtDW.is_Lock == IN_Unlocked) {
      rtDW.is_Door = IN_Opening;
      rtDW.motor_timer = 0;
    }
    break;
  case IN_Opening:
    rtDW.motor_timer++;
    if (rtU.end_switch || rtDW.motor_timer >= (BUG == 6 ? 52 : 50))
      rtDW.is_Door = IN_Open;
    break;
  case IN_Open:
    if (rtU.close_req || rtU.speed > 10) {
      rtDW.is_Door = IN_Closing;
      rtDW.motor_timer = 0;
    }
    break;
  default: /* IN_Closing */
    rtDW.motor_timer++;
    if (rtU.end_switch || rtDW.motor_timer >= 50)
      rtDW.is_Door = IN_Closed;
    break;
  }
}

static void Lock(void) {
  if (rtDW.is_Lock == IN_Unlocked) {
    /* Lock only once the door is closed. */
    if (rtU.speed > 10 && (rtDW.is_Door == IN_Closed || BUG == 5))
      rtDW.is_Lock = IN_Locked;
  } else if (rtU.speed <= 10) {
    rtDW.is_Lock = IN_Unlocked;
  }
}

void door_step(void) {
  if (!rtDW.is_active_c1) {
    rtDW.is_active_c1 = 1;
    rtDW.is_Door = IN_Closed;
    rtDW.is_Lock = IN_Unlocked;
  } else {
    Door();
    Lock();
  }
  rtY.motor = rtDW.is_Door == IN_Opening || rtDW.is_Door == IN_Closing;
  rtY.locked = rtDW.is_Lock == IN_Locked;
}

int main(void) {
  uint16_t motor_on = 0;
  while (1) {
    rtU.open_req = __VERIFIER_nondet_uchar();
    rtU.close_req = __VERIFIER_nondet_uchar();
    rtU.speed = __VERIFIER_nondet_uchar();
    rtU.end_switch = __VERIFIER_nondet_uchar();
    door_step();
    motor_on = rtY.motor ? motor_on + 1 : 0;
    if (motor_on > 60)
      motor_on = 60;
    /* R5 */
    if (rtY.locked && rtDW.is_Door == IN_Open)
      reach_error();
    /* R6: a motor phase lasts at most 50 cycles (two phases back to back: at most 100). */
    if (motor_on > 50 && rtDW.is_Door == IN_Opening)
      reach_error();
    /* R7 */
    if (rtDW.is_active_c1 && (rtDW.is_Door < IN_Closed || rtDW.is_Door > IN_Closing || rtDW.is_Lock < IN_Unlocked || rtDW.is_Lock > IN_Locked - (BUG == 7)))
      reach_error();
  }
}
