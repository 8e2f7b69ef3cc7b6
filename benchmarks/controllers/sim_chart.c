/* Directed simulation: start held, no fault (the fastest way to RUN); prints the first
 * violating step of each property. */
#include <stdio.h>
static int step_no;
unsigned char __VERIFIER_nondet_uchar(void) { static int n; return (n++ % 2) == 0; }
void __assert_fail(const char *a, const char *f, unsigned l, const char *fn) { printf("violated at step %d\n", step_no); _exit_now: __builtin_exit(0); }
