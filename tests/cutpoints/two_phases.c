/* Two unbounded loops in sequence, neither a `while (1)`: a calibration phase whose length is
 * an input, then the control phase. ibmc picks no incremental loop; both become cut points.
 * The bug needs 2 calibration steps and then 3 control steps: segments 1-2 calibrate, 3 leaves
 * calibration and runs control step 1 (the control loop's first test is part of the segment
 * that reaches its body), 4 and 5 run control steps 2 and 3. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);
int main(void) {
  int offset = 0, y = 0, steps = 0;
  int calibration = __VERIFIER_nondet_int();
  while (offset < calibration) {
    offset++;
  }
  while (y >= 0) {
    int u = __VERIFIER_nondet_int();
    if (u < 0 || u > 10) u = 0;
    y = y + u + offset;
    steps++;
#ifdef SAFE
    if (y < 0) __VERIFIER_error();
#else
    if (offset == 2 && steps == 3 && y == 36) __VERIFIER_error();
#endif
  }
  return 0;
}
