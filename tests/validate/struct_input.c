/* Inputs read as whole structs from a function without a body (cbmc-incr's cruise2 shape):
   the violation needs particular values in several members, over several iterations. */
#include <assert.h>

struct sample {
  char tag;
  double level;
  short window[3];
  struct { int id; float gain; } src;
};

extern struct sample read_sample(void);

int main(void) {
  int armed = 0;
  while (1) {
    struct sample s = read_sample();
    if (s.tag == 'A' && s.src.id == 7)
      armed++;
    else if (s.tag != 'A')
      armed = 0;
    if (armed >= 2 && s.level > 2.5 && s.window[2] - s.window[0] == 3 && s.src.gain < -1.0f)
      assert(0);
  }
}
