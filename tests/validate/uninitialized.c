// The counterexample needs a value of an uninitialized local, which the harness cannot set.
extern void __VERIFIER_assert(int);

int main(void) {
  int x;
  int i = 0;
  while (1) {
    x--;
    i++;
    __VERIFIER_assert(x != 0 || i < 3);
  }
  return 0;
}
