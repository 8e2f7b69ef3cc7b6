/*
 * File: FactorialStateFlow_types.h
 *
 * Code generated for Simulink model 'FactorialStateFlow'.
 *
 * Model version                  : 1.3
 * Simulink Coder version         : 9.3 (R2020a) 18-Nov-2019
 * C/C++ source code generated on : Wed Mar 30 15:46:18 2022
 *
 * Target selection: ert.tlc
 * Embedded hardware selection: Intel->x86-64 (Windows64)
 * Code generation objectives: Unspecified
 * Validation result: Not run
 */

#ifndef RTW_HEADER_FactorialStateFlow_types_h_
#define RTW_HEADER_FactorialStateFlow_types_h_

/* Model Code Variants */

/* Forward declaration for rtModel */
typedef struct tag_RTM_FactorialStateFlow_T RT_MODEL_FactorialStateFlow_T;

#endif                              /* RTW_HEADER_FactorialStateFlow_types_h_ */

/*
 * File trailer for generated code.
 *
 * [EOF]
 */
