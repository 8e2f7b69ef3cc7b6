/*
 * File: Discrete_Transfer_Fcn_types.h
 *
 * Code generated for Simulink model 'Discrete_Transfer_Fcn'.
 *
 * Model version                  : 1.70
 * Simulink Coder version         : 8.6 (R2014a) 27-Dec-2013
 * C/C++ source code generated on : Tue Sep 29 13:38:59 2015
 *
 * Target selection: ert.tlc
 * Embedded hardware selection: Intel->x86/Pentium
 * Code generation objectives: Unspecified
 * Validation result: Not run
 */

#ifndef RTW_HEADER_Discrete_Transfer_Fcn_types_h_
#define RTW_HEADER_Discrete_Transfer_Fcn_types_h_

/* Forward declaration for rtModel */
typedef struct tag_RTM_Discrete_Transfer_Fcn RT_MODEL_Discrete_Transfer_Fcn;

#endif                                 /* RTW_HEADER_Discrete_Transfer_Fcn_types_h_ */

/*
 * File trailer for generated code.
 *
 * [EOF]
 */
