/* A table of 901 string literals walked by a loop that measures each one: in the loop-bound
   probe, where the walk's index is arbitrary, each strlen is one instruction that reads
   every string (issue 41: gcc's torture test pr84478 has this shape). The probe has a budget
   of its own and must answer it, and --timeout, inside such an instruction. */
#include <string.h>
#include <stdlib.h>
#include <assert.h>

#define S1 "a", "bc",
#define S10 S1 S1 S1 S1 S1 "def", "",
#define S100 S10 S10 S10 S10 S10 S10 S10 S10 S10 S10
static const char *table[] = { S100 S100 S100 S100 S100 S100 S100 S100 S100 0 };

char *pool;
long used;

int main(void) {
  pool = malloc(4096);
  if (!pool)
    return 0;
  const char *s;
  int j = 0;
  long total = 0;
  while ((s = table[j++])) {
    long l = strlen(s);
    if (total + l >= 4096) return 0;
    total += l;
    while (l-- > 0)
      pool[used++] = *s++;
  }
  assert(total == used);
  assert(used == 9 * 10 * (5 * 3 + 3));
  return 0;
}
