//! The CBMC table against the clap options, and the parser's answers.

use clap::CommandFactory;

use super::cbmc_options::{Treatment, CBMC_OPTIONS};
use super::*;

fn parse(line: &str) -> Result<Parsed, ParseError> {
    let mut words = vec!["ibmc".to_string(), "main.c".to_string()];
    words.extend(line.split_whitespace().map(str::to_string));
    parse_from(words)
}

fn usage(line: &str) -> String {
    match parse(line) {
        Err(ParseError::Usage(m)) => m,
        other => panic!("{line}: expected a usage error, got {other:?}"),
    }
}

#[test]
fn every_ibmc_entry_is_a_clap_option_and_no_other_is() {
    let cmd = Cli::command();
    let clap_has = |name: &str| {
        cmd.get_arguments().any(|a| {
            a.get_long() == Some(name)
                || a.get_all_aliases().unwrap_or_default().contains(&name)
                || (name.len() == 1 && a.get_short() == name.chars().next())
        }) || name == "version"
    };
    for o in CBMC_OPTIONS {
        let is_ibmc = matches!(o.treatment, Treatment::Ibmc(_));
        assert_eq!(clap_has(o.name), is_ibmc, "--{}: table and clap disagree", o.name);
    }
}

#[test]
fn names_are_unique() {
    for (i, o) in CBMC_OPTIONS.iter().enumerate() {
        assert!(CBMC_OPTIONS[..i].iter().all(|p| p.name != o.name), "--{} twice", o.name);
    }
}

#[test]
fn notes_defaults_and_refusals() {
    let p = parse("--arrays-uf-always --no-propagation --64 --object-bits 8 --paths lifo").unwrap();
    assert_eq!(p.notes.len(), 4, "{:?}", p.notes);
    assert!(p.notes[0].starts_with("--arrays-uf-always has no effect in ibmc: "));
    assert_eq!(p.cli.files.len(), 1, "the dropped options' values are not files");
    assert!(usage("--smt2").starts_with("--smt2 is not supported: ibmc decides"));
    assert!(usage("--32").contains("LP64"));
    assert!(usage("--arch i386").starts_with("--arch i386 is not supported"));
    assert!(parse("--arch x86_64 --mm sc").is_ok());
}

#[test]
fn cbmc_spellings_set_ibmc_options() {
    let p = parse("--no-standard-checks --no-bounds-check --compact-trace --verbosity 9").unwrap();
    assert!(p.cli.no_standard_checks && p.cli.no_bounds_check && p.cli.trace);
    assert_eq!(p.cli.verbose, 2);
    let p = parse("-no-pointer-primitive-check --unwindset main.0:5,f.1:2").unwrap();
    assert!(p.cli.no_pointer_primitive_check);
    assert_eq!(p.cli.unwindset, ["main.0:5", "f.1:2"]);
}

#[test]
fn unknown_options_and_negative_numbers() {
    assert_eq!(
        usage("--unwnd 3"),
        "unknown option --unwnd (the closest known option is --unwind); ibmc --help lists \
         ibmc's options, README.md's \"CBMC options\" table CBMC's"
    );
    assert_eq!(usage("--unwind-max -1"), "--unwind-max takes a number of 0 or more, not -1");
    assert_eq!(usage("--timeout -2"), "--timeout takes a positive number of seconds, not -2");
}

/// README.md's "CBMC options" table is the rendering of the table; `IBMC_BLESS=1` rewrites it.
#[test]
fn readme_table_is_current() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/README.md");
    let readme = std::fs::read_to_string(path).expect("README.md");
    let (begin, end) = ("<!-- cbmc-options:begin -->\n", "<!-- cbmc-options:end -->");
    let start = readme.find(begin).expect("README has the cbmc-options markers") + begin.len();
    let stop = readme[start..].find(end).expect("end marker") + start;
    let table = super::cbmc_options::readme_table();
    if std::env::var_os("IBMC_BLESS").is_some() {
        std::fs::write(path, format!("{}{table}{}", &readme[..start], &readme[stop..])).unwrap();
        return;
    }
    assert!(
        readme[start..stop] == table,
        "README's CBMC table is stale: IBMC_BLESS=1 cargo test --lib readme_table"
    );
}
