/* A check in the loop condition: y counts down from 5 in the body, so the division in the
   test divides by zero at the test after the 5th body execution: frame 5 (frame k is the
   k-th execution of the body and the next loop test). */
extern int __VERIFIER_nondet_int(void);
int buf[4];
int main(void) {
  int x = 100, y = 5, i = 0;
  while (x / y > 0) {
    int in = __VERIFIER_nondet_int();
    buf[i & 3] = in;
    i++;
    y--;
  }
  return 0;
}
