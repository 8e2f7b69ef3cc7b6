// A RERS-style event system: one input per step from a fixed set, a state machine whose
// transitions do arithmetic on the state, and an error reachable only through one input
// sequence (six steps deep). Compiled with -DSAFE the error condition cannot hold.
extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "event_machine.c", 6, "reach_error"); }

int a = 1, b = 7, mode = 0;

void step(int input) {
    if (mode == 0 && input == 3) { a = (a * 5 + b) % 97; mode = 1; }
    else if (mode == 1 && input == 5) { b = (b * a) % 89 + 2; mode = 2; }
    else if (mode == 2 && input == 2) { a = (a + b * 3) % 101; mode = 3; }
    else if (mode == 3 && input == 6) { mode = 4; }
    else if (mode == 4 && input == 1) { b = b * 2 - a % 7; mode = 5; }
    else if (input == 4) { mode = 0; a = 1; b = 7; }
#ifdef SAFE
    if (mode == 5 && a < 0) reach_error();
#else
    if (mode == 5 && a > 20 && b != 0) reach_error();
#endif
}

int main(void) {
    while (1) {
        int input = __VERIFIER_nondet_int();
        if (input != 1 && input != 2 && input != 3 && input != 4 && input != 5 && input != 6) return 0;
        step(input);
    }
}
