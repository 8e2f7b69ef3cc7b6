/* A lamp switched on by a button stays on for a 50-cycle timer; an on-time counter counts the
 * cycles the lamp has been on. Requirement: the lamp is on for at most 50 consecutive cycles.
 * Not k-inductive for k < 50 (the step case starts with on_time and timer out of step); PDR
 * proves it with an invariant relating the two. -DLIMIT=N changes the requirement's limit. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
#ifndef LIMIT
#define LIMIT 50
#endif
int lamp;
int timer;
int on_time;
int main(void) {
  lamp = 0;
  timer = 0;
  on_time = 0;
  while (1) {
    int button = __VERIFIER_nondet_int();
    if (!lamp && button) {
      lamp = 1;
      timer = 50;
      on_time = 0;
    }
    if (lamp) {
      on_time++;
      timer--;
      if (timer == 0)
        lamp = 0;
    } else {
      on_time = 0;
    }
    if (on_time > LIMIT)
      reach_error();
  }
}
