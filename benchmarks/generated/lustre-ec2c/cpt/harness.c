/* Harness for the node cpt compiled by the Lustre V4 tool chain (ec2c 0.67, context method
 * HEAP, external calls as PROCEDURES): a modulo-10 counter with a reset input and a LED that
 * toggles on each reset.  The context cpt_ctx holds the pre/-> memories (M14, M7, M2 and their
 * nil flags); inputs go through cpt_I_reset, outputs come back through the output procedures
 * cpt_O_led_on and cpt_O_counter, which the user defines (here: they store the values).
 * PROP 1 (holds):  the counter output stays in [0, 9].
 * PROP 2 (false):  "the counter never shows 9" -- without resets it reaches 9 at cycle 10.
 * PROP 3 (false):  "the LED is never on in two consecutive cycles" -- a reset turns it on
 *                  and it stays on until the next reset.
 * PROP 4 (holds):  a cycle with reset (other than the first) outputs counter 0. */
/* PROP 11..14: the temporal requirements CPT-5..CPT-8 of requirements.toml written by hand
 * with explicit history variables (the requirements file's expectations come from these). */
#include <assert.h>
#include "cpt.c"

extern _Bool nondet_bool(void);

#ifndef PROP
#define PROP 1
#endif

static _boolean led_on;
static _integer counter;

void cpt_O_led_on(void *cdata, _boolean v) { (void)cdata; led_on = v; }
void cpt_O_counter(void *cdata, _integer v) { (void)cdata; counter = v; }

int main(void)
{
  cpt_ctx *ctx = cpt_new_ctx((void *)0);
  _boolean prev_led = _false;
  _boolean rst;
#if PROP >= 11
  int k = 0;           /* step number, saturating at 20 */
  int pc = 0;          /* the counter at the previous step */
  int prst = 0;        /* reset at the previous step */
  int quiet = 0;       /* consecutive steps without reset, saturating */
  int waiting = -1;    /* steps an unanswered press of reset has waited (-1: none) */
#endif
  while (1) {
    rst = nondet_bool() ? _true : _false;
    cpt_I_reset(ctx, rst);
    cpt_step(ctx);
#if PROP == 1
    assert(counter >= 0 && counter <= 9);
#elif PROP == 2
    assert(counter != 9);
#elif PROP == 3
    assert(!(prev_led && led_on));
#elif PROP == 4
    assert(!rst || counter == 0);
#elif PROP == 11
    /* CPT-5 (holds): without reset the counter advances by 1 modulo 10 */
    k = k < 20 ? k + 1 : k;
    assert(!(k > 1 && !rst) || counter == (pc + 1) % 10);
    pc = counter;
#elif PROP == 12
    /* CPT-6 (holds): the LED changes only in a step with reset */
    k = k < 20 ? k + 1 : k;
    assert(!(k > 1 && led_on != prev_led) || rst);
#elif PROP == 13
    /* CPT-7 (false at 2): a press of reset turns the LED on at that step or the next */
    k = k < 20 ? k + 1 : k;
    if (rst && !(k > 1 && prst) && waiting < 0) {
      waiting = 0;
    }
    prst = rst;
    if (led_on) {
      waiting = -1;
    }
    assert(waiting < 1);
    if (waiting >= 0) {
      waiting++;
    }
#elif PROP == 14
    /* CPT-8 (false at 11): after 10 steps without reset the counter shows 9 */
    k = k < 20 ? k + 1 : k;
    quiet = !rst ? (quiet < 20 ? quiet + 1 : quiet) : 0;
    assert(!(k >= 10 && quiet >= 10) || counter == 9);
#endif
    prev_led = led_on;
  }
  return 0;
}
