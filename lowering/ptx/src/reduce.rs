//! Reduction operators and element types of `cp.reduce.async.bulk{.tensor}`, and the
//! `.redOp` x `.type` table (the PTX ISA's async-copy summary and the PTX ISA's cp.async.bulk sections).

use crate::error::PtxError;

/// `.redOp`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RedOp {
    Add,
    Min,
    Max,
    Inc,
    Dec,
    And,
    Or,
    Xor,
}

impl RedOp {
    pub const ALL: [RedOp; 8] = [
        RedOp::Add,
        RedOp::Min,
        RedOp::Max,
        RedOp::Inc,
        RedOp::Dec,
        RedOp::And,
        RedOp::Or,
        RedOp::Xor,
    ];

    /// The qualifier without its dot: `add`.
    pub fn name(self) -> &'static str {
        match self {
            RedOp::Add => "add",
            RedOp::Min => "min",
            RedOp::Max => "max",
            RedOp::Inc => "inc",
            RedOp::Dec => "dec",
            RedOp::And => "and",
            RedOp::Or => "or",
            RedOp::Xor => "xor",
        }
    }
}

/// `.type` of a non-tensor bulk reduction. (Tensor reductions take the element type from the
/// tensor map and carry none.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RedType {
    B32,
    B64,
    U32,
    S32,
    U64,
    S64,
    F16,
    Bf16,
    F32,
    F64,
}

impl RedType {
    pub const ALL: [RedType; 10] = [
        RedType::B32,
        RedType::B64,
        RedType::U32,
        RedType::S32,
        RedType::U64,
        RedType::S64,
        RedType::F16,
        RedType::Bf16,
        RedType::F32,
        RedType::F64,
    ];

    /// The qualifier without its dot: `bf16`.
    pub fn name(self) -> &'static str {
        match self {
            RedType::B32 => "b32",
            RedType::B64 => "b64",
            RedType::U32 => "u32",
            RedType::S32 => "s32",
            RedType::U64 => "u64",
            RedType::S64 => "s64",
            RedType::F16 => "f16",
            RedType::Bf16 => "bf16",
            RedType::F32 => "f32",
            RedType::F64 => "f64",
        }
    }
}

/// Destination of a non-tensor bulk reduction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RedDst {
    /// `.shared::cluster.shared::cta.mbarrier::complete_tx::bytes`.
    SharedCluster,
    /// `.global.shared::cta.bulk_group`.
    Global,
}

/// The element types `op` accepts for destination `dst`.
pub fn allowed_types(dst: RedDst, op: RedOp) -> &'static [RedType] {
    use RedType::*;
    match (dst, op) {
        (RedDst::SharedCluster, RedOp::Add) => &[U32, S32, U64],
        (RedDst::SharedCluster, RedOp::Min | RedOp::Max) => &[U32, S32],
        (RedDst::SharedCluster, RedOp::Inc | RedOp::Dec) => &[U32],
        (RedDst::SharedCluster, RedOp::And | RedOp::Or | RedOp::Xor) => &[B32],
        (RedDst::Global, RedOp::Add) => &[U32, S32, U64, F32, F64, F16, Bf16],
        (RedDst::Global, RedOp::Min | RedOp::Max) => &[U32, S32, U64, S64, F16, Bf16],
        (RedDst::Global, RedOp::Inc | RedOp::Dec) => &[U32],
        (RedDst::Global, RedOp::And | RedOp::Or | RedOp::Xor) => &[B32, B64],
    }
}

fn allowed_text(dst: RedDst, op: RedOp) -> &'static str {
    match (dst, op) {
        (RedDst::SharedCluster, RedOp::Add) => ".u32, .s32, .u64",
        (RedDst::SharedCluster, RedOp::Min | RedOp::Max) => ".u32, .s32",
        (_, RedOp::Inc | RedOp::Dec) => ".u32",
        (RedDst::SharedCluster, RedOp::And | RedOp::Or | RedOp::Xor) => ".b32",
        (RedDst::Global, RedOp::Add) => ".u32, .s32, .u64, .f32, .f64, .f16, .bf16",
        (RedDst::Global, RedOp::Min | RedOp::Max) => ".u32, .s32, .u64, .s64, .f16, .bf16",
        (RedDst::Global, RedOp::And | RedOp::Or | RedOp::Xor) => ".b32, .b64",
    }
}

/// Checks `op` x `ty` against the table.
pub(crate) fn check(dst: RedDst, op: RedOp, ty: RedType) -> Result<(), PtxError> {
    if allowed_types(dst, op).contains(&ty) {
        Ok(())
    } else {
        Err(PtxError::ReduceType {
            dst: match dst {
                RedDst::SharedCluster => ".shared::cluster",
                RedDst::Global => ".global",
            },
            op: op.name(),
            ty: ty.name(),
            allowed: allowed_text(dst, op),
        })
    }
}

/// `.add.f16` / `.add.bf16` need `.noftz`; nothing else takes it.
pub(crate) fn needs_noftz(op: RedOp, ty: RedType) -> bool {
    op == RedOp::Add && matches!(ty, RedType::F16 | RedType::Bf16)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_sizes() {
        let count = |dst| {
            RedOp::ALL
                .iter()
                .map(|&op| allowed_types(dst, op).len())
                .sum::<usize>()
        };
        assert_eq!(count(RedDst::SharedCluster), 12);
        assert_eq!(count(RedDst::Global), 27);
    }

    #[test]
    fn noftz_only_on_half_adds() {
        for op in RedOp::ALL {
            for ty in RedType::ALL {
                assert_eq!(
                    needs_noftz(op, ty),
                    op == RedOp::Add && (ty == RedType::F16 || ty == RedType::Bf16)
                );
            }
        }
    }
}
