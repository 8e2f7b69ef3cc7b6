/* --- Generated the 3/10/2024 at 11:14 --- */
/* --- heptagon compiler, version 1.05.00 (compiled fri. sep. 27 23:48:47 CET 2024) --- */
/* --- Command line: /home/sami/.opam/default/bin/heptc -target c rcounter.ept --- */

#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include "rcounter_types.h"

