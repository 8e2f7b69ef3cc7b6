// expect: FAILED depth=20
// cbmc-depth: 21
// witness: 7*20
// domain: 5..8
//
// Reactive debouncer: `streak` counts consecutive samples equal to 7.  At the
// head of frame k, streak <= k (it grows by at most one per iteration), so
// reach_error() (needs streak >= 20 at the top of the body) is first reachable
// in frame 20: twenty 7s in frames 0..19, then frame 20 reports.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int streak = 0;
  int alarm = 0;
  while (/*@head*/ 1) {
    if (streak >= 20)
      reach_error();
    int in = __VERIFIER_nondet_int();
    if (in == 7)
      streak++;
    else
      streak = 0;
    alarm = streak > 10;
    if (alarm && streak < 10)
      reach_error(); /* unreachable */
  }
  return 0;
}
