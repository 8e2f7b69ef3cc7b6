/* A SystemC-style scheduler: the main loop starts a round, eval() runs runnable threads in a
 * nondeterministic order until none is runnable. eval's loop is not bounded by constant
 * propagation (a round may choose no thread for any number of iterations), so it becomes a
 * cut point. Its exit test (`if (!exists_runnable()) break;`) counts as the loop test, so a
 * frame is one iteration and the next test. The error needs thread a to run before thread b
 * (two inner iterations) in round 2: frames 1-3 are round 0 (to eval's loop body, one thread,
 * the other and back to main's loop), 4-6 round 1, then 7 (to eval's loop body), 8 (a) and
 * 9 (b, the error).
 * With -DSAFE the check is one that thread b itself makes impossible (it sets b_st to 2
 * before it checks b_st == 0): never FAILED, bounded or proved by k-induction. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);
int a_st, b_st;
int round_no;

void thread_a(void) { a_st = 2; }

void thread_b(void) {
  b_st = 2;
#ifdef SAFE
  if (a_st == 2 && b_st == 0) {
#else
  if (round_no == 2 && a_st == 2) {
#endif
    __VERIFIER_error();
  }
}

int exists_runnable(void) { return a_st == 0 || b_st == 0; }

void eval(void) {
  while (1) {
    if (!exists_runnable()) {
      break;
    }
    if (a_st == 0 && __VERIFIER_nondet_int()) {
      thread_a();
    } else if (b_st == 0 && __VERIFIER_nondet_int()) {
      thread_b();
    }
  }
}

int main(void) {
  round_no = 0;
  while (1) {
    a_st = 0;
    b_st = 0;
    eval();
    round_no++;
  }
  return 0;
}
