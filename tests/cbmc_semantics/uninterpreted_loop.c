int __CPROVER_uninterpreted_u(int);
int nondet_int(void);
int main(void) {
  int first = __CPROVER_uninterpreted_u(5);
  while (1) {
    int x = nondet_int();
    int r = __CPROVER_uninterpreted_u(x);
    if (x == 5) __CPROVER_assert(r == first, "same as before the loop");
    if (x == 6) __CPROVER_assert(r == first, "another argument");
  }
}
