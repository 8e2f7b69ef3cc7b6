/*
 * File: look1_is16lu16n16Ds32_pbinlca.h
 *
 * Code generated for Simulink model 'RBM'.
 *
 * Model version                  : 1.1842
 * Simulink Coder version         : 9.0 (R2018b) 24-May-2018
 * C/C++ source code generated on : Thu Aug 27 10:51:32 2020
 */

#ifndef SHARE_look1_is16lu16n16Ds32_pbinlca
#define SHARE_look1_is16lu16n16Ds32_pbinlca
#include "rtwtypes.h"

extern int16_T look1_is16lu16n16Ds32_pbinlca(int16_T u0, const int16_T bp0[],
    const int16_T table[], uint32_T prevIndex[], uint32_T maxIndex);

#endif

/*
 * File trailer for generated code.
 *
 * [EOF]
 */
