// expect: SUCCESSFUL complete
// domain: -2..2
// explore: exhaustive
//
// Bubble sort of five nondeterministic ints (main loop: the outer for, four
// passes; inner bound 4 - i).  After pass i the last i + 1 elements are in
// their final place, so the array is sorted after 4 passes; swapping keeps the
// elements, so the old first and last ones lie between the new minimum and
// maximum.  Terminates: complete proof.  (A sum-preservation assertion made
// the SAT problem too hard: an adder-tree miter, > 30 s.)
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int a[5];

int main(void) {
  a[0] = __VERIFIER_nondet_int();
  a[1] = __VERIFIER_nondet_int();
  a[2] = __VERIFIER_nondet_int();
  a[3] = __VERIFIER_nondet_int();
  a[4] = __VERIFIER_nondet_int();
  int first = a[0], last = a[4];
  for (int i = 0; /*@head*/ i < 4; i++) {
    for (int j = 0; j < 4 - i; j++) {
      if (a[j] > a[j + 1]) {
        int t = a[j];
        a[j] = a[j + 1];
        a[j + 1] = t;
      }
    }
  }
  assert(a[0] <= a[1]);
  assert(a[1] <= a[2]);
  assert(a[2] <= a[3]);
  assert(a[3] <= a[4]);
  assert(a[0] <= first && first <= a[4]);
  assert(a[0] <= last && last <= a[4]);
  return 0;
}
