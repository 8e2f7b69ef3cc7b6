/*
 * File: div_nzp_repeat_u32_near.h
 *
 * Code generated for Simulink model 'RBM'.
 *
 * Model version                  : 1.1842
 * Simulink Coder version         : 9.0 (R2018b) 24-May-2018
 * C/C++ source code generated on : Thu Aug 27 10:51:32 2020
 */

#ifndef SHARE_div_nzp_repeat_u32_near
#define SHARE_div_nzp_repeat_u32_near
#include "rtwtypes.h"

extern uint32_T div_nzp_repeat_u32_near(uint32_T numerator, uint32_T denominator,
    uint32_T nRepeatSub);

#endif

/*
 * File trailer for generated code.
 *
 * [EOF]
 */
