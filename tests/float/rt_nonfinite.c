/* rt_nonfinite.c / rtGetNaN.c style (Embedded Coder): NaN and Inf made through unions of
   words and doubles, as generated code does. All assertions hold (gcc agrees: see
   tests/e2e/float_programs.rs); with -DBROKEN the first one is violated. */
#include <math.h>
typedef double real_T;
typedef float real32_T;
typedef unsigned int uint32_T;
typedef int boolean_T;
typedef struct { struct { uint32_T wordL; uint32_T wordH; } words; } BigEndianIEEEDouble;
typedef struct { struct { uint32_T wordL; uint32_T wordH; } words; } LittleEndianIEEEDouble;
typedef struct { union { real32_T wordLreal; uint32_T wordLuint; } wordL; } IEEESingle;
real_T rtInf, rtMinusInf, rtNaN;
real32_T rtInfF, rtNaNF;
real_T rtGetNaN(void) {
  real_T nan = 0.0;
  union { LittleEndianIEEEDouble bitVal; real_T fltVal; } tmpVal;
  tmpVal.bitVal.words.wordH = 0xFFF80000U;
  tmpVal.bitVal.words.wordL = 0x00000000U;
  nan = tmpVal.fltVal;
  return nan;
}
real_T rtGetInf(void) {
  union { LittleEndianIEEEDouble bitVal; real_T fltVal; } tmpVal;
  tmpVal.bitVal.words.wordH = 0x7FF00000U;
  tmpVal.bitVal.words.wordL = 0x00000000U;
  return tmpVal.fltVal;
}
real32_T rtGetNaNF(void) {
  IEEESingle nanF = { { 0 } };
  nanF.wordL.wordLuint = 0xFFC00000U;
  return nanF.wordL.wordLreal;
}
boolean_T rtIsNaN(real_T value) { return (boolean_T)((value != value) ? 1U : 0U); }
boolean_T rtIsInf(real_T value) { return (boolean_T)((value == rtInf || value == rtMinusInf) ? 1U : 0U); }
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assert(int);
int main(void) {
  rtNaN = rtGetNaN(); rtInf = rtGetInf(); rtMinusInf = -rtInf; rtNaNF = rtGetNaNF();
#ifdef BROKEN
  __VERIFIER_assert(!rtIsNaN(rtNaN));
#else
  __VERIFIER_assert(rtIsNaN(rtNaN));
#endif
  __VERIFIER_assert(rtIsInf(rtInf) && rtIsInf(rtMinusInf));
  __VERIFIER_assert(rtNaNF != rtNaNF);
  while (1) {
    double u = __VERIFIER_nondet_double();
    double y = rtIsNaN(u) ? 0.0 : (rtIsInf(u) ? 1.0 : u);
    __VERIFIER_assert(!rtIsNaN(y));
    __VERIFIER_assert(y < 1e308 || y == 1.0 || y >= 1e308);
  }
}
