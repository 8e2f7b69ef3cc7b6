/* --- Generated the 3/10/2024 at 11:14 --- */
/* --- heptagon compiler, version 1.05.00 (compiled fri. sep. 27 23:48:47 CET 2024) --- */
/* --- Command line: /home/sami/.opam/default/bin/heptc -target c rcounter.ept --- */

#ifndef RCOUNTER_TYPES_H
#define RCOUNTER_TYPES_H

#include "stdbool.h"
#include "assert.h"
#include "pervasives.h"
#endif // RCOUNTER_TYPES_H
