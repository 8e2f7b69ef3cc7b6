#ifndef kcg_assign
#include "string.h"
#define kcg_assign(kcg_C1, kcg_C2, kcg_size) (memcpy((kcg_C1), (kcg_C2), (kcg_size)))
#endif /* kcg_assign */
