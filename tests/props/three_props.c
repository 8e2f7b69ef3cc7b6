// Three properties: the first fails at frame 3, the second at frame 7 (on executions where
// the first holds), the third holds.
extern int __VERIFIER_nondet_int(void);
#include <assert.h>

int main(void) {
  int n = 0, a = 0, b = 0, c = 0;
  while (1) {
    int mode = __VERIFIER_nondet_int();
    n++;
    if (mode == 1) a++;
    if (mode == 2) b++;
    if (mode == 3 && c < 10) c++;
    assert(a < 3);                // main.assertion.1: fails in frame 3
    assert(b < 7);                // main.assertion.2: fails in frame 7
    assert(c <= 10);              // main.assertion.3: holds (1-inductive)
  }
}
