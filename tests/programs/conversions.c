// expect: FAILED depth=2
// cbmc-depth: 3
// witness: 456 456
// domain: 190..470
//
// Conversions among _Bool, char, short and wider types.  The frame-0 facts
// always hold.  In the loop, hits grows only when v == 456 (the only value in
// [0,1000] with v % 256 == 200, bit 8 set (so (_Bool)(v & 256) == 1, not a
// truncation to 0) and v * 100 negative as a short).  hits <= k at the head
// of frame k: depth 2.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  assert((unsigned short)-1 == 65535);
  assert((signed char)200 == -56);
  assert((_Bool)256 == 1);
  assert((short)70000 == 4464);
  assert((long)(int)-1 == -1L);
  assert((unsigned long)(int)-1 == 18446744073709551615UL);
  assert((unsigned int)(signed char)-1 == 4294967295u);
  assert((int)(unsigned char)-1 == 255);
  assert((unsigned char)(signed char)-128 == 128);
  int hits = 0;
  while (/*@head*/ 1) {
    assert(hits < 2);
    int v = __VERIFIER_nondet_int();
    __VERIFIER_assume(v >= 0 && v <= 1000);
    _Bool b = v;
    _Bool b2 = v & 256;
    signed char sc = v;
    unsigned char uc = v;
    short sh = v * 100;
    if (b && b2 && sc == -56 && uc == 200 && sh < 0)
      hits++;
  }
  return 0;
}
