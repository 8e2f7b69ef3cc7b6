/*
 * File: RBM_Output.c
 *
 * Code generated for Simulink model 'RBM'.
 *
 * Model version                  : 1.1842
 * Simulink Coder version         : 9.0 (R2018b) 24-May-2018
 * C/C++ source code generated on : Thu Aug 27 10:51:32 2020
 *
 * Target selection: ert.tlc
 * Embedded hardware selection: STMicroelectronics->STM32 32-bit Cortex-M
 * Code generation objectives:
 *    1. Execution efficiency
 *    2. ROM efficiency
 *    3. RAM efficiency
 *    4. Traceability
 *    5. Safety precaution
 *    6. Debugging
 *    7. MISRA C:2012 guidelines
 *    8. Polyspace
 * Validation result: Not run
 */

#include "rtwtypes.h"
#include "RBM_types.h"

/* Exported data definition */

/* Definition for custom storage class: RBM_Output */
uint8_T V_OutRBM_MtrTqFolwReq_u8_Flg;
int16_T V_OutRBM_MtrTqTar_s16_0P1Nm;
int16_T V_OutRBM_PTar_s16s7_Bar;
uint8_T V_OutRBM_PreFillEna_u8_Flg;
uint8_T V_OutRBM_RbmActv_u8_Flg;
uint8_T V_OutRBM_TqErrOver_u8_Err;

/*
 * File trailer for generated code.
 *
 * [EOF]
 */
