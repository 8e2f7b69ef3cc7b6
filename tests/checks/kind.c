/* For k-induction, one check site of each kind in a loop (one in its condition). The input
   is masked to 0..7, which makes every site safe for every depth (1-inductive); with -DBAD
   it is not masked and each site fails in frame 1 (or at the next loop test). */
extern int __VERIFIER_nondet_int(void);
#ifdef BAD
#define LIM(v) (v)
#else
#define LIM(v) ((v) & 7)
#endif
int buf[8];
int m = 0;
int main(void) {
  int acc = 0;
  while (100 / (8 - m) > 0) {
    int n = LIM(__VERIFIER_nondet_int());
    int s = n * 268435456;             /* n = 8: 2^31 */
    unsigned u = 4294967288u + (unsigned)n; /* n = 8: wraps */
    int q = 100 / (8 - n);             /* n = 8: division by zero */
    unsigned sh = 1u << (n + 24);      /* n = 8: shift by 32 */
    signed char c = n * 16;            /* n = 8: 128 */
    buf[n] = s + q;                    /* n = 8: out of bounds */
    acc = (acc % 1000) + n;
    m = n;
  }
  return 0;
}
