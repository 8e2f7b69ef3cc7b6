/* Harness for the Embedded Coder (R2018b, STM32 Cortex-M, MISRA C:2012 / Polyspace
 * objectives) model RBM, a regenerative-braking manager: integer and fixed-point arithmetic
 * throughout (int16 scaled signals, look1_/look2_ fixed-point lookup tables with binary
 * search loops and clipping, mul_ssu32_loSR / div_nzp_* fixed-point helpers), Stateflow
 * charts for the enable/quit mode logic (is_c3_RBM: RB_Disable, RB_Enable, RB_Quit,
 * RB_ForceQuit, Quit2DisableDelay), ABS handling and error debouncing, a 40-sample delay
 * line.  Inputs and outputs are exported globals of custom storage classes
 * (RBM_Input.c, RBM_Output.c), calibrations in MemCalibration_RBM.c.
 * Inputs: flags nondeterministic 0/1, modes 0..3, signals in their physical ranges as
 * given by their scaling (speeds 0..2000 x 0.1 kph, pedal strokes 0..100, pressures
 * 0..200 bar in s16 with 7 fraction bits, torques +-3000 x 0.1 Nm, motor speed +-12000 rpm).
 * PROP 1 (holds):  the RB-active output flag is 0 or 1.
 * PROP 2 (false):  "the RBM never requests a positive motor torque target" -- the target
 *                  is the larger of the saturated request and the allowed torque, and
 *                  becomes positive within a few steps.
 * PROP 3 (holds):  the Stateflow mode chart is always in one of its five states after the
 *                  first step. */
#include <assert.h>
/* The model was generated for a 32-bit target (long = 32 bits) and RBM_private.h checks the
 * host's limits.h with #error.  The generated code uses int32_T = int and never uses long, so
 * the harness tells the check what the target's limits are (the same as selecting the
 * production hardware word sizes for the host test). */
#include <limits.h>
#undef LONG_MAX
#define LONG_MAX 0x7FFFFFFF
#undef ULONG_MAX
#define ULONG_MAX 0xFFFFFFFFU
#include "MemCalibration_RBM.c"
#include "MemMeasured_RBM.c"
#include "RBM.c"
#include "RBM_Input.c"
#include "RBM_Output.c"
#include "RBM_data.c"
#include "asr_s32.c"
#include "div_nde_s32_floor.c"
#include "div_nzp_repeat_u32_near.c"
#include "div_nzp_u32_near.c"
#include "look1_is16bs16n2lu16n16ys16n7ts16n7Ds32Is_rwYpbjoD.c"
#include "look1_is16lu16n16Ds32_pbinlca.c"
#include "look1_is16lu16n16ys16Ds32Is32_binlcan.c"
#include "look1_is16lu16n16ys16n10ts16n10Ds32Is32_binlcan.c"
#include "look1_is16lu16n16ys16n7Ds32Is32_binlcan.c"
#include "look1_is16lu16n16ys16ts16Ds32Is32_binlcan.c"
#include "look1_is16lu8n8yu8tu8Ds16Is32n23_binlcan.c"
#include "look1_iu8lu32n16ys16ts16Ds32Is32_binlcs.c"
#include "look2_is16s16lu32n16ts16Ds32ds32_binlcs.c"
#include "look2_is16u8lu32n16ys16ts16Ds32Is32_binlcs.c"
#include "mul_ssu32_loSR.c"
#include "mul_ssu32_loSR_near.c"
#include "mul_ssu32_loSR_zero.c"
#include "mul_wide_su32.c"

extern unsigned char nondet_uchar(void);
extern short nondet_short(void);

#ifndef PROP
#define PROP 1
#endif

static unsigned char flag(void) { unsigned char v = nondet_uchar(); __CPROVER_assume(v <= 1U); return v; }
static short range(short lo, short hi) { short v = nondet_short(); __CPROVER_assume(lo <= v && v <= hi); return v; }

int main(void)
{
  RBM_initialize();
  while (1) {
    V_InRBM_AbsActv_u8_Flg = flag();
    V_InRBM_BmsI_s16_0P1A = range(-5000, 5000);
    V_InRBM_BmsU_s16_0P1V = range(0, 5000);
    V_InRBM_BrkPdlStk_s16s5_mm = range(0, 100 * 32);
    V_InRBM_ChassisFlt_u8_Err = flag();
    V_InRBM_CoastLvl_u8_Mode = nondet_uchar();
    __CPROVER_assume(V_InRBM_CoastLvl_u8_Mode <= 3U);
    V_InRBM_EhbErrMod_u8_Mode = nondet_uchar();
    __CPROVER_assume(V_InRBM_EhbErrMod_u8_Mode <= 2U);
    V_InRBM_EpsSteerAg_s16_Deg = range(-720, 720);
    V_InRBM_EpsSteerAg_u8_Vld = flag();
    V_InRBM_FLWhlSpd_s16_0P1Kph = range(0, 2000);
    V_InRBM_FRWhlSpd_s16_0P1Kph = range(0, 2000);
    V_InRBM_GasPdlStk_s16_Perc = range(0, 100);
    V_InRBM_GasPdlStk_u8_Vld = flag();
    V_InRBM_GearPosnAct_u8_Mode = nondet_uchar();
    __CPROVER_assume(V_InRBM_GearPosnAct_u8_Mode <= 3U);
    V_InRBM_LostChassisCan_u8_Err = flag();
    V_InRBM_LostPtCan_u8_Err = flag();
    V_InRBM_MtrSpd_s16_Rpm = range(-12000, 12000);
    V_InRBM_MtrSpd_u8_Vld = flag();
    V_InRBM_MtrTqAct_s16_0P1Nm = range(-3000, 3000);
    V_InRBM_MtrTqAct_u8_Vld = flag();
    V_InRBM_MtrTqLim_s16_0P1Nm = range(-3000, 3000);
    V_InRBM_MtrTqLim_u8_Vld = flag();
    V_InRBM_PAct_s16s7_Bar = range(0, 200 * 128);
    V_InRBM_PTar_s16s7_Bar = range(0, 200 * 128);
    V_InRBM_PtMinorFlt_u8_Err = flag();
    V_InRBM_PtSevereFlt_u8_Err = flag();
    V_InRBM_RLWhlSpd_s16_0P1Kph = range(0, 2000);
    V_InRBM_RRWhlSpd_s16_0P1Kph = range(0, 2000);
    V_InRBM_RbmEnaFromVcu_u8_Flg = flag();
    V_InRBM_VehSpd_s16_0P1Kph = range(0, 2000);
    V_InRBM_VehSpd_u8_Vld = flag();
    RBM_step();
#if PROP == 1
    assert(V_OutRBM_RbmActv_u8_Flg <= 1U);
#elif PROP == 2
    assert(V_OutRBM_MtrTqTar_s16_0P1Nm <= 0);
#elif PROP == 3
    assert(RBM_DW.is_c3_RBM >= RBM_IN_Quit2DisableDelay && RBM_DW.is_c3_RBM <= RBM_IN_RB_Quit);
#endif
  }
  return 0;
}
