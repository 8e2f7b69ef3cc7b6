// expect: FAILED depth=7
// cbmc-depth: 8
// options: -I tests/programs/include -DBUG -DLIMIT=7
// witness:
//
// -I and -D reach the preprocessor: with BUG and LIMIT=7 the assertion is
// c < 7 with c == k at the head of frame k: frame 7.  Without -DBUG the loop
// asserts c >= 0, which holds for 2^31 - 1 frames (bounded success).  Without
// -I the include fails (a preprocessor error, exit 2).
#include <assert.h>
#include "ibmc_test_config.h"

int main(void) {
  int c = 0;
  while (/*@head*/ 1) {
#ifdef BUG
    assert(c < LIMIT);
#else
    assert(c >= 0);
#endif
    c += STEP;
  }
  return 0;
}
