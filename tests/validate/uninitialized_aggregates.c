// The counterexample needs particular values of locals declared without an initializer, in
// the second execution of their declarations: an array element, a scalar declared beside it,
// and a struct member.
extern void __VERIFIER_assert(int);

struct pair { short a; int b; };

int main(void) {
  int k = 0;
  while (1) {
    int v[3], w;
    struct pair p;
    k++;
    if (k == 2)
      __VERIFIER_assert(v[1] != 7 || w != -3 || p.b != 9);
  }
  return 0;
}
