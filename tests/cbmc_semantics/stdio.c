#include <stdio.h>
#include <string.h>
#include <assert.h>
int main(void) {
  char buf[8];
  FILE *f = fopen("/nonexistent/ibmc-test", "r");
  if (f) {
    if (fgets(buf, sizeof buf, f) != 0) {
      assert(strlen(buf) < 8);
      assert(buf[0] != 'x');
    }
    fclose(f);
  }
  assert(f == 0);
  return 0;
}
