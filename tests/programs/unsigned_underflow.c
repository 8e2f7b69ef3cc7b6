// expect: FAILED depth=2
// cbmc-depth: 3
// witness: 4 4 4
// domain: 0..4
// explore: exhaustive
//
// Unsigned subtraction wraps around: the budget (10) only becomes > 10 after it
// underflows, which needs a total spend of at least 11; with spend <= 4 per
// frame that takes three frames (4+4+3): frame 2.
#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

int main(void) {
  unsigned int budget = 10;
  while (/*@head*/ 1) {
    unsigned int spend = __VERIFIER_nondet_uint();
    __VERIFIER_assume(spend <= 4);
    budget -= spend;
    assert(budget <= 10u);
  }
  return 0;
}
