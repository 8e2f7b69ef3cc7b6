/*
 * File: mul_wide_su32.h
 *
 * Code generated for Simulink model 'RBM'.
 *
 * Model version                  : 1.1842
 * Simulink Coder version         : 9.0 (R2018b) 24-May-2018
 * C/C++ source code generated on : Thu Aug 27 10:51:32 2020
 */

#ifndef SHARE_mul_wide_su32
#define SHARE_mul_wide_su32
#include "rtwtypes.h"

extern void mul_wide_su32(int32_T in0, uint32_T in1, uint32_T *ptrOutBitsHi,
    uint32_T *ptrOutBitsLo);

#endif

/*
 * File trailer for generated code.
 *
 * [EOF]
 */
