// expect: FAILED depth=2
// cbmc-depth: 3
// witness: 300 300 300
// domain: 0..300
//
// 64-bit long (LP64).  bal starts 807 below LONG_MAX; with deposits <= 300 it
// wraps negative only once the total exceeds 807: three frames (900), frame 2.
// A deterministic 64-bit LCG is checked against values computed independently
// (Python, modulo 2^64); those assertions always hold.
#include <assert.h>
extern long __VERIFIER_nondet_long(void);
extern void __VERIFIER_assume(int);

int main(void) {
  long bal = 9223372036854775000L;
  unsigned long long h = 12345;
  int k = 0;
  while (/*@head*/ 1) {
    h = h * 6364136223846793005ULL + 1442695040888963407ULL;
    assert(k != 0 || h == 2021368500568277588ULL);
    assert(k != 1 || h == 4895494634720187923ULL);
    assert(k != 2 || (h == 16336879138292273062ULL && (h >> 61) == 7));
    k++;
    long amt = __VERIFIER_nondet_long();
    __VERIFIER_assume(amt >= 0 && amt <= 300);
    bal += amt;
    assert(bal > 0);
  }
  return 0;
}
