/*
 * File: Rate_Transition_ZOH_types.h
 *
 * Code generated for Simulink model 'Rate_Transition_ZOH'.
 *
 * Model version                  : 1.20
 * Simulink Coder version         : 8.6 (R2014a) 27-Dec-2013
 * C/C++ source code generated on : Tue Sep 29 10:41:18 2015
 *
 * Target selection: ert.tlc
 * Embedded hardware selection: 32-bit Generic
 * Code generation objectives: Unspecified
 * Validation result: Not run
 */

#ifndef RTW_HEADER_Rate_Transition_ZOH_types_h_
#define RTW_HEADER_Rate_Transition_ZOH_types_h_

/* Forward declaration for rtModel */
typedef struct tag_RTM_Rate_Transition_ZOH_T RT_MODEL_Rate_Transition_ZOH_T;

#endif                                 /* RTW_HEADER_Rate_Transition_ZOH_types_h_ */

/*
 * File trailer for generated code.
 *
 * [EOF]
 */
