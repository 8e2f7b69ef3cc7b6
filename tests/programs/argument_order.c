// expect: FAILED depth=1
// cbmc-depth: 2
// witness: 0 5 3 0 1 4
// domain: 0..9
//
// C leaves the order in which a call's arguments are evaluated unspecified.
// gcc on x86-64 evaluates them right to left (after the callee expression), and
// ibmc does the same, so that a counterexample whose inputs are two arguments of
// one call replays on the compiled program.  `trail` records the order of the
// tagged arguments' effects, through a defined function, a function pointer and
// a function without a body: left to right would reach the error in frame 0.
// Each iteration reads undefined_sink()'s result (any value), then diff()'s
// second argument, then its first: iteration 0 needs a - b == -2 (inputs 5,
// then 3), iteration 1 a - b == 3 (inputs 1, then 4).
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int trail;

int tag(int v) {
  trail = trail * 10 + v;
  return v;
}

int undefined_sink(int, int);

int add(int a, int b) { return a + b; }

int (*fp)(int, int) = add;

int diff(int a, int b) { return a - b; }

int main(void) {
  int armed = 0;
  while (/*@head*/ 1) {
    trail = 0;
    undefined_sink(tag(1), tag(2));
    fp(tag(3), tag(4));
    add(tag(5), tag(6));
    if (trail != 214365)
      reach_error();
    int d = diff(__VERIFIER_nondet_int(), __VERIFIER_nondet_int());
    if (armed && d == 3)
      reach_error();
    armed = d == -2;
  }
  return 0;
}
