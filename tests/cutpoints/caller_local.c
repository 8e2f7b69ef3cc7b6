/* The bug depends on a local of the function calling the cut loop's function (rounds, live on
 * the call stack at eval's cut point): it needs four rounds, i.e. frames 1-4. k-induction
 * must not prove it from fewer frames: its step case havocs the locals of every call on the
 * stack at the cut point. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);
int tick;

void eval(void) {
  while (__VERIFIER_nondet_int()) {
    tick++;
  }
}

void start(void) {
  int rounds = 0;
  while (1) {
    eval();
    rounds++;
    if (rounds == 4) {
      __VERIFIER_error();
    }
  }
}

int main(void) {
  start();
  return 0;
}
