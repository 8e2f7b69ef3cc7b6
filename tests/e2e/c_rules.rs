//! C semantics rules found by testing against code nobody here wrote (issue 41), each tested
//! as a rule (several programs, every place the rule applies), against gcc-compiled runs
//! (`expressions_match_gcc`) or, where gcc has no value, CBMC 6.6's verdict.

use crate::common::*;

/// C11 6.5.6p9: the difference of two pointers into one array is the difference of the
/// elements' subscripts, whatever the pointer was read from; a member `struct n *next`
/// declared inside `struct n` once counted bytes (its pointee was the incomplete type).
#[test]
fn a_pointer_difference_counts_elements_of_the_completed_struct() {
    expressions_match_gcc(
        "rule_ptr_diff",
        "struct n { struct n *next; long v; struct n *prev; };\n\
         struct list { struct list *items; int k; } ls[5];",
        vec![
            (
                "struct n ns[4]; ns[0].next = &ns[3]; ns[3].prev = &ns[1]; struct n *p = ns;",
                vec![
                    "ns[0].next - ns",
                    "ns[3].prev - ns[0].next",
                    "p - ns[0].next",
                    "ns[0].next - &ns[1]",
                ],
            ),
            (
                "ls[1].items = &ls[4]; ls[4].items = ls + 2;",
                vec![
                    "ls[1].items - ls",
                    "ls[1].items->items - ls[1].items",
                    "(ls[4].items - ls) * 10 + ls[4].items->k",
                ],
            ),
        ],
    );
}
