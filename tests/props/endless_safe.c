// Safe, but neither complete nor inductive as stated: BMC unwinds until stopped.
extern unsigned __VERIFIER_nondet_uint(void);
#include <assert.h>

int main(void) {
  unsigned a = 1, b = 1;
  while (1) {
    unsigned c = __VERIFIER_nondet_uint() % 3;
    a = a * 3 + c;
    b = b + c * c;
    assert(a != 0 || b != 0);
  }
}
