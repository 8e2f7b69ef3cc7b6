extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
#define check(c) ((c) ? (void)0 : __assert_fail(#c, __FILE__, __LINE__, __func__))
int state;
int main(void)
{
  state = 0;
  while (1)
  {
    int in = __VERIFIER_nondet_int();
    if (in != 1 && in != 2)
      return 0;
    switch (in) {
    case 1:
      state = state + 1;
      break;
    case 2: case 3:
      state = state + 2;
      break;
    }
    switch (in) {
    default:
      state = state - 1;
      break;
    case 1:
      break;
    }
    switch (state) { case 5: state = 4; break; }
    if (state > 3 && in == 2)
    {
      ERROR: __VERIFIER_error();
    }
    check(state >= 0 && state < 100);
  }
}
