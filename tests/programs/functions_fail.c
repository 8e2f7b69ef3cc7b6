// expect: FAILED depth=2
// cbmc-depth: 3
// witness: 5 99 5
// domain: -2..6
//
// Functions are inlined; tri() is recursive, bounded by its constant `fuel`
// argument.  clamp() maps the input to [0,5] and tri(n, 5) == n(n+1)/2 <= 15,
// so total >= 40 needs three frames (15 + 15 + 15 = 45 >= 40, 30 < 40):
// frame 2.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int calls;

int clamp(int v, int lo, int hi) {
  if (v < lo)
    return lo;
  if (v > hi)
    return hi;
  return v;
}

int tri(int n, int fuel) {
  calls++;
  if (fuel == 0 || n <= 0)
    return 0;
  return n + tri(n - 1, fuel - 1);
}

void check(int total) {
  if (total >= 40)
    reach_error();
}

int main(void) {
  int total = 0;
  while (/*@head*/ 1) {
    int n = clamp(__VERIFIER_nondet_int(), 0, 5);
    total += tri(n, 5);
    check(total);
  }
  return 0;
}
