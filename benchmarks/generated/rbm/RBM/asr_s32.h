/*
 * File: asr_s32.h
 *
 * Code generated for Simulink model 'RBM'.
 *
 * Model version                  : 1.1842
 * Simulink Coder version         : 9.0 (R2018b) 24-May-2018
 * C/C++ source code generated on : Thu Aug 27 10:51:32 2020
 */

#ifndef SHARE_asr_s32
#define SHARE_asr_s32
#include "rtwtypes.h"

extern int32_T asr_s32(int32_T u, uint32_T n);

#endif

/*
 * File trailer for generated code.
 *
 * [EOF]
 */
