/* Reads argv: the counterexample needs argv[1][0] == 'x'; --validate passes it on the command line. */
#include <assert.h>
extern int nondet_int(void);
int main(int argc, char *argv[]) {
  int x = 0;
  if (argc == 2 && argv[1][0] == 'x') x = 1;
  while (1) {
    int in = nondet_int();
    if (x && in == 7) assert(0);
  }
  return 0;
}
