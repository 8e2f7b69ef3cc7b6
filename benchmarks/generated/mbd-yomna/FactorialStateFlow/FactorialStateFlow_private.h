/*
 * File: FactorialStateFlow_private.h
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

#ifndef RTW_HEADER_FactorialStateFlow_private_h_
#define RTW_HEADER_FactorialStateFlow_private_h_
#include "rtwtypes.h"

extern void mul_wide_u32(uint32_T in0, uint32_T in1, uint32_T *ptrOutBitsHi,
  uint32_T *ptrOutBitsLo);
extern uint32_T mul_u32_sat(uint32_T a, uint32_T b);

#endif                            /* RTW_HEADER_FactorialStateFlow_private_h_ */

/*
 * File trailer for generated code.
 *
 * [EOF]
 */
