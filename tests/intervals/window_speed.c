/* A speed estimate over a sliding window of 8 cycles (issue 24's float-heavy frames, small):
 * each cycle's distance is at most 10 m (at most 8 m with -DSAFE); the estimate is the
 * window's sum over its nominal 2 s. The limit of 29 m/s needs six full cycles: frames
 * 1-5 are shown safe by intervals, frame 6 fails. */
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
#define check(c) ((c) ? (void)0 : __assert_fail(#c, __FILE__, __LINE__, __func__))

#ifdef SAFE
#define MAX_DIST 7.0
#else
#define MAX_DIST 10.0
#endif
#define WINDOW 8

int main(void)
{
  double window[WINDOW];
  int i;
  for (i = 0; i < WINDOW; i++)
    window[i] = 0.0;
  while (1) {
    double dist = __VERIFIER_nondet_double();
    __VERIFIER_assume(dist >= 0.0 && dist <= MAX_DIST);
    for (i = 0; i < WINDOW - 1; i++)
      window[i] = window[i + 1];
    window[WINDOW - 1] = dist;
    double sum = 0.0;
    for (i = 0; i < WINDOW; i++)
      sum = sum + window[i];
    double speed = sum / 2.0;
    check(speed < 29.0);
  }
  return 0;
}
