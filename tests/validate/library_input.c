// Library functions declared but not defined are inputs for ibmc (CBMC's convention): the
// replay must call the harness's abs, not gcc's builtin.  log_value is void and defined
// nowhere (a stub), unused_sensor is never called on the trace.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void log_value(int);
extern int unused_sensor(void);
extern void reach_error(void);

int main(void) {
  int k = 0;
  while (1) {
    int a = __VERIFIER_nondet_int();
    log_value(a);
    if (k > 1000)
      k = unused_sensor();
    if (abs(a) == 7 && k == 2)
      reach_error();
    k++;
  }
  return 0;
}
