/* Independent check of the depths in manifest.tsv with gcc: simulates pi_windup.c's step
 * function on the worst-case input (maximal error every step) and prints the first step
 * at which the requirement fails; also shows that no input sequence can fail earlier (the
 * integrator grows by at most KiTs * 1.0 = 0.125 per step, exactly in float).
 * Build: gcc -O0 -o /tmp/sim benchmarks/float/simulate.c && /tmp/sim */
#include <stdio.h>
#define main pi_windup_main
#include "pi_windup.c"
#undef main
float __VERIFIER_nondet_float(void) { return 1.0f; }
void __VERIFIER_assume(int c) { (void)c; }
void reach_error(void) {}
int main(void) {
  rtDW_Integrator = 0.0f;
  for (int step = 1; step <= 100; step++) {
    rtU_err = 1.0f;
    PI_step();
    if (!(rtDW_Integrator < 4.0f)) {
      printf("pi_windup: requirement fails at step %d (integrator %a)\n", step, (double)rtDW_Integrator);
      return 0;
    }
  }
  printf("pi_windup: no failure in 100 steps\n");
  return 1;
}
