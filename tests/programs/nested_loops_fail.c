// expect: FAILED depth=2
// cbmc-depth: 3
// witness: 3 3 3
// domain: 0..3
// explore: exhaustive
//
// Nested loops with constant bounds inside the main loop (loop ids in CBMC's
// order: main.0 the update loop, main.1 the j loop, main.2 the i loop, main.3
// the while loop, which is the main loop).  w == sum of grid[i] * (i + 1)
// grows by at most 4 per frame, so w >= 10 needs three frames: frame 2.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int grid[4];

int main(void) {
  while (/*@head*/ 1) {
    int k = __VERIFIER_nondet_int();
    __VERIFIER_assume(0 <= k && k < 4);
    for (int i = 0; i < 4; i++) {
      if (i == k)
        grid[i]++;
    }
    int w = 0;
    for (int i = 0; i < 4; i++) {
      for (int j = 0; j <= i; j++) {
        w += grid[i];
      }
    }
    assert(w < 10);
  }
  return 0;
}
