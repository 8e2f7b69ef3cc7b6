/* $********** SCADE Suite KCG 32-bit 6.6 (build i19) ***********
** Command: kcg66.exe -config D:/Hybrid_Car/KCG/config.txt
** Generation date: 2020-06-09T13:14:51
*************************************************************$ */
#ifndef _Limiter_H_
#define _Limiter_H_

#include "kcg_types.h"

/* =====================  no input structure  ====================== */

/* =====================  no output structure  ====================== */

/* Limiter/ */
extern kcg_float32 Limiter(
  /* LUS_Input/, _L4/ */
  kcg_float32 LUS_Input,
  /* HighLimit/, _L1/ */
  kcg_float32 HighLimit,
  /* LowLimit/, _L5/ */
  kcg_float32 LowLimit);



#endif /* _Limiter_H_ */
/* $********** SCADE Suite KCG 32-bit 6.6 (build i19) ***********
** Limiter.h
** Generation date: 2020-06-09T13:14:51
*************************************************************$ */

