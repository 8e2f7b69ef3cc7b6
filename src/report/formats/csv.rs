//! The counterexample's inputs as a CSV table (RFC 4180): a header row, then one row per frame
//! 0..=violation frame (frames without inputs have empty cells). The first column is `frame`;
//! then one column per input variable in order of first appearance. A frame that reads the
//! same variable twice fills `name`, then `name#2`, and so on. A float input's column holds
//! the shortest decimal that reads back as the same float (`500.0`); the column after it,
//! `name:bits`, its exact IEEE bits (`0x43fa0000`), which a replay reads.

use std::collections::HashMap;

use crate::engine::Trace;
use crate::ir::Program;

pub fn test_vector(_program: &Program, trace: &Trace) -> String {
    let mut columns: Vec<String> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    // (frame, column, value) in trace order.
    let mut cells: Vec<(u32, usize, String)> = Vec::new();
    let mut seen_in_frame: HashMap<(u32, &str), u32> = HashMap::new();
    for (frame, step) in trace.inputs() {
        let n = seen_in_frame.entry((frame, step.name.as_str())).or_insert(0);
        *n += 1;
        let name = if *n == 1 { step.name.clone() } else { format!("{}#{}", step.name, n) };
        let bits = super::bits_text(step.value, step.ty);
        let col = *index.entry(name.clone()).or_insert_with(|| {
            columns.push(name.clone());
            if bits.is_some() {
                columns.push(format!("{name}:bits"));
            }
            columns.len() - 1 - usize::from(bits.is_some())
        });
        cells.push((frame, col, super::value_text(step.value, step.ty)));
        // (A name read as an integer first has no bits column.)
        if let Some(b) = bits.filter(|_| columns.get(col + 1).is_some_and(|c| c.ends_with(":bits")))
        {
            cells.push((frame, col + 1, b));
        }
    }
    let rows = trace.frame as usize + 1;
    let mut table: Vec<Vec<Option<String>>> = vec![vec![None; columns.len()]; rows];
    for (frame, col, value) in cells {
        if let Some(row) = table.get_mut(frame as usize) {
            row[col] = Some(value);
        }
    }
    let mut out = String::new();
    let header: Vec<String> =
        std::iter::once("frame".to_string()).chain(columns.iter().map(|c| field(c))).collect();
    out.push_str(&header.join(","));
    out.push('\n');
    for (frame, row) in table.iter().enumerate() {
        out.push_str(&frame.to_string());
        for cell in row {
            out.push(',');
            if let Some(v) = cell {
                out.push_str(v);
            }
        }
        out.push('\n');
    }
    out
}

/// A field, quoted when it holds a comma, a quote or a line break (RFC 4180, section 2).
fn field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) || s.starts_with(' ') || s.ends_with(' ') {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::trace::{Step, StepKind, TraceFrame};
    use crate::ir::{IntTy, Loc, PropId};

    fn input(name: &str, value: i128) -> Step {
        Step {
            kind: StepKind::Input { source: "__VERIFIER_nondet_int".into() },
            name: name.into(),
            ty: crate::ir::ScalarTy::Int(IntTy::INT),
            value,
            loc: Loc::default(),
        }
    }

    #[test]
    fn rows_columns_and_repeats() {
        let assign = Step { kind: StepKind::Assign, ..input("y", 9) };
        let trace = Trace {
            prop: PropId(0),
            frame: 3,
            loc: Loc::default(),
            frames: vec![
                TraceFrame { frame: 1, steps: vec![input("x", 1), assign, input("x", 2)] },
                TraceFrame { frame: 3, steps: vec![input("a,\"b\"", -5), input("x", 7)] },
            ],
            uninit: Default::default(),
            removed: Vec::new(),
        };
        let csv = test_vector(&Program::default(), &trace);
        assert_eq!(csv, "frame,x,x#2,\"a,\"\"b\"\"\"\n0,,,\n1,1,2,\n2,,,\n3,7,,-5\n");
    }
}
