/* Check sites in the loop condition, at the head and in the body of the incremental loop and
   of an inner counted loop, none of which can fail: the assertion fails in frame 7 with or
   without the checks, and the loops keep their ids. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int hist[8];
int main(void) {
  int n = 0, sum = 0;
  while (n < 1000 && sum / (n + 1) < 100) {
    int in = __VERIFIER_nondet_int();
    if (in < 0 || in > 10)
      in = 0;
    for (int j = 0; j < 3; j++)
      hist[(n + j) & 7] += in;
    sum += in;
    n++;
    assert(n < 7);
  }
  return 0;
}
