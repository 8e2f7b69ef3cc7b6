/* ERT-style first-order low-pass filter y += alpha * (u - y) on double.  Property (holds):
 * with |u| <= 1 the output stays within 1.0001 in magnitude (an inductive bound, rounding
 * included).  Proved by k-induction. */
typedef double real_T;
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

static const real_T alpha = 0.25;

real_T rtDW_y;
real_T rtU_u;

void Filter_step(void) {
  rtDW_y = rtDW_y + alpha * (rtU_u - rtDW_y);
}

int main(void) {
  rtDW_y = 0.0;
  while (1) {
    rtU_u = __VERIFIER_nondet_double();
    __VERIFIER_assume(rtU_u >= -1.0 && rtU_u <= 1.0);
    Filter_step();
    if (!(rtDW_y <= 1.0001 && rtDW_y >= -1.0001)) {
      reach_error();
    }
  }
  return 0;
}
