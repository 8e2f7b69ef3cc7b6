/*
 * File: MemMeasured_RBM.c
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

/* this segment is list for measurable data */
/* Definition for custom storage class: PragmaMeasured */
int16_T V_RBM_DTqQuitMode_s16_0P1Nm;
uint8_T V_RBM_DiModSts_u8_Mode;
int16_T V_RBM_DiagInfo1_u16_Mode;
int16_T V_RBM_DiagInfo2_u16_Mode;
uint8_T V_RBM_FormerTorqueErrorOver_u8_Err;
int16_T V_RBM_MtrTqAllwd_s16_0P1Nm;
int16_T V_RBM_MtrTqCoast_s16_0P1Nm;
int16_T V_RBM_MtrTqTarFormer_s16_0P1Nm;
int16_T V_RBM_PTarFormer_s16s7_Bar;
uint8_T V_RBM_WhlSpdSlip_u8_Err;
uint8_T V_RB_RBModeMask_Flg;
uint8_T V_RB_RBState_Flg;
int16_T V_RB_dpQuitMod_s16s7_Bar;

/*
 * File trailer for generated code.
 *
 * [EOF]
 */
