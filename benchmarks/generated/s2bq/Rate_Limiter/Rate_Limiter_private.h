/*
 * File: Rate_Limiter_private.h
 *
 * Code generated for Simulink model 'Rate_Limiter'.
 *
 * Model version                  : 1.72
 * Simulink Coder version         : 8.6 (R2014a) 27-Dec-2013
 * C/C++ source code generated on : Tue Sep 29 13:38:22 2015
 *
 * Target selection: ert.tlc
 * Embedded hardware selection: Intel->x86/Pentium
 * Code generation objectives: Unspecified
 * Validation result: Not run
 */

#ifndef RTW_HEADER_Rate_Limiter_private_h_
#define RTW_HEADER_Rate_Limiter_private_h_
#include "rtwtypes.h"
#ifndef __RTWTYPES_H__
#error This file requires rtwtypes.h to be included
#endif                                 /* __RTWTYPES_H__ */
#endif                                 /* RTW_HEADER_Rate_Limiter_private_h_ */

/*
 * File trailer for generated code.
 *
 * [EOF]
 */
