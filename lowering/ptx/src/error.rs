//! The one error type of the crate. Every variant names the rule that was broken and the value
//! that broke it, so a caller can turn it into a diagnostic at the op's location as is.

use tile_rules::{PtxVersion, Requirement, Target};

/// A rejected instruction, operand list or target.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PtxError {
    /// `.dim` is `.1d` .. `.5d`.
    #[error("{instr}: tensor rank must be 1..=5 (.1d-.5d), got {rank}")]
    RankOutOfRange { instr: &'static str, rank: usize },

    /// A load mode that only exists for some ranks (im2col: >= 3, gather4/scatter4: exactly 2).
    #[error("{instr}: mode {mode} {rule}, got rank {rank}")]
    ModeRank {
        instr: &'static str,
        mode: &'static str,
        rule: &'static str,
        rank: usize,
    },

    /// The `im2colInfo` vector has a fixed length per mode (im2col: rank - 2, im2col::w and
    /// im2col::w::128: 2, every other mode: 0).
    #[error("{instr}: mode {mode} at rank {rank} takes {expected} im2col operand(s), got {got}")]
    Im2colCount {
        instr: &'static str,
        mode: &'static str,
        rank: usize,
        expected: usize,
        got: usize,
    },

    /// A qualifier that the PTX ISA syntax does not allow on this instruction form.
    #[error("{instr}: {modifier} is not allowed: {rule}")]
    InvalidModifier {
        instr: &'static str,
        modifier: &'static str,
        rule: &'static str,
    },

    /// `cp.async` copies 4, 8 or 16 bytes.
    #[error("cp.async: cp-size must be 4, 8 or 16 bytes, got {size}")]
    CpSize { size: u32 },

    /// `cp.async.cg` only copies 16 bytes.
    #[error("cp.async.cg: cp-size must be 16 (.cg caches at L2 only), got {size}")]
    CgSize { size: u32 },

    /// The `.redOp` x `.type` table of `cp.reduce.async.bulk`.
    #[error("cp.reduce.async.bulk to {dst}: .{op} is not defined for .{ty} (allowed: {allowed})")]
    ReduceType {
        dst: &'static str,
        op: &'static str,
        ty: &'static str,
        allowed: &'static str,
    },

    /// `tensormap.replace.tile.global_dim` takes a dim ordinal in `0..rank`,
    /// `global_stride` a stride ordinal in `0..rank-1`.
    #[error(
        "tensormap.replace.tile.{field}: ordinal {ordinal} is out of range 0..{limit} for rank {rank}"
    )]
    ReplaceOrdinal {
        field: &'static str,
        ordinal: u32,
        rank: usize,
        limit: usize,
    },

    /// The immediate value of a static `tensormap.replace` field outside its range.
    #[error("tensormap.replace.tile.{field}: value {value} is out of range {min}..={max}")]
    ReplaceValue {
        field: &'static str,
        value: u32,
        min: u32,
        max: u32,
    },

    /// A target the output cannot be compiled for (`tile_rules::Target::parse` refuses it).
    #[error("unknown target sm_{sm}{}", if *arch_specific { "a" } else { "" })]
    UnknownTarget { sm: u32, arch_specific: bool },

    /// An instruction (or module) needs more than the target offers.
    #[error("{what} needs {needed}, but the target is {target} with PTX {ptx}")]
    TargetTooOld {
        what: String,
        needed: Requirement,
        target: Target,
        ptx: PtxVersion,
    },
}
