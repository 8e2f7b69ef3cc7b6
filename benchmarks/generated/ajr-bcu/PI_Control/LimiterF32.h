/* $********** SCADE Suite KCG 64-bit 6.5 (build i12) ***********
** Command: kcg65.exe -config S:/CR929/BrakeControlLow/SCADE_Mod/BCS_Model_V1/BCS_Brake/KCG/config.txt
** Generation date: 2021-12-14T16:08:37
*************************************************************$ */
#ifndef _LimiterF32_H_
#define _LimiterF32_H_

#include "kcg_types.h"

/* =====================  no input structure  ====================== */

/* =====================  no output structure  ====================== */


/* LimiterF32 */
extern kcg_float32 LimiterF32(
  /* LimiterF32::Input1 */ kcg_float32 Input1,
  /* LimiterF32::HighLimit */ kcg_float32 HighLimit,
  /* LimiterF32::LowLimit */ kcg_float32 LowLimit);

#endif /* _LimiterF32_H_ */
/* $********** SCADE Suite KCG 64-bit 6.5 (build i12) ***********
** LimiterF32.h
** Generation date: 2021-12-14T16:08:37
*************************************************************$ */

