// A SystemC-style scheduler (the shape of SV-COMP's transmitter.N and token_ring.N): each
// cycle of the main loop runs an inner "eval" loop that picks any runnable process until
// none is runnable. Constant propagation does not bound the inner loop, so ibmc probes for a
// bound from an arbitrary loop-head state before the first frame; with sixteen processes that
// probe is expensive, and must give up within its budget rather than hold back frame 0.
// Used by tests/e2e/timeouts.rs: the violation is a few segments deep and must be found at once.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

#define PROC(i)                                                                   \
  int st##i = 0, pc##i = 0, v##i = 0;
PROC(0) PROC(1) PROC(2) PROC(3) PROC(4) PROC(5) PROC(6) PROC(7)
PROC(8) PROC(9) PROC(10) PROC(11) PROC(12) PROC(13) PROC(14) PROC(15)
int token = 0;

#define STEP(i, j)                                                                \
  if (st##i == 0 && __VERIFIER_nondet_int()) {                                    \
    st##i = 2;                                                                    \
    if (pc##i == 0) { pc##i = 1; v##i = token; st##i = 1; }                       \
    else { token = v##i + 1; pc##i = 0; st##j = 0; st##i = 2; }                  \
  }

static int runnable(void) {
  return st0 == 0 || st1 == 0 || st2 == 0 || st3 == 0 || st4 == 0 || st5 == 0 || st6 == 0 ||
         st7 == 0 || st8 == 0 || st9 == 0 || st10 == 0 || st11 == 0 || st12 == 0 ||
         st13 == 0 || st14 == 0 || st15 == 0;
}

int main(void) {
  int cycles = 0;
  while (1) {
    while (runnable()) {
      STEP(0, 1) STEP(1, 2) STEP(2, 3) STEP(3, 4) STEP(4, 5) STEP(5, 6) STEP(6, 7) STEP(7, 8)
      STEP(8, 9) STEP(9, 10) STEP(10, 11) STEP(11, 12) STEP(12, 13) STEP(13, 14) STEP(14, 15)
      STEP(15, 0)
    }
    if (st0 == 1) st0 = 0;
    cycles++;
    if (token > 0) reach_error();
  }
}
