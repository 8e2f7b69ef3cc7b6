//! The SAT boundary: a small incremental-solver trait and its CaDiCaL implementations.
//!
//! Architecture invariant: nothing outside this module names a concrete solver; engines get a
//! `Box<dyn SatSolver>` from `new_solver`, so another solver is one new impl. Which one, and
//! with which CaDiCaL configuration and options, is a `SatConfig` (`--sat-solver SPEC`).
//!
//! A build links exactly one CaDiCaL: 1.9.5 (cargo feature `cadical1`, the default) or 3.0.1
//! (`cadical3`); both libraries define the same C++ symbols, so one binary cannot hold both.

#[cfg(all(feature = "cadical1", feature = "cadical3"))]
compile_error!("features `cadical1` and `cadical3` exclude each other (`--no-default-features --features cadical3`)");
#[cfg(not(any(feature = "cadical1", feature = "cadical3")))]
compile_error!("one SAT solver feature is needed: `cadical1` (default) or `cadical3`");

#[cfg(feature = "cadical1")]
pub mod cadical;
#[cfg(feature = "cadical3")]
pub mod cadical3;

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// A literal in DIMACS convention: variable `v >= 1` is `Lit(v)`, its negation `Lit(-v)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lit(pub i32);

impl Lit {
    pub fn var(self) -> u32 {
        self.0.unsigned_abs()
    }
    pub fn is_negated(self) -> bool {
        self.0 < 0
    }
}

impl std::ops::Not for Lit {
    type Output = Lit;
    fn not(self) -> Lit {
        Lit(-self.0)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SatResult {
    Sat,
    Unsat,
    /// Stopped by the terminate flag (timeout, Ctrl-C).
    Interrupted,
}

/// An incremental SAT solver: clauses only ever get added; assumptions hold for one call.
pub trait SatSolver {
    fn new_var(&mut self) -> Lit;
    fn add_clause(&mut self, lits: &[Lit]);
    fn solve(&mut self, assumptions: &[Lit]) -> SatResult;
    /// Search effort so far in solver-defined units (deterministic for the same calls), for
    /// budgets; 0 if the solver cannot tell.
    fn work(&self) -> u64 {
        0
    }
    /// Makes the next `solve` give up (answer `Interrupted`, with the terminate flag unset)
    /// after `work` more units of effort. False if the solver cannot limit a search.
    fn limit_next_solve(&mut self, _work: u64) -> bool {
        false
    }
    /// The literal's value in the model of the last `Sat` answer.
    fn value(&self, lit: Lit) -> bool;
    /// After an `Unsat` answer: whether the assumption `lit` is in the failed set (the
    /// assumptions that together made the formula unsatisfiable). A solver that cannot tell
    /// answers true for every assumption, which is always a valid (unreduced) core.
    fn failed(&self, _lit: Lit) -> bool {
        true
    }
    fn num_vars(&self) -> u64;
    fn num_clauses(&self) -> u64;
}

/// The solver implementations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// CaDiCaL 1.9.5 (`cadical` crate, cargo feature `cadical1`, the default).
    Cadical,
    /// CaDiCaL 3.0.1 (`cadical-sys` crate, cargo feature `cadical3`).
    Cadical3,
}

impl Backend {
    /// The one this build links.
    pub const LINKED: Backend =
        if cfg!(feature = "cadical1") { Backend::Cadical } else { Backend::Cadical3 };

    pub fn name(self) -> &'static str {
        match self {
            Backend::Cadical => "cadical",
            Backend::Cadical3 => "cadical3",
        }
    }
}

impl Default for Backend {
    fn default() -> Backend {
        Backend::LINKED
    }
}

/// Which solver to create, and how to configure it before the first clause.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SatConfig {
    pub backend: Backend,
    /// A CaDiCaL configuration (`default`, `plain`, `sat`, `unsat`), applied first.
    pub config: Option<String>,
    /// CaDiCaL options `name=value`, applied after the configuration (both versions also
    /// read `CADICAL_<NAME>` environment variables when a solver is created, before these).
    pub options: Vec<(String, i32)>,
    /// Ours, not CaDiCaL's (`preprocess=N` in the spec): the growth, in percent, that starts
    /// another round of preprocessing (`Preprocess`).
    pub preprocess: u32,
}

impl Default for SatConfig {
    fn default() -> SatConfig {
        SatConfig {
            backend: Backend::default(),
            config: None,
            options: Vec::new(),
            preprocess: Preprocess::OFF,
        }
    }
}

/// When a `solve` call starts with a round of CaDiCaL's preprocessing (failed-literal
/// probing, then bounded variable elimination with subsumption, over the whole formula),
/// with `preprocess=N` in `--sat-solver` (off by default): when, since the last round (or
/// the first call), the formula has grown by N percent and the solver has done at least one
/// unit of search work (`SatSolver::work`) per `CLAUSES_PER_WORK` clauses of the formula,
/// not counting the call right after a round. Never at the first call, so a fresh solver
/// (the baseline's) behaves as CaDiCaL's defaults say.
///
/// Why: CaDiCaL schedules elimination by conflicts, at intervals that grow with each round.
/// A fresh solver eliminates after its first 2,000 conflicts; an incremental one that has
/// already searched hard meets a new frame's clauses with its next round far away, and
/// searches them unsimplified. On a family whose every frame is a hard proof, the query
/// after a proof took twice as long as on a fresh solver, and rounds bring it back
/// (`benchmarks/README.md`, issue 7 eighth pass). Why not by default: a round costs time
/// in the size of the whole formula (about 4 us per clause), and the next frame must restore
/// the variables it eliminated, so on tasks whose queries are easy rounds made runs up to
/// 7x slower; search work (loop iterations) is a poor predictor of a query's time. Freezing
/// the newest frame's variables (so that rounds leave them) made rounds cheaper on easy
/// tasks but took away what they gain on hard ones (benchmarks/README.md, ninth pass).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preprocess {
    growth_percent: u32,
    /// 0: no condition on search work.
    clauses_per_work: u64,
    /// Clauses and search work at the last round, or at the first call (`None`: no call yet).
    last: Option<(u64, u64)>,
    /// The last `due` answered yes: the search work of that call does not count.
    after_round: bool,
}

impl Preprocess {
    /// The default: no rounds.
    pub const OFF: u32 = 0;
    const CLAUSES_PER_WORK: u64 = 10;

    /// Rounds as the type's docs say, after `growth_percent` growth (0: never).
    pub fn new(growth_percent: u32) -> Preprocess {
        Preprocess {
            growth_percent,
            clauses_per_work: Self::CLAUSES_PER_WORK,
            last: None,
            after_round: false,
        }
    }

    /// A round at every call after the first that follows new clauses (tests).
    #[cfg(test)]
    pub fn every_call() -> Preprocess {
        Preprocess { growth_percent: 1, clauses_per_work: 0, last: None, after_round: false }
    }

    /// Whether the solve call about to be made on `clauses` clauses (ever added), after
    /// `work` units of search work in all, starts with a round; if so, it is recorded as made.
    pub fn due(&mut self, clauses: u64, work: u64) -> bool {
        // The call after a round searches a formula whose eliminated variables the new
        // clauses brought back: its work says more about the round than about the formula,
        // and counting it made one round call for the next on easy tasks.
        if let (true, Some(last)) = (std::mem::take(&mut self.after_round), &mut self.last) {
            last.1 = work;
        }
        let Some((last_clauses, last_work)) = self.last else {
            self.last = Some((clauses, work));
            return false;
        };
        let grown = clauses > last_clauses
            && self.growth_percent > 0
            && (clauses - last_clauses) * 100 >= last_clauses * u64::from(self.growth_percent);
        let worked = self.clauses_per_work == 0
            || (work - last_work).saturating_mul(self.clauses_per_work) >= clauses;
        let due = grown && worked;
        if due {
            self.last = Some((clauses, work));
            self.after_round = true;
        }
        due
    }
}

/// Whether the linked CaDiCaL has an option of this name.
fn is_valid_option(name: &str) -> bool {
    #[cfg(feature = "cadical1")]
    return cadical::is_valid_option(name);
    #[cfg(feature = "cadical3")]
    return cadical3::is_valid_option(name);
}

/// The CaDiCaL configurations both versions know.
const CONFIGS: [&str; 4] = ["default", "plain", "sat", "unsat"];

impl SatConfig {
    /// Parses `SOLVER[,CONFIG][,NAME=VALUE]...`, e.g. `cadical`, `cadical,plain`,
    /// `cadical3,ilb=1`, `cadical,preprocess=10` (ours, for either version: `Preprocess`).
    /// Errors name what is wrong (unknown solver, configuration or option, an option the
    /// solver cannot set, a solver this build does not include).
    pub fn parse(spec: &str) -> Result<SatConfig, String> {
        let mut parts = spec.split(',').map(str::trim);
        let backend = match parts.next().unwrap_or("") {
            "cadical" | "cadical1" => Backend::Cadical,
            "cadical3" => Backend::Cadical3,
            other => {
                return Err(format!("unknown SAT solver `{other}` (known: cadical, cadical3)"))
            }
        };
        if backend != Backend::LINKED {
            return Err(format!(
                "SAT solver `{}` is not in this build, which links `{}` (cargo features `cadical1`, default, or \
                 `--no-default-features --features cadical3`)",
                backend.name(),
                Backend::LINKED.name()
            ));
        }
        let mut config = SatConfig { backend, ..SatConfig::default() };
        for part in parts {
            if let Some((name, value)) = part.split_once('=') {
                let value: i32 = value
                    .trim()
                    .parse()
                    .map_err(|_| format!("SAT option `{part}`: the value is not an integer"))?;
                if name.trim() == "preprocess" {
                    let growth = u32::try_from(value)
                        .map_err(|_| format!("SAT option `{part}`: a percentage >= 0"))?;
                    config.preprocess = growth;
                    continue;
                }
                if !is_valid_option(name.trim()) {
                    return Err(format!(
                        "unknown CaDiCaL option `{}` (`cadical --help` of this version lists them)",
                        name.trim()
                    ));
                }
                config.options.push((name.trim().to_string(), value));
            } else if CONFIGS.contains(&part) {
                if config.config.is_some() {
                    return Err(format!(
                        "SAT configuration `{part}`: only one configuration per solver"
                    ));
                }
                config.config = Some(part.to_string());
            } else {
                return Err(format!(
                    "unknown SAT configuration `{part}` (known: {})",
                    CONFIGS.join(", ")
                ));
            }
        }
        Ok(config)
    }
}

impl std::fmt::Display for SatConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.backend.name())?;
        if let Some(c) = &self.config {
            write!(f, ",{c}")?;
        }
        for (name, value) in &self.options {
            write!(f, ",{name}={value}")?;
        }
        if self.preprocess != Preprocess::OFF {
            write!(f, ",preprocess={}", self.preprocess)?;
        }
        Ok(())
    }
}

/// Creates a solver as `config` says (`SatConfig::default()`: the linked CaDiCaL with its
/// defaults). `terminate` is polled during search; when it becomes true the current `solve`
/// returns `Interrupted`. `config` must come from `SatConfig::parse` (or be the default).
pub fn new_solver(config: &SatConfig, terminate: Arc<AtomicBool>) -> Box<dyn SatSolver> {
    assert_eq!(config.backend, Backend::LINKED, "SAT solver not in this build");
    solver_with(config, Preprocess::new(config.preprocess), terminate)
}

/// The linked solver as `config` says, with the given preprocessing schedule (tests pass
/// one that `SatConfig` cannot express).
fn solver_with(
    config: &SatConfig,
    preprocess: Preprocess,
    terminate: Arc<AtomicBool>,
) -> Box<dyn SatSolver> {
    #[cfg(feature = "cadical1")]
    let solver = cadical::Cadical::with_config(
        config.config.as_deref(),
        &config.options,
        preprocess,
        terminate,
    );
    #[cfg(feature = "cadical3")]
    let solver = cadical3::Cadical3::with_config(
        config.config.as_deref(),
        &config.options,
        preprocess,
        terminate,
    );
    Box::new(solver)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preprocess_schedule() {
        let mut p = Preprocess::new(10);
        // Never at the first call, however big the formula.
        assert!(!p.due(1_000_000, 0));
        // Grown by 10% but no search work since: no round; with work: a round.
        assert!(!p.due(1_100_000, 0));
        assert!(!p.due(1_100_000, 109_999));
        assert!(p.due(1_100_000, 110_000));
        // The work of the call after a round does not count: grown by 10% since the round,
        // but the work counts from here.
        assert!(!p.due(1_210_000, 10_000_000));
        assert!(!p.due(1_210_000, 10_120_999));
        assert!(p.due(1_210_000, 10_121_000));
        // Counted from that round: 9% growth is not enough, whatever the work.
        assert!(!p.due(1_318_000, 90_000_000));
        assert!(!p.due(1_318_000, 900_000_000));
        assert!(p.due(1_331_000, 900_133_100));
        // No growth at all: no round.
        assert!(!p.due(1_331_000, 990_000_000));
        assert!(!p.due(1_331_000, 999_000_000));
        let mut never = Preprocess::new(0);
        assert!(!never.due(10, 0) && !never.due(1_000, 1_000_000));
        let mut every = Preprocess::every_call();
        assert!(!every.due(10, 0));
        assert!(every.due(11, 0) && !every.due(11, 5) && every.due(12, 5));
    }

    /// Rounds of preprocessing between incremental calls (bounded variable elimination
    /// removes variables that later clauses and assumptions mention again) change neither
    /// answers nor models: random frames of 3-clauses linked to the previous frame, solved
    /// under assumptions after each frame, with a round before every call and without any;
    /// every model satisfies every clause so far, eliminated variables included.
    #[test]
    fn preprocessing_rounds_keep_answers_and_models() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        let flag = Arc::new(AtomicBool::new(false));
        let (mut sat, mut unsat) = (0, 0);
        for _ in 0..12 {
            let mut with =
                solver_with(&SatConfig::default(), Preprocess::every_call(), flag.clone());
            let mut without = solver_with(&SatConfig::default(), Preprocess::new(0), flag.clone());
            let mut clauses: Vec<Vec<Lit>> = Vec::new();
            let mut prev: Vec<Lit> = Vec::new();
            for _frame in 0..8 {
                let vars: Vec<Lit> = (0..40)
                    .map(|_| {
                        let v = with.new_var();
                        assert_eq!(without.new_var(), v);
                        v
                    })
                    .collect();
                let pool: Vec<Lit> = vars.iter().chain(&prev).copied().collect();
                for _ in 0..140 {
                    let c: Vec<Lit> = (0..3)
                        .map(|_| {
                            let l = pool[next(pool.len() as u64) as usize];
                            if next(2) == 0 {
                                l
                            } else {
                                !l
                            }
                        })
                        .collect();
                    with.add_clause(&c);
                    without.add_clause(&c);
                    clauses.push(c);
                }
                // Assume literals of this frame and of the previous one (which a round
                // may have eliminated).
                let assumptions: Vec<Lit> = (0..3)
                    .map(|_| {
                        let l = pool[next(pool.len() as u64) as usize];
                        if next(2) == 0 {
                            l
                        } else {
                            !l
                        }
                    })
                    .collect();
                let r = with.solve(&assumptions);
                assert_eq!(r, without.solve(&assumptions));
                match r {
                    SatResult::Sat => {
                        sat += 1;
                        for c in &clauses {
                            assert!(c.iter().any(|&l| with.value(l)), "model falsifies {c:?}");
                        }
                        assert!(assumptions.iter().all(|&l| with.value(l)));
                    }
                    SatResult::Unsat => {
                        unsat += 1;
                        // As the engine does after a refuted query.
                        let c: Vec<Lit> = assumptions.iter().map(|&l| !l).collect();
                        with.add_clause(&c);
                        without.add_clause(&c);
                        clauses.push(c);
                    }
                    SatResult::Interrupted => unreachable!(),
                }
                prev = vars;
            }
        }
        assert!(sat > 20 && unsat > 20, "both answers exercised: {sat} sat, {unsat} unsat");
    }

    #[test]
    fn sat_config_parse() {
        let me = Backend::LINKED.name();
        let other = if Backend::LINKED == Backend::Cadical { "cadical3" } else { "cadical" };
        assert_eq!(SatConfig::parse(me), Ok(SatConfig::default()));
        let plain = SatConfig::parse(&format!("{me},plain")).unwrap();
        assert_eq!((plain.backend, plain.config.as_deref()), (Backend::LINKED, Some("plain")));
        assert_eq!(plain.to_string(), format!("{me},plain"));
        for bad in [
            "minisat",
            &format!("{me},fast"),
            &format!("{me},plain,sat"),
            &format!("{me},ilb=x"),
            other,
        ] {
            assert!(SatConfig::parse(bad).is_err(), "{bad}");
        }
        assert!(SatConfig::parse(other).unwrap_err().contains("not in this build"));
        // Ours, for either version.
        let pre = SatConfig::parse(&format!("{me},plain,preprocess=10")).unwrap();
        assert_eq!((pre.preprocess, pre.config.as_deref()), (10, Some("plain")));
        assert_eq!(pre.to_string(), format!("{me},plain,preprocess=10"));
        assert!(SatConfig::parse(&format!("{me},preprocess=-1")).is_err());
        assert_eq!(SatConfig::default().preprocess, Preprocess::OFF);
        let opts = SatConfig::parse(&format!("{me},plain,ilb=1,elimint=5")).unwrap();
        assert_eq!(opts.options, vec![("ilb".to_string(), 1), ("elimint".to_string(), 5)]);
        assert_eq!(opts.to_string(), format!("{me},plain,ilb=1,elimint=5"));
        for unknown in ["nosuchoption=1", "nosuch=0", "=1"] {
            assert!(
                SatConfig::parse(&format!("{me},{unknown}"))
                    .unwrap_err()
                    .contains("unknown CaDiCaL option"),
                "{unknown}"
            );
        }
        // Every configuration exists in the linked solver (a solver is made for each).
        let flag = Arc::new(AtomicBool::new(false));
        for config in ["", ",default", ",plain", ",sat", ",unsat"] {
            let spec = format!("{me}{config}");
            let mut s = new_solver(&SatConfig::parse(&spec).unwrap(), flag.clone());
            let a = s.new_var();
            s.add_clause(&[a]);
            assert_eq!(s.solve(&[!a]), SatResult::Unsat, "{spec}");
        }
    }
}
