/* Included by preproc.c through -I tests/programs/include. */
#ifndef LIMIT
#define LIMIT 100
#endif
#define STEP 1
