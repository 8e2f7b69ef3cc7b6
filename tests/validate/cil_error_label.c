/* CIL's output (the product-line tasks of cbmc-incr): `#line` directives name the original
   files, so the error label is not where the location says in this file, and an `__inline`
   function has no external definition under C99's inline semantics. */
#line 1 "lib.c"
extern int __VERIFIER_nondet_int(void);
extern int puts(const char *s);
int count;
__inline void check(int x)
{
  count += x;
  if (count == 7) {
    goto ERROR;
    ERROR: ;
  }
  puts("checked");
}
#line 40 "scenario.c"
int main(void)
{
  while (1) {
    int x = __VERIFIER_nondet_int();
    if (x < 1 || x > 3) return 0;
    check(x);
  }
}
