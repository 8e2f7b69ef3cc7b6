/* ERT-style 1-D lookup table with linear interpolation and end-point clipping over
 * `const real_T` breakpoint and table arrays (as Simulink's Lookup Table block generates with
 * a linear search).  Property (holds): the output lies within the table's range [0, 20].
 * Proved by k-induction (no state). */
typedef double real_T;
typedef unsigned int uint32_T;
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

static const real_T rtCP_bp[5] = { 0.0, 1.0, 2.0, 4.0, 8.0 };
static const real_T rtCP_table[5] = { 0.0, 10.0, 15.0, 18.0, 20.0 };

real_T rtU_x;
real_T rtY_y;

/* Pointer parameters are not modelled yet (issue 4): the arrays are read as globals. */
#define bp0 rtCP_bp
#define table rtCP_table
static real_T look1_binlx(real_T u0, uint32_T maxIndex) {
  real_T frac;
  uint32_T iLeft;
  if (u0 <= bp0[0U]) {
    iLeft = 0U;
    frac = 0.0;
  } else if (u0 < bp0[maxIndex]) {
    iLeft = 0U;
    while (iLeft < maxIndex - 1U && u0 >= bp0[iLeft + 1U]) {
      iLeft++;
    }
    frac = (u0 - bp0[iLeft]) / (bp0[iLeft + 1U] - bp0[iLeft]);
  } else {
    iLeft = maxIndex - 1U;
    frac = 1.0;
  }
  return (table[iLeft + 1U] - table[iLeft]) * frac + table[iLeft];
}

int main(void) {
  while (1) {
    rtU_x = __VERIFIER_nondet_double();
    __VERIFIER_assume(rtU_x >= -100.0 && rtU_x <= 100.0);
    rtY_y = look1_binlx(rtU_x, 4U);
    if (!(rtY_y >= 0.0 && rtY_y <= 20.0)) {
      reach_error();
    }
  }
  return 0;
}
