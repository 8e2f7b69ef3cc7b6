/* One property that holds (mode exclusivity of a chart with two parallel flags) and one that
 * fails after 7 cycles (a counter passing 6). */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int on, off, n;
int main(void) {
  on = 0;
  off = 1;
  n = 0;
  while (1) {
    int ev = __VERIFIER_nondet_int();
    if (ev == 1 && off) { off = 0; on = 1; }
    else if (ev == 2 && on) { on = 0; off = 1; }
    if (n < 100) n++;
    if (on == off) reach_error();
    if (n > 6) reach_error();
  }
}
