// expect: FAILED depth=50
// cbmc-depth: 51
// witness: 1 2*48 3 0
// domain: 0..3
//
// Mode machine with an enum and a switch.  Reaching FIRED needs: one frame in
// IDLE with cmd 1, 48 frames in ARMING with cmd 2 (t counts 1..48; any other
// cmd resets to IDLE), one frame in ARMED with cmd 3; the error is reported in
// the next frame.  So frames 0, 1..48, 49 are all needed: depth 50 is minimal.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

enum mode { IDLE, ARMING, ARMED, FIRED };

int main(void) {
  enum mode m = IDLE;
  int t = 0;
  while (/*@head*/ 1) {
    int cmd = __VERIFIER_nondet_int();
    switch (m) {
    case IDLE:
      if (cmd == 1) {
        m = ARMING;
        t = 0;
      }
      break;
    case ARMING:
      if (cmd == 2) {
        t++;
        if (t >= 48)
          m = ARMED;
      } else {
        m = IDLE;
      }
      break;
    case ARMED:
      if (cmd == 3)
        m = FIRED;
      else if (cmd != 2)
        m = IDLE;
      break;
    case FIRED:
      reach_error();
      break;
    default:
      break;
    }
  }
  return 0;
}
