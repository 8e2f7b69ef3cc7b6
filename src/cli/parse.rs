//! From the command line's words to `Cli`: CBMC's options that ibmc does not parse itself are
//! looked up in `cbmc_options` first (dropped with a note, dropped silently as ibmc's default,
//! or refused with their reason), an unknown option gets the closest known name, and a
//! negative number after a numeric option is named as such; clap parses the rest. Nothing
//! reaches clap that would give its bare "unexpected argument".

use clap::CommandFactory;

use super::cbmc_options::{self, spelled, Arity, Treatment};
use super::Cli;

/// A parsed command line and the notes to print about CBMC options it dropped.
#[derive(Debug)]
pub struct Parsed {
    pub cli: Cli,
    pub notes: Vec<String>,
}

/// Why a command line is not run.
#[derive(Debug)]
pub enum ParseError {
    /// clap's own answer: --help and --version (exit 0) or an invalid value (exit 1).
    Clap(clap::Error),
    /// A usage error (exit 1) with its sentence.
    Usage(String),
}

impl ParseError {
    pub fn exit_code(&self) -> u8 {
        match self {
            ParseError::Clap(e) => match e.kind() {
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => 0,
                _ => 1,
            },
            ParseError::Usage(_) => 1,
        }
    }
}

/// The long options clap knows (with aliases), and whether each takes a value.
struct Known {
    longs: Vec<(String, bool, Option<String>)>,
    shorts: Vec<char>,
}

impl Known {
    fn of_cli() -> Known {
        let cmd = Cli::command();
        let mut longs =
            vec![("help".to_string(), false, None), ("version".to_string(), false, None)];
        let mut shorts = vec!['h', 'V'];
        for a in cmd.get_arguments() {
            let takes = a.get_action().takes_values();
            let value_name = a.get_value_names().and_then(|v| v.first()).map(|s| s.to_string());
            if let Some(l) = a.get_long() {
                longs.push((l.to_string(), takes, value_name.clone()));
            }
            for l in a.get_all_aliases().unwrap_or_default() {
                longs.push((l.to_string(), takes, value_name.clone()));
            }
            shorts.extend(a.get_short());
        }
        Known { longs, shorts }
    }

    fn long(&self, name: &str) -> Option<&(String, bool, Option<String>)> {
        self.longs.iter().find(|l| l.0 == name)
    }

    /// The known option (ibmc's or CBMC's) spelled closest to `name`.
    fn closest(&self, name: &str) -> Option<String> {
        let names = self
            .longs
            .iter()
            .map(|l| l.0.as_str())
            .chain(cbmc_options::CBMC_OPTIONS.iter().map(|o| o.name).filter(|n| n.len() > 1));
        names
            .map(|n| (edit_distance(name, n), n))
            .filter(|(d, n)| *d <= (n.len().max(name.len()) / 2).max(2))
            .min()
            .map(|(_, n)| spelled(n))
    }
}

/// Parses `args` (the program name first), as the `ibmc` command does.
pub fn parse_from<I, T>(args: I) -> Result<Parsed, ParseError>
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString>,
{
    let words: Vec<std::ffi::OsString> = args.into_iter().map(Into::into).collect();
    let (kept, notes) = translate(&words)?;
    let mut cli = Cli::try_parse_from_words(kept).map_err(ParseError::Clap)?;
    // CBMC's spellings of what ibmc has under its own names.
    cli.trace |= cli.compact_trace;
    // `json`: quiet, one machine-readable report at the end (in CBMC's schema: `Cli::ui`).
    cli.json |= cli.json_ui || cli.xml_ui;
    if let Some(v) = cli.verbosity {
        cli.verbose = cli.verbose.max(match v {
            0..=6 => 0,
            7 | 8 => 1,
            _ => 2,
        });
    }
    Ok(Parsed { cli, notes })
}

impl Cli {
    fn try_parse_from_words(words: Vec<std::ffi::OsString>) -> Result<Cli, clap::Error> {
        <Cli as clap::Parser>::try_parse_from(words)
    }
}

/// The words clap is to parse, and the notes; or the usage error of the first word that is
/// neither ibmc's nor an accepted CBMC option.
fn translate(
    words: &[std::ffi::OsString],
) -> Result<(Vec<std::ffi::OsString>, Vec<String>), ParseError> {
    let known = Known::of_cli();
    let mut kept: Vec<std::ffi::OsString> = words.iter().take(1).cloned().collect();
    let mut notes = Vec::new();
    let mut i = 1;
    while i < words.len() {
        let raw = &words[i];
        i += 1;
        let word = raw.to_string_lossy();
        if word == "--" {
            kept.extend(words[i - 1..].iter().cloned());
            break;
        }
        let Some(stripped) = word.strip_prefix('-').filter(|w| !w.is_empty()) else {
            kept.push(raw.clone());
            continue;
        };
        // `-I dir`, `-Idir`, `-vv`: clap's short options. A single dash before a long name
        // (`-no-pointer-primitive-check`) is accepted as CBMC's parser does.
        let long = stripped.strip_prefix('-').unwrap_or(stripped);
        let (name, inline) = match long.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (long, None),
        };
        let single_dash = !stripped.starts_with('-');
        let is_short = single_dash
            && stripped.chars().next().is_some_and(|c| known.shorts.contains(&c))
            && known.long(name).is_none()
            && cbmc_options::find(name).is_none_or(|o| o.name.len() == 1);
        if is_short {
            kept.push(raw.clone());
            // `-I DIR` and `-j N`: the next word is the value.
            if stripped.len() == 1 && matches!(stripped, "I" | "D" | "j") && i < words.len() {
                kept.push(words[i].clone());
                i += 1;
            }
            continue;
        }
        if let Some((_, takes, value_name)) = known.long(name) {
            kept.push(format!("--{long}").into());
            if *takes && inline.is_none() && i < words.len() {
                let next = words[i].to_string_lossy();
                check_not_negative(name, value_name.as_deref(), &next)?;
                kept.push(words[i].clone());
                i += 1;
            }
            continue;
        }
        let Some(o) = cbmc_options::find(name) else {
            return Err(ParseError::Usage(unknown(&word, name, &known)));
        };
        let value = match (o.arity, inline) {
            (Arity::Flag, _) => None,
            (_, Some(v)) => Some(v.to_string()),
            (Arity::Value, None) => {
                i += 1;
                words.get(i - 1).map(|w| w.to_string_lossy().into_owned())
            }
            (Arity::Optional(values), None) => {
                let next = words.get(i).map(|w| w.to_string_lossy().into_owned());
                let taken = next.filter(|n| values.contains(&n.as_str()));
                i += usize::from(taken.is_some());
                taken
            }
        };
        let shown = spelled(o.name);
        match o.treatment {
            Treatment::Ibmc(_) => {
                return Err(ParseError::Usage(format!(
                    "internal error: {shown} is in the CBMC table as ibmc's, but not an ibmc option"
                )))
            }
            Treatment::Default(values, why) => {
                if let Some(v) =
                    value.filter(|v| !values.is_empty() && !values.contains(&v.as_str()))
                {
                    return Err(ParseError::Usage(format!("{shown} {v} is not supported: {why}")));
                }
            }
            Treatment::Note(why) => notes.push(format!("{shown} has no effect in ibmc: {why}")),
            Treatment::Refuse(why) => {
                return Err(ParseError::Usage(format!("{shown} is not supported: {why}")))
            }
        }
    }
    Ok((kept, notes))
}

/// `--unwind-max -1`: clap would take `-1` for an option and suggest `-- -1`.
fn check_not_negative(name: &str, value_name: Option<&str>, next: &str) -> Result<(), ParseError> {
    let negative_number = next
        .strip_prefix('-')
        .is_some_and(|d| d.chars().next().is_some_and(|c| c.is_ascii_digit() || c == '.'));
    if !negative_number {
        return Ok(());
    }
    let what = match value_name {
        Some("N") => "a number of 0 or more",
        Some("SECS") => "a positive number of seconds",
        Some("MB") => "a positive number of megabytes",
        _ => "a value",
    };
    Err(ParseError::Usage(format!("--{name} takes {what}, not {next}")))
}

fn unknown(word: &str, name: &str, known: &Known) -> String {
    let hint = match known.closest(name) {
        Some(c) => format!(" (the closest known option is {c})"),
        None => String::new(),
    };
    format!("unknown option {word}{hint}; ibmc --help lists ibmc's options, README.md's \"CBMC options\" table CBMC's")
}

/// Levenshtein distance (option names are short).
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for j in 0..b.len() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != b[j])).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}
