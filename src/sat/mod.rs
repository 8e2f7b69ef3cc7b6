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
    pub const LINKED: Backend = if cfg!(feature = "cadical1") { Backend::Cadical } else { Backend::Cadical3 };

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
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SatConfig {
    pub backend: Backend,
    /// A CaDiCaL configuration (`default`, `plain`, `sat`, `unsat`), applied first.
    pub config: Option<String>,
    /// CaDiCaL options `name=value`, applied after the configuration (CaDiCaL 3.0.1 only: the
    /// 1.9.5 binding can set configurations only; both read `CADICAL_<NAME>` environment
    /// variables when a solver is created).
    pub options: Vec<(String, i32)>,
}

/// The CaDiCaL configurations both versions know.
const CONFIGS: [&str; 4] = ["default", "plain", "sat", "unsat"];

impl SatConfig {
    /// Parses `SOLVER[,CONFIG][,NAME=VALUE]...`, e.g. `cadical`, `cadical,plain`,
    /// `cadical3,ilb=1`. Errors name what is wrong (unknown solver, configuration or option,
    /// an option the solver cannot set, a solver this build does not include).
    pub fn parse(spec: &str) -> Result<SatConfig, String> {
        let mut parts = spec.split(',').map(str::trim);
        let backend = match parts.next().unwrap_or("") {
            "cadical" | "cadical1" => Backend::Cadical,
            "cadical3" => Backend::Cadical3,
            other => return Err(format!("unknown SAT solver `{other}` (known: cadical, cadical3)")),
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
                let value: i32 = value.trim().parse().map_err(|_| format!("SAT option `{part}`: the value is not an integer"))?;
                if backend == Backend::Cadical {
                    return Err(format!(
                        "SAT option `{part}`: the CaDiCaL 1.9.5 binding sets configurations only \
                         (use CADICAL_{}={value} in the environment)",
                        name.trim().to_uppercase()
                    ));
                }
                config.options.push((name.trim().to_string(), value));
            } else if CONFIGS.contains(&part) {
                if config.config.is_some() {
                    return Err(format!("SAT configuration `{part}`: only one configuration per solver"));
                }
                config.config = Some(part.to_string());
            } else {
                return Err(format!("unknown SAT configuration `{part}` (known: {})", CONFIGS.join(", ")));
            }
        }
        #[cfg(feature = "cadical3")]
        for (name, _) in &config.options {
            if !cadical3::is_valid_option(name) {
                return Err(format!("unknown CaDiCaL 3 option `{name}`"));
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
        Ok(())
    }
}

/// Creates a solver as `config` says (`SatConfig::default()`: the linked CaDiCaL with its
/// defaults). `terminate` is polled during search; when it becomes true the current `solve`
/// returns `Interrupted`. `config` must come from `SatConfig::parse` (or be the default).
pub fn new_solver(config: &SatConfig, terminate: Arc<AtomicBool>) -> Box<dyn SatSolver> {
    assert_eq!(config.backend, Backend::LINKED, "SAT solver not in this build");
    #[cfg(feature = "cadical1")]
    let solver = cadical::Cadical::with_config(config.config.as_deref(), terminate);
    #[cfg(feature = "cadical3")]
    let solver = cadical3::Cadical3::with_config(config.config.as_deref(), &config.options, terminate);
    Box::new(solver)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sat_config_parse() {
        let me = Backend::LINKED.name();
        let other = if Backend::LINKED == Backend::Cadical { "cadical3" } else { "cadical" };
        assert_eq!(SatConfig::parse(me), Ok(SatConfig::default()));
        let plain = SatConfig::parse(&format!("{me},plain")).unwrap();
        assert_eq!((plain.backend, plain.config.as_deref()), (Backend::LINKED, Some("plain")));
        assert_eq!(plain.to_string(), format!("{me},plain"));
        for bad in ["minisat", &format!("{me},fast"), &format!("{me},plain,sat"), &format!("{me},ilb=x"), other] {
            assert!(SatConfig::parse(bad).is_err(), "{bad}");
        }
        assert!(SatConfig::parse(other).unwrap_err().contains("not in this build"));
        let opts = SatConfig::parse(&format!("{me},plain,ilb=1"));
        if Backend::LINKED == Backend::Cadical3 {
            let opts = opts.unwrap();
            assert_eq!(opts.options, vec![("ilb".to_string(), 1)]);
            assert_eq!(opts.to_string(), "cadical3,plain,ilb=1");
            assert!(SatConfig::parse("cadical3,nosuchoption=1").is_err());
        } else {
            // The 1.9.5 binding sets configurations only.
            assert!(opts.unwrap_err().contains("CADICAL_ILB=1"));
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
