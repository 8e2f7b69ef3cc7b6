/* The scheduler of sched_bug.c, SAFE: thread b sets b_st to 2 before it checks b_st == 0.
 * eval's loop is not bounded by constant propagation and becomes a cut point; incremental BMC
 * never reaches a complete verdict (the main loop never ends): bounded or inconclusive. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);
int a_st, b_st;
int round_no;

void thread_a(void) { a_st = 2; }

void thread_b(void) {
  b_st = 2;
  if (a_st == 2 && b_st == 0) {
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
