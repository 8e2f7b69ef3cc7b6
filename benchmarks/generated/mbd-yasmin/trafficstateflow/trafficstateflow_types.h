/*
 * File: trafficstateflow_types.h
 *
 * Code generated for Simulink model 'trafficstateflow'.
 *
 * Model version                  : 1.6
 * Simulink Coder version         : 8.10 (R2016a) 10-Feb-2016
 * C/C++ source code generated on : Sat Apr 02 23:17:44 2022
 *
 * Target selection: ert.tlc
 * Embedded hardware selection: Intel->x86-64 (Windows64)
 * Code generation objectives: Unspecified
 * Validation result: Not run
 */

#ifndef RTW_HEADER_trafficstateflow_types_h_
#define RTW_HEADER_trafficstateflow_types_h_

/* Forward declaration for rtModel */
typedef struct tag_RTM_trafficstateflow_T RT_MODEL_trafficstateflow_T;

#endif                                 /* RTW_HEADER_trafficstateflow_types_h_ */

/*
 * File trailer for generated code.
 *
 * [EOF]
 */
