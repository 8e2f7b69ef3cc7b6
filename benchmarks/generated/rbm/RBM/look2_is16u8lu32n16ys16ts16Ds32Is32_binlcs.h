/*
 * File: look2_is16u8lu32n16ys16ts16Ds32Is32_binlcs.h
 *
 * Code generated for Simulink model 'RBM'.
 *
 * Model version                  : 1.1842
 * Simulink Coder version         : 9.0 (R2018b) 24-May-2018
 * C/C++ source code generated on : Thu Aug 27 10:51:32 2020
 */

#ifndef SHARE_look2_is16u8lu32n16ys16ts16Ds32Is32_binlcs
#define SHARE_look2_is16u8lu32n16ys16ts16Ds32Is32_binlcs
#include "rtwtypes.h"

extern int16_T look2_is16u8lu32n16ys16ts16Ds32Is32_binlcs(int16_T u0, uint8_T u1,
    const int16_T bp0[], const uint8_T bp1[], const int16_T table[], const
    uint32_T maxIndex[], uint32_T stride);

#endif

/*
 * File trailer for generated code.
 *
 * [EOF]
 */
