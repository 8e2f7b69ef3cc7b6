typedef const int cint;
struct has_const { int a; const int b; };
struct nested { struct has_const inner; int c; };
struct plain { int a; int b; };
int g = 1;
cint k = 2;
int *const cp = &g;
const int *pc = &g;
int *const cps[2] = { &g, &g };
struct has_const hc = { 3, 4 };
struct nested ne = { { 5, 6 }, 7 };
struct plain pl = { 8, 9 };
struct plain pls[2] = { { 1, 2 }, { 3, 4 } };
int __CPROVER_mine = 5;
int counter(void) { static int n = 10; return n++; }
int main(void) {
  __CPROVER_assert(g == 1, "g");
  __CPROVER_assert(k == 2, "k");
  __CPROVER_assert(cp == &g, "cp");
  __CPROVER_assert(pc == &g, "pc");
  __CPROVER_assert(cps[1] == &g, "cps");
  __CPROVER_assert(hc.a == 3, "hc");
  __CPROVER_assert(ne.c == 7, "ne");
  __CPROVER_assert(pl.b == 9, "pl");
  __CPROVER_assert(pls[1].a == 3, "pls");
  __CPROVER_assert(__CPROVER_mine == 5, "mine");
  __CPROVER_assert(counter() == 10, "local static");
  return 0;
}
