/* A global written only by `g = f(...)` inside a function the loop calls: the step case must
 * havoc it (it once kept g's initial value and proved the false property). Fails in frame 6. */
extern void reach_error(void);
int g;
static int next(int x) { return x < 10 ? x + 1 : x; }
static void step(void) { g = next(g); }
int main(void) {
  g = 0;
  while (1) {
    step();
    if (g > 5)
      reach_error();
  }
}
