// expect: FAILED depth=1
// cbmc-depth: 2
// witness: 127 255 32767 65535 2147483647 4294967295 9223372036854775807 18446744073709551615 1 255  -128 0 -32768 0 -2147483648 0 -9223372036854775808 0 0 0
// domain: -1..1
//
// Every nondet function returns a value of its own type (range constraints
// hold, so the range checks never fire).  Stage 1 needs all the maxima in one
// frame, stage 2 all the minima in a later frame: depth 1.  The trace of this
// program has extreme values of every width (a good replay test).
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern short __VERIFIER_nondet_short(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern int nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern long __VERIFIER_nondet_long(void);
extern unsigned long __VERIFIER_nondet_ulong(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern unsigned char nondet_uchar(void);
extern void reach_error(void);

int main(void) {
  int stage = 0;
  while (/*@head*/ 1) {
    char c = __VERIFIER_nondet_char();
    unsigned char uc = __VERIFIER_nondet_uchar();
    short s = __VERIFIER_nondet_short();
    unsigned short us = __VERIFIER_nondet_ushort();
    int i = nondet_int();
    unsigned int u = __VERIFIER_nondet_uint();
    long l = __VERIFIER_nondet_long();
    unsigned long ul = __VERIFIER_nondet_ulong();
    _Bool b = __VERIFIER_nondet_bool();
    unsigned char uc2 = nondet_uchar();
    if (c < -128 || c > 127 || uc > 255 || s < -32768 || s > 32767 ||
        us > 65535 || uc2 > 255)
      reach_error();
    assert((int)b == 0 || (int)b == 1);
    int maxes = c == 127 && uc == 255 && s == 32767 && us == 65535 &&
                i == 2147483647 && u == 4294967295u &&
                l == 9223372036854775807L && ul == 18446744073709551615UL &&
                b && uc2 == 255;
    int mins = c == -128 && uc == 0 && s == -32768 && us == 0 &&
               i == -2147483647 - 1 && u == 0 &&
               l == -9223372036854775807L - 1 && ul == 0 && !b && uc2 == 0;
    if (stage == 0 && maxes)
      stage = 1;
    else if (stage == 1 && mins)
      stage = 2;
    if (stage == 2)
      reach_error();
  }
  return 0;
}
