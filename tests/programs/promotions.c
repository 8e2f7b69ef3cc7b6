// expect: FAILED depth=4
// cbmc-depth: 5
// witness: 255 -128 32767 -5 1  255 -128 32767 -5 1  255 -128 32767 -5 1  255 -128 32767 -5 1
// domain: -3..3
//
// Integer promotions and the usual arithmetic conversions in conditions.
// `progress` grows only in a frame where all the facts below hold, which needs
// c == 255, s == -128, h == 32767 and a negative i with 1 <= u < -i (e.g.
// i == -5, u == 1).  Each fact is true only with C's promotion rules (an 8- or
// 16-bit evaluation, or a signed comparison of i < u, makes one false and the
// error unreachable).  progress <= k at the head of frame k: depth 4.
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
extern char __VERIFIER_nondet_char(void);
extern short __VERIFIER_nondet_short(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int progress = 0;
  while (/*@head*/ 1) {
    assert(progress < 4);
    unsigned char c = __VERIFIER_nondet_uchar();
    char s = __VERIFIER_nondet_char();
    short h = __VERIFIER_nondet_short();
    int i = __VERIFIER_nondet_int();
    unsigned int u = __VERIFIER_nondet_uint();
    __VERIFIER_assume(i < 0 && i > -10 && u < 10);
    int ok = 1;
    if (!(c + 1 == 256))                 /* int arithmetic: c == 255 */
      ok = 0;
    if (!((unsigned char)(c + 1) == 0))  /* truncation back to 8 bits */
      ok = 0;
    if (!(~c == -256))                   /* ~ on the promoted int */
      ok = 0;
    if (i < u)                           /* i converted to unsigned: false */
      ok = 0;
    if (!(u + i > 4000000000u))          /* unsigned wrap of u + i */
      ok = 0;
    if (!(-u > 4294967286u))             /* unsigned negation, u >= 1 */
      ok = 0;
    if (!(s * s == 16384))               /* s == -128, no 8-bit wrap */
      ok = 0;
    if (!((s >> 1) == -64))              /* arithmetic shift of promoted s */
      ok = 0;
    if (!(c > s))                        /* 255 > -128 as ints */
      ok = 0;
    if (!(h + h == 65534))               /* h == 32767, no 16-bit wrap */
      ok = 0;
    if (!((short)(h + h) == -2))
      ok = 0;
    if (!((long)i * 3000000000L == -15000000000L)) /* 64-bit long */
      ok = 0;
    if (ok)
      progress++;
  }
  return 0;
}
