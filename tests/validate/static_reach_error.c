// reach_error is static with an empty body: the compiled program would go on after the call,
// so the replay must catch the call itself.
extern unsigned char __VERIFIER_nondet_uchar(void);
static void reach_error(void) {}

int main(void) {
  unsigned char last = 0;
  int same = 0;
  while (1) {
    unsigned char v = __VERIFIER_nondet_uchar();
    if (v == last)
      same++;
    else
      same = 0;
    last = v;
    if (same == 2)
      reach_error();
  }
  return 0;
}
