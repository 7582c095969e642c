//! What an instruction needs from the target (SM, the arch-specific `a` suffix, PTX ISA version)
//! and what a target offers. The types are the rule crate's (`tile_rules`: one [`Target`], one
//! [`PtxVersion`], one [`Requirement`] for the verifier and this catalogue), and so is the PTX
//! version each target needs: a target is known here exactly when `tile_rules` accepts it.
//!
//! The module's PTX version is `max(ptx_version_for(target), module_requirement(..).min_ptx)`.

pub use tile_rules::{PtxVersion, Requirement, Target};

use crate::error::PtxError;
use crate::operand::AsmInstr;

/// [`Requirement::satisfied_by`] as a `Result`.
pub trait CheckRequirement {
    /// `Ok` when `target` with `.version ptx` can assemble the instruction, else
    /// [`PtxError::TargetTooOld`] naming `what`.
    fn check(&self, what: &str, target: Target, ptx: PtxVersion) -> Result<(), PtxError>;
}

impl CheckRequirement for Requirement {
    fn check(&self, what: &str, target: Target, ptx: PtxVersion) -> Result<(), PtxError> {
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
}

/// The least PTX ISA version whose `.target` accepts `sm_<target_sm>{a}`: the target's
/// [`Target::min_ptx`], for every target [`Target::parse`] accepts (those both LLVM 22 and
/// ptxas 13 know: sm_80 7.0, sm_86 7.1, sm_87 7.4, sm_88 9.0, sm_89 7.8, sm_90 7.8, sm_90a 8.0,
/// sm_100{a} 8.6, sm_103{a} 8.8, sm_110{a} 9.0, sm_120{a} 8.7, sm_121{a} 8.8); anything else
/// is [`PtxError::UnknownTarget`].
pub fn ptx_version_for(target_sm: u32, arch_specific: bool) -> Result<PtxVersion, PtxError> {
    Target::parse(&Target::new(target_sm, arch_specific).to_string())
        .map(Target::min_ptx)
        .map_err(|_| PtxError::UnknownTarget {
            sm: target_sm,
            arch_specific,
        })
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
    let ptx = ptx_version_for(target.sm, target.arch_specific)?.max(needed.min_ptx);
    needed.check("module", target, ptx)?;
    Ok(ptx)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The catalogue and the rules agree on every target: sm_88 included (PTX 9.0), sm_101
    /// (renamed sm_110 by CUDA 13) refused by both.
    #[test]
    fn agrees_with_the_rules() {
        for name in tile_rules::target::KNOWN_TARGETS {
            let target = Target::parse(name).expect("a known target");
            assert_eq!(
                ptx_version_for(target.sm, target.arch_specific),
                Ok(target.min_ptx()),
                "{name}"
            );
        }
        assert_eq!(ptx_version_for(88, false), Ok(PtxVersion::new(9, 0)));
        for (sm, arch_specific) in [(101, false), (101, true), (80, true), (91, false)] {
            assert!(
                Target::parse(&Target::new(sm, arch_specific).to_string()).is_err(),
                "sm_{sm}"
            );
            assert_eq!(
                ptx_version_for(sm, arch_specific),
                Err(PtxError::UnknownTarget { sm, arch_specific })
            );
        }
    }
}
