/* Embedded Coder style: state in rtDW, inputs in rtU, outputs in rtY; the step function writes
 * the state through pointers and has an address-taken local. A debouncer raises its output
 * after 20 stable samples; a saturating counter stays within its limit. */
#include <stdint.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);
typedef struct { uint16_t count; uint8_t out; uint8_t last; uint16_t sat; } DW;
typedef struct { uint8_t in; } ExtU;
typedef struct { uint8_t out; } ExtY;
DW rtDW;
ExtU rtU;
ExtY rtY;
#ifndef SAT_LIMIT
#define SAT_LIMIT 1000
#endif
static void count_up(uint16_t *c, uint16_t limit) {
  if (*c < limit)
    (*c)++;
}
static void step(void) {
  DW *dw = &rtDW;
  uint16_t next;
  uint8_t in = rtU.in != 0;
  if (in == dw->last) {
    next = dw->count;
    count_up(&next, 20);
  } else {
    next = 0;
  }
  dw->count = next;
  dw->last = in;
  if (dw->count >= 20)
    dw->out = in;
  count_up(&dw->sat, 1000);
  rtY.out = dw->out;
}
int main(void) {
  rtDW.count = 0;
  rtDW.out = 0;
  rtDW.last = 0;
  rtDW.sat = 0;
  while (1) {
    rtU.in = __VERIFIER_nondet_uchar();
    step();
    if (rtDW.count > 20)
      reach_error();
    if (rtDW.sat > SAT_LIMIT)
      reach_error();
  }
}
