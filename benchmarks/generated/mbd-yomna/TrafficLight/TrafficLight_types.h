/*
 * File: TrafficLight_types.h
 *
 * Code generated for Simulink model 'TrafficLight'.
 *
 * Model version                  : 1.14
 * Simulink Coder version         : 9.3 (R2020a) 18-Nov-2019
 * C/C++ source code generated on : Wed Mar 30 16:38:53 2022
 *
 * Target selection: ert.tlc
 * Embedded hardware selection: Intel->x86-64 (Windows64)
 * Code generation objectives: Unspecified
 * Validation result: Not run
 */

#ifndef RTW_HEADER_TrafficLight_types_h_
#define RTW_HEADER_TrafficLight_types_h_

/* Model Code Variants */

/* Forward declaration for rtModel */
typedef struct tag_RTM_TrafficLight_T RT_MODEL_TrafficLight_T;

#endif                                 /* RTW_HEADER_TrafficLight_types_h_ */

/*
 * File trailer for generated code.
 *
 * [EOF]
 */
