int __CPROVER_uninterpreted_h(int);
double __CPROVER_uninterpreted_d(double, long);
int main(void) {
  int x, y;
  int r = __CPROVER_uninterpreted_h(x);
  for (int i = 0; i < 3; i++) {
    int s = __CPROVER_uninterpreted_h(y);
    if (x == y) __CPROVER_assert(r == s, "consistent in a loop");
  }
  __CPROVER_assert(__CPROVER_uninterpreted_h(1) == __CPROVER_uninterpreted_h(1), "same");
  __CPROVER_assert(__CPROVER_uninterpreted_h(1) == __CPROVER_uninterpreted_h(2), "different args");
  double a = __CPROVER_uninterpreted_d(1.0, 2);
  __CPROVER_assert(a == __CPROVER_uninterpreted_d(1.0, 3), "d");
  __CPROVER_assert(r == 0, "unknown value");
  return 0;
}
