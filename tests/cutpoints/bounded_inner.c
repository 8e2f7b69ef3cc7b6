/* Inner loops bounded by constant propagation (a counted loop with a data-dependent exit, and
 * a helper's loop) are unwound inside each frame: no cut point, frames are iterations of the
 * main loop, exactly as before cut points existed. Fails in frame 3. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);
int sum;

int scan(void) {
  int found = 0;
  for (int j = 0; j < 4; j++) {
    if (__VERIFIER_nondet_int()) {
      found = j;
      break;
    }
  }
  return found;
}

int main(void) {
  sum = 0;
  while (1) {
    int k = scan();
    for (int i = 0; i < 3; i++) {
      sum += k;
    }
    if (sum > 25) {
      __VERIFIER_error();
    }
  }
  return 0;
}
