/* A table search whose exit depends on an input and a table held in state: no constant
 * bounds it, but the index never passes the table's 40 entries. The requirement holds; with
 * -DBUG it fails when the key is not found. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void __VERIFIER_error(void);

#define N 40
int table[N];

static int find(int key) {
  int i = 0;
  while (i < N && table[i] != key) {
    i++;
  }
  return i;
}

int main(void) {
  for (int i = 0; i < N; i++) table[i] = 3 * i;
  while (1) {
    int key = __VERIFIER_nondet_int();
    int stride = __VERIFIER_nondet_int();
    __VERIFIER_assume(stride >= 1 && stride <= 3);
    int pos = find(key);
    /* a second loop, bounded by an input only */
    int hops = 0;
    for (int j = 0; j < 60; j += stride) hops++;
    if (pos > N || hops > 60) __VERIFIER_error();
#ifdef BUG
    if (pos == N) __VERIFIER_error();
#endif
    table[__VERIFIER_nondet_int() & 31] = key;
  }
}
