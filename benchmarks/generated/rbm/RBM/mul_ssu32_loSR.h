/*
 * File: mul_ssu32_loSR.h
 *
 * Code generated for Simulink model 'RBM'.
 *
 * Model version                  : 1.1842
 * Simulink Coder version         : 9.0 (R2018b) 24-May-2018
 * C/C++ source code generated on : Thu Aug 27 10:51:32 2020
 */

#ifndef SHARE_mul_ssu32_loSR
#define SHARE_mul_ssu32_loSR
#include "rtwtypes.h"

extern int32_T mul_ssu32_loSR(int32_T a, uint32_T b, uint32_T aShift);

#endif

/*
 * File trailer for generated code.
 *
 * [EOF]
 */
