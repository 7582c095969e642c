//! What an instruction needs from the target (SM, the arch-specific `a` suffix, PTX ISA version)
//! and what a target offers.
//!
//! The module's PTX version is `max(ptx_version_for(target), module_requirement(..).min_ptx)`.

use std::fmt;
use std::str::FromStr;

use crate::error::PtxError;
use crate::operand::AsmInstr;

/// A PTX ISA version, `(major, minor)`: `(8, 3)` is PTX 8.3.
pub type PtxVersion = (u32, u32);

/// The least target an instruction assembles on.
///
/// `min_sm` is the SM number (90 for sm_90), `arch_specific` says the `a` target is required
/// (sm_90a, sm_100a), `min_ptx` is the least `.version`. `prefers_arch_specific` is advice only
/// (`.multicast::cluster` runs on sm_90 but is "advised" for sm_90a / sm_100a): it never makes a
/// target fail [`Requirement::satisfied_by`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Requirement {
    pub min_sm: u32,
    pub arch_specific: bool,
    pub min_ptx: PtxVersion,
    pub prefers_arch_specific: bool,
}

impl Requirement {
    /// The identity of [`Requirement::join`]: needs nothing.
    pub const NONE: Requirement = Requirement {
        min_sm: 0,
        arch_specific: false,
        min_ptx: (0, 0),
        prefers_arch_specific: false,
    };

    /// A requirement on a plain (non-`a`) target.
    pub const fn sm(min_sm: u32, min_ptx: PtxVersion) -> Self {
        Requirement {
            min_sm,
            arch_specific: false,
            min_ptx,
            prefers_arch_specific: false,
        }
    }

    /// A requirement on an arch-specific (`a`) target.
    pub const fn sm_a(min_sm: u32, min_ptx: PtxVersion) -> Self {
        Requirement {
            min_sm,
            arch_specific: true,
            min_ptx,
            prefers_arch_specific: false,
        }
    }

    /// The same requirement, with the `a` target advised.
    pub const fn advise_arch_specific(mut self) -> Self {
        self.prefers_arch_specific = true;
        self
    }

    /// The least requirement that implies both: max of SM and PTX, or of the flags.
    pub fn join(self, other: Requirement) -> Requirement {
        Requirement {
            min_sm: self.min_sm.max(other.min_sm),
            arch_specific: self.arch_specific || other.arch_specific,
            min_ptx: self.min_ptx.max(other.min_ptx),
            prefers_arch_specific: self.prefers_arch_specific || other.prefers_arch_specific,
        }
    }

    /// The least target (by name) this requirement asks for, e.g. `sm_90a`.
    pub fn target(&self) -> Target {
        Target {
            sm: self.min_sm,
            arch_specific: self.arch_specific,
        }
    }

    /// Whether `target` with `.version ptx` can assemble the instruction.
    ///
    /// Arch-specific features are taken to carry forward to later `a` targets (true for every
    /// `a`-only feature this crate emits: `tensormap.replace` on sm_90a/sm_100a, the sm_100a
    /// modes on sm_100a/sm_103a/sm_110a); family (`f`) targets are not modelled.
    pub fn satisfied_by(&self, target: Target, ptx: PtxVersion) -> bool {
        target.sm >= self.min_sm
            && (!self.arch_specific || target.arch_specific)
            && ptx >= self.min_ptx
    }

    /// `Ok` when [`Requirement::satisfied_by`], else [`PtxError::TargetTooOld`] naming `what`.
    pub fn check(&self, what: &str, target: Target, ptx: PtxVersion) -> Result<(), PtxError> {
        if self.satisfied_by(target, ptx) {
            Ok(())
        } else {
            Err(PtxError::TargetTooOld {
                what: what.to_string(),
                needed: *self,
                target,
                ptx,
            })
        }
    }

    /// Advice for a target that meets the requirement but not its preference, if any.
    pub fn advisory(&self, target: Target) -> Option<String> {
        (self.prefers_arch_specific && !target.arch_specific).then(|| {
            format!(
                "advised target is sm_{}a (runs on {target} with substantially reduced performance)",
                target.sm.max(self.min_sm)
            )
        })
    }
}

impl Default for Requirement {
    fn default() -> Self {
        Requirement::NONE
    }
}

impl fmt::Display for Requirement {
    /// `sm_90a, PTX 8.3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}, PTX {}.{}",
            self.target(),
            self.min_ptx.0,
            self.min_ptx.1
        )
    }
}

/// A compilation target: `sm_90` is `{ sm: 90, arch_specific: false }`, `sm_100a` is
/// `{ sm: 100, arch_specific: true }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Target {
    pub sm: u32,
    pub arch_specific: bool,
}

impl Target {
    pub const fn new(sm: u32, arch_specific: bool) -> Self {
        Target { sm, arch_specific }
    }

    /// The least PTX version that knows this target; see [`ptx_version_for`].
    pub fn min_ptx(&self) -> Result<PtxVersion, PtxError> {
        ptx_version_for(self.sm, self.arch_specific)
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "sm_{}{}",
            self.sm,
            if self.arch_specific { "a" } else { "" }
        )
    }
}

impl FromStr for Target {
    type Err = PtxError;

    /// Parses `sm_90`, `sm_90a`, `sm_100a`; checks the target is known.
    fn from_str(s: &str) -> Result<Self, PtxError> {
        let bad = || PtxError::TargetSyntax(s.to_string());
        let rest = s.strip_prefix("sm_").ok_or_else(bad)?;
        let (digits, arch_specific) = match rest.strip_suffix('a') {
            Some(d) => (d, true),
            None => (rest, false),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let sm: u32 = digits.parse().map_err(|_| bad())?;
        let target = Target { sm, arch_specific };
        target.min_ptx()?;
        Ok(target)
    }
}

/// The least PTX ISA version whose `.target` accepts `sm_<target_sm>{a}` (PTX ISA release
/// notes): sm_80 7.0, sm_86 7.1, sm_87 7.4, sm_89 7.8, sm_90 7.8, sm_90a 8.0, sm_100{a} 8.6,
/// sm_101{a} 8.6, sm_120{a} 8.7, sm_103{a} 8.8, sm_121{a} 8.8, sm_110{a} 9.0.
///
/// `a` targets exist from sm_90 on; anything else is [`PtxError::UnknownTarget`].
pub fn ptx_version_for(target_sm: u32, arch_specific: bool) -> Result<PtxVersion, PtxError> {
    let unknown = PtxError::UnknownTarget {
        sm: target_sm,
        arch_specific,
    };
    let v = match (target_sm, arch_specific) {
        (80, false) => (7, 0),
        (86, false) => (7, 1),
        (87, false) => (7, 4),
        (89, false) => (7, 8),
        (90, false) => (7, 8),
        (90, true) => (8, 0),
        (100, _) | (101, _) => (8, 6),
        (120, _) => (8, 7),
        (103, _) | (121, _) => (8, 8),
        (110, _) => (9, 0),
        _ => return Err(unknown),
    };
    Ok(v)
}

/// The requirement of a whole module: the [`Requirement::join`] of every instruction's
/// requirement ([`Requirement::NONE`] for none).
pub fn module_requirement<'a, I>(instrs: I) -> Requirement
where
    I: IntoIterator<Item = &'a AsmInstr>,
{
    instrs
        .into_iter()
        .fold(Requirement::NONE, |acc, i| acc.join(i.requirement))
}

/// The `.version` to write for a module on `target`: the larger of what the target itself
/// needs and what the instructions need. Fails when the target's SM or `a` suffix is short of
/// what the instructions need.
pub fn module_ptx_version(target: Target, needed: Requirement) -> Result<PtxVersion, PtxError> {
    let ptx = target.min_ptx()?.max(needed.min_ptx);
    needed.check("module", target, ptx)?;
    Ok(ptx)
}
