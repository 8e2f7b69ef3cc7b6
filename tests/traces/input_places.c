/* Inputs stored through a pointer, at a symbolic index, into a parameter, and nowhere. */
typedef struct { int x; short y; } S;
S s; S *p = &s; int arr[4]; int idx;
int nondet_int(void); short nondet_short(void); unsigned char nondet_uchar(void);
void model_step(unsigned char u) { arr[0] = u; }
int main(void) {
  while (1) {
    p->x = nondet_int();
    p->y = nondet_int();
    idx = nondet_int();
    __CPROVER_assume(idx >= 0 && idx < 4);
    arr[idx] = nondet_short();
    *p = s;
    int u = nondet_int();
    model_step(u);
    model_step(nondet_int());
    if (nondet_int()) arr[1] = 5;
    __CPROVER_assert(!(arr[1] == 5 && s.x == 3 && arr[idx] == -2 && arr[0] == 9 && s.y == 4), "x");
  }
}
