// expect: FAILED depth=2
// cbmc-depth: 3
// witness: 1 101  0 101  0 101
// domain: 0..2
//
// Inputs come from functions that are declared but not defined (read_button,
// read_sensor): their results are nondeterministic.  hot counts consecutive
// frames with the heater on and t > 100; hot <= k + 1 after frame k, so
// hot == 3 first happens in frame 2.
#include <assert.h>
extern void __VERIFIER_assume(int);
int read_sensor(void);
unsigned char read_button(void);

int main(void) {
  int heater = 0;
  int hot = 0;
  while (/*@head*/ 1) {
    unsigned char b = read_button();
    if (b & 1)
      heater = !heater;
    int t = read_sensor();
    __VERIFIER_assume(t >= -40 && t <= 150);
    if (heater && t > 100)
      hot++;
    else
      hot = 0;
    assert(hot < 3);
  }
  return 0;
}
