/* $********** SCADE Suite KCG 64-bit 6.5 (build i12) ***********
** Command: kcg65.exe -config S:/CR929/BrakeControlLow/SCADE_Mod/BCS_Model_V1/BCS_Brake/KCG/config.txt
** Generation date: 2021-12-14T16:08:37
*************************************************************$ */

#include "kcg_consts.h"

/* C_SKID_Y_PSI */
const array_float32_5 C_SKID_Y_PSI = { kcg_lit_float32(0.0), kcg_lit_float32(
    0.0), kcg_lit_float32(490.0), kcg_lit_float32(2999.0), kcg_lit_float32(
    3000.0) };

/* C_SKID_X_MPA */
const array_float32_5 C_SKID_X_MPA = { kcg_lit_float32(0.0), kcg_lit_float32(
    3.3333), kcg_lit_float32(14.), kcg_lit_float32(36.6667), kcg_lit_float32(
    40.) };

/* C_SKID_Y_PSI1 */
const array_float32_5 C_SKID_Y_PSI1 = { kcg_lit_float32(0.0), kcg_lit_float32(
    0.0), kcg_lit_float32(490.0), kcg_lit_float32(2999.0), kcg_lit_float32(
    3000.0) };

/* C_SKID_X_MPA1 */
const array_float32_5 C_SKID_X_MPA1 = { kcg_lit_float32(0.0), kcg_lit_float32(
    3.3333), kcg_lit_float32(14.), kcg_lit_float32(36.6667), kcg_lit_float32(
    40.) };

/* $********** SCADE Suite KCG 64-bit 6.5 (build i12) ***********
** kcg_consts.c
** Generation date: 2021-12-14T16:08:37
*************************************************************$ */

