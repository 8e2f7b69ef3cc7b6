// y is computed in frame 2 (k == 1) and first read by the property in frame 5;
// z is computed in every frame and never read by any property.
// A violation needs the frame-2 input to be 2 (y == 7): FAILED at frame 5.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int y, z;
int main(void) {
  int k = 0;
  while (1) {
    int in = __VERIFIER_nondet_int();
    if (k == 1) y = in * 3 + 1;
    z = in * 5 + z;
    k++;
    if (k == 5) __VERIFIER_assert(y != 7);
  }
}
