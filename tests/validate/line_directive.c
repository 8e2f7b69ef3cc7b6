// CIL-style #line directives: locations name another file (binutils' addr2line gets the file
// wrong with DWARF 5 line tables here, so the replay uses DWARF 4).
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);
#line 100 "original_source.c"
int main(void) {
  int n = 0;
  while (1) {
    if (__VERIFIER_nondet_int() == 42)
      n++;
    if (n == 2)
      __VERIFIER_error();
  }
  return 0;
}
