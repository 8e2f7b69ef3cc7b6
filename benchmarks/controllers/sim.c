/* Simulation harness for the controllers (independent of ibmc): the controller is compiled
 * with its main renamed, e.g.
 *   gcc -DPROP=1 -Dmain=controller_main chart_timer.c sim.c -DIPS=2 -DDIRECTED='{1,0}' -o sim
 *   ./sim directed        # the fastest input sequence: prints the violating step
 *   ./sim random SEED     # random inputs: prints the violating step or `none` (400 steps)
 * IPS is the number of nondet inputs per step, DIRECTED their values in the directed run. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int controller_main(void);
static long calls;
static int random_mode;
static const int directed[IPS] = DIRECTED;

static int next_input(int lo, int hi)
{
  int idx = (int)(calls % IPS);
  calls++;
  if (calls > 400L * IPS) {
    printf("none\n");
    exit(0);
  }
  if (!random_mode)
    return directed[idx];
  return lo + rand() % (hi - lo + 1);
}

int __VERIFIER_nondet_int(void) { return next_input(-100, 1100); }
unsigned char __VERIFIER_nondet_uchar(void) { return (unsigned char)(next_input(0, 3) != 0); }

void __assert_fail(const char *a, const char *f, unsigned int l, const char *fn)
{
  (void)a; (void)f; (void)l; (void)fn;
  printf("%ld\n", (calls + IPS - 1) / IPS);
  exit(0);
}

int main(int argc, char **argv)
{
  random_mode = argc > 1 && strcmp(argv[1], "random") == 0;
  srand(argc > 2 ? (unsigned)atoi(argv[2]) : 1U);
  return controller_main();
}
