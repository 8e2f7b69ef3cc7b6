/*
 * File: DiscreteTimeIntegrator1_types.h
 *
 * Code generated for Simulink model 'DiscreteTimeIntegrator1'.
 *
 * Model version                  : 1.7
 * Simulink Coder version         : 8.6 (R2014a) 27-Dec-2013
 * C/C++ source code generated on : Thu Oct  1 15:33:29 2015
 *
 * Target selection: ert.tlc
 * Embedded hardware selection: 32-bit Generic
 * Emulation hardware selection:
 *    Differs from embedded hardware (MATLAB Host)
 * Code generation objectives: Unspecified
 * Validation result: Not run
 */

#ifndef RTW_HEADER_DiscreteTimeIntegrator1_types_h_
#define RTW_HEADER_DiscreteTimeIntegrator1_types_h_
#include "rtwtypes.h"

/* Parameters (auto storage) */
typedef struct P_DiscreteTimeIntegrator1_T_ P_DiscreteTimeIntegrator1_T;

/* Forward declaration for rtModel */
typedef struct tag_RTM_DiscreteTimeIntegrato_T RT_MODEL_DiscreteTimeIntegrat_T;

#endif                                 /* RTW_HEADER_DiscreteTimeIntegrator1_types_h_ */

/*
 * File trailer for generated code.
 *
 * [EOF]
 */
