/* The rounding mode set from an input in every iteration of the main loop. k-induction
 * proves the assertions: the step case havocs the mode to one of the four FE_* values (only
 * fesetround writes it). With -DBROKEN the last assertion also excludes FE_DOWNWARD, which an
 * input reaches. */
#include <fenv.h>
extern int __VERIFIER_nondet_int(void);
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assert(int);

int main(void) {
  float acc = 0.0f;
  while (1) {
    int m = __VERIFIER_nondet_int();
    fesetround(m);
    float x = __VERIFIER_nondet_float();
    if (x >= 0.0f && x <= 1.0f) {
      acc = x * 0.5f;
      __VERIFIER_assert(acc <= 0.5f && acc >= 0.0f);
      int r = fegetround();
#ifdef BROKEN
      __VERIFIER_assert(r == 0 || r == 0x800 || r == 0xc00);
#else
      __VERIFIER_assert(r == 0 || r == 0x400 || r == 0x800 || r == 0xc00);
#endif
    }
  }
}
