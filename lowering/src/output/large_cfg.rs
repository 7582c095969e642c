//! Functions whose control-flow graph is too large for LLVM's `-O2` back
//! end in linear time.
//!
//! LLVM 22's NVPTX `-O2` pipeline walks the dominator tree from each block
//! in several passes (CodeGenPrepare and machine CSE most of all): time
//! grows with blocks x dominator-tree depth, and a long chain or a deep
//! nest of blocks makes the tree as deep as the function is long.
//! Measured with `llc-22 -O2` on the LLVM IR of bench/compile `deep-if`
//! (one store under N nested `scf.if`): N = 1,000: 0.16 s, N = 10,000:
//! 3.9 s (CodeGenPrepare 1.3 s, MachineCSE 0.8 s), against 0.11 and 0.50 s
//! at `-O0`; D nested `scf.for` behave the same. A unit with a function of
//! [`LARGE_CFG_MIN_BLOCKS`] blocks or more is compiled at `-O0`, like one
//! with thousands of tile ops (`crate::lower::INTRINSICS_O0_MIN_OPS`):
//! ptxas optimizes the PTX either way, and no kernel of the tests, examples
//! or GPU cases comes near the threshold (their largest has a few hundred
//! blocks), so their PTX is unchanged.

use melior::ir::{operation::OperationLike, BlockLike, OperationRef, RegionLike};

/// The number of blocks (in all regions of one top-level op of a unit,
/// nested ones included) from which the unit is compiled at `-O0`.
pub const LARGE_CFG_MIN_BLOCKS: usize = 4096;

/// Whether some top-level op of `unit` (a function) holds at least
/// [`LARGE_CFG_MIN_BLOCKS`] blocks. Stops counting a function at the
/// threshold; linear in the unit.
pub fn has_large_cfg(unit: OperationRef<'_, '_>) -> bool {
    tile_dialect::walk::body_ops(unit)
        .into_iter()
        .any(|function| block_count_reaches(function, LARGE_CFG_MIN_BLOCKS))
}

/// Whether `op`'s regions (and those of the ops inside them) hold at least
/// `limit` blocks.
fn block_count_reaches(op: OperationRef<'_, '_>, limit: usize) -> bool {
    let mut blocks = 0usize;
    tile_dialect::walk::preorder(op, |inner| {
        for region in inner.regions() {
            let mut block = region.first_block();
            while let Some(b) = block {
                blocks += 1;
                block = b.next_in_region();
            }
        }
        if blocks >= limit {
            melior::ir::operation::WalkResult::Interrupt
        } else {
            melior::ir::operation::WalkResult::Advance
        }
    });
    blocks >= limit
}

#[cfg(test)]
mod tests {
    use super::*;
    use melior::ir::Module;

    /// A module with one `llvm.func` of `blocks` blocks in a chain.
    fn chain(blocks: usize) -> String {
        let mut text = String::from("module {\n  llvm.func @f() {\n    llvm.br ^bb1\n");
        for b in 1..blocks - 1 {
            text += &format!("  ^bb{b}:\n    llvm.br ^bb{}\n", b + 1);
        }
        text += &format!("  ^bb{}:\n    llvm.return\n  }}\n}}\n", blocks - 1);
        text
    }

    #[test]
    fn counts_the_blocks_of_each_function() {
        let context = tile_dialect::context_with_all_dialects();
        for (blocks, large) in [
            (2, false),
            (LARGE_CFG_MIN_BLOCKS - 1, false),
            (LARGE_CFG_MIN_BLOCKS, true),
        ] {
            let module = Module::parse(&context, &chain(blocks)).expect("parses");
            assert_eq!(
                has_large_cfg(module.as_operation()),
                large,
                "{blocks} blocks"
            );
        }
    }
}
