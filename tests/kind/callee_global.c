#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int g = 0;
int counter = 0;
void bump(void) { counter++; if (counter > 3) g = 1; }
int main(void) {
  while (1) {
    assert(g == 0);          /* fails: g is written only inside bump() */
    bump();
  }
}
