/*
 * File: LookupTable1D1_types.h
 *
 * Code generated for Simulink model 'LookupTable1D1'.
 *
 * Model version                  : 1.6
 * Simulink Coder version         : 8.6 (R2014a) 27-Dec-2013
 * C/C++ source code generated on : Mon Oct  5 16:56:43 2015
 *
 * Target selection: ert.tlc
 * Embedded hardware selection: 32-bit Generic
 * Emulation hardware selection:
 *    Differs from embedded hardware (MATLAB Host)
 * Code generation objectives: Unspecified
 * Validation result: Not run
 */

#ifndef RTW_HEADER_LookupTable1D1_types_h_
#define RTW_HEADER_LookupTable1D1_types_h_
#include "rtwtypes.h"

/* Parameters (auto storage) */
typedef struct P_LookupTable1D1_T_ P_LookupTable1D1_T;

/* Forward declaration for rtModel */
typedef struct tag_RTM_LookupTable1D1_T RT_MODEL_LookupTable1D1_T;

#endif                                 /* RTW_HEADER_LookupTable1D1_types_h_ */

/*
 * File trailer for generated code.
 *
 * [EOF]
 */
