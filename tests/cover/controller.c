/* A reactive controller for the coverage tests: a debounced mode switch with a timer and a
   saturating counter. The mode changes only after the request has been stable for 3 steps,
   the alarm needs 12 steps in mode 2, and the counter never exceeds 50 (the `count > 60`
   branch is unreachable at every depth). */
extern int __VERIFIER_nondet_int(void);
extern _Bool __VERIFIER_nondet_bool(void);

static int mode, stable, timer, count, alarm;

static void step(int request, _Bool reset) {
  if (request == mode || request < 0 || request > 2) {
    stable = 0;
  } else if (++stable >= 3) {
    mode = request;
    stable = 0;
    timer = 0;
  }
  if (mode == 2 && !reset) {
    if (timer < 20) timer++;
  } else {
    timer = 0;
  }
  alarm = timer >= 12;
  if (count < 50 && (mode != 0 || alarm)) {
    count++;
  }
  if (count > 60) {
    count = 0; /* unreachable: count saturates at 50 */
  }
}

int main(void) {
  while (1) {
    int request = __VERIFIER_nondet_int();
    _Bool reset = __VERIFIER_nondet_bool();
    step(request, reset);
  }
  return 0;
}
