// expect: SUCCESSFUL bounded unwind-max=20
// options: --unwind-max 20
// domain: 0..100
//
// unsigned char and signed char accumulators agree with an int shadow kept
// modulo 256 (conversion to unsigned char is reduction modulo 256; gcc/x86-64
// converts to signed char modulo 256 into [-128,127]).
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  unsigned char c = 0;
  signed char sc = 0;
  int shadow = 0;
  while (/*@head*/ 1) {
    int s = __VERIFIER_nondet_int();
    __VERIFIER_assume(s >= 0 && s <= 100);
    c += s;
    sc = (signed char)(sc + s);
    shadow = (shadow + s) % 256;
    assert(c == shadow);
    assert(sc == (shadow >= 128 ? shadow - 256 : shadow));
  }
  return 0;
}
