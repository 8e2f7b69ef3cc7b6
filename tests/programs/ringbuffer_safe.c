// expect: SUCCESSFUL bounded unwind-max=20
// options: --unwind-max 20
// domain: -1..3
//
// Ring buffer of 4 ints, written and read at symbolic indices.  Only values in
// [0,100) are written and the unwritten cells are 0, so every read is in
// range; head in [0,4) and count in [0,4] by the guards.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int buf[4];

int main(void) {
  int head = 0, count = 0;
  while (/*@head*/ 1) {
    int op = __VERIFIER_nondet_int();
    if (op == 0 && count < 4) {
      int v = __VERIFIER_nondet_int();
      __VERIFIER_assume(v >= 0 && v < 100);
      buf[(head + count) % 4] = v;
      count++;
    } else if (op == 1 && count > 0) {
      int v = buf[head];
      assert(v >= 0 && v < 100);
      head = (head + 1) % 4;
      count--;
    }
    assert(count >= 0 && count <= 4 && head >= 0 && head < 4);
  }
  return 0;
}
