//! What the verifier reads from the ops around an op: the function or
//! module that holds it (`op-placement`), its nearest `gpu.func` and
//! `gpu.module`, the scopes ([`super::scope`]) and symbol tables around it,
//! and the nearest op that carries `tile.target`.
//!
//! These facts are the same for every op of one block, and a block's follow
//! from the op that holds it and that op's own block. So [`Ancestry`]
//! computes them per block, top-down from the nearest block it already
//! knows, and keeps them: every op of a nest costs O(1) amortized instead
//! of a walk up the whole nest (each `tile` op's checks walked up an N-deep
//! `scf.if` nest several times: quadratic).
//!
//! What is kept is valid only while the IR is unchanged. An [`Ancestry`]
//! lives for one check (one hook call, one walk over a module), or for one
//! run of MLIR's verifier that a driver announces
//! ([`super::with_ancestry_cache`]): the hook's calls of that run, on any
//! thread, share it through the context's state. Without such a run, the
//! hook's call keeps its own, so nothing read in one call is used in another.

use super::kinds::is_function;
use crate::strings;
use melior::ir::{operation::OperationLike, OperationRef};
use mlir_sys::{MlirBlock, MlirOperation};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

/// What the ops around an op say about it (each op by its raw pointer).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Around {
    /// The nearest function (`gpu.func`, `func.func`, `llvm.func`) or module
    /// (`gpu.module`, `builtin.module`) around the op, and whether it is a
    /// function.
    pub holder: Option<(usize, bool)>,
    /// The nearest `gpu.func` around the op.
    pub gpu_func: Option<usize>,
    /// The nearest `gpu.module` around the op.
    pub gpu_module: Option<usize>,
    /// Every scope around the op (a `gpu.module`, or a kernel outside any),
    /// innermost first.
    pub scopes: Vec<usize>,
    /// Every symbol table around the op, innermost first.
    pub symbol_tables: Vec<usize>,
    /// The nearest op around the op that carries `tile.target`.
    pub target_holder: Option<usize>,
}

/// The facts of the blocks met so far (by raw pointer), valid while the IR
/// is unchanged (see the module's documentation). `Sync`: the hook's calls
/// of one verifier run share it across MLIR's threads.
#[derive(Debug, Default)]
pub struct Ancestry {
    blocks: Mutex<HashMap<usize, Arc<Around>>>,
}

impl Ancestry {
    /// A new, empty one (for one check, or one verifier run).
    pub fn new() -> Self {
        Self::default()
    }

    /// What the ops around `op` say about it.
    pub fn around(&self, op: &OperationRef<'_, '_>) -> Arc<Around> {
        // SAFETY: a live op.
        let block = unsafe { mlir_sys::mlirOperationGetBlock(op.to_raw()) };
        self.of_block(block)
    }

    /// The facts of the ops of `block` (null: of an op in no block).
    fn of_block(&self, block: MlirBlock) -> Arc<Around> {
        let mut blocks = self.blocks.lock().unwrap_or_else(PoisonError::into_inner);
        // The blocks up to the nearest known one (or the top), innermost
        // first, with the op holding each.
        let mut chain: Vec<(usize, MlirOperation)> = Vec::new();
        let mut current = block;
        let mut known = Arc::new(Around::default());
        while !current.ptr.is_null() {
            if let Some(facts) = blocks.get(&(current.ptr as usize)) {
                known = facts.clone();
                break;
            }
            // SAFETY: a live block.
            let parent = unsafe { mlir_sys::mlirBlockGetParentOperation(current) };
            if parent.ptr.is_null() {
                // A block in no op: nothing around it.
                blocks.insert(current.ptr as usize, known.clone());
                break;
            }
            chain.push((current.ptr as usize, parent));
            // SAFETY: a live op.
            current = unsafe { mlir_sys::mlirOperationGetBlock(parent) };
        }
        for (block, parent) in chain.into_iter().rev() {
            // SAFETY: a live op of the walked chain.
            let parent = unsafe { OperationRef::from_raw(parent) };
            known = Arc::new(step(&known, &parent));
            blocks.insert(block, known.clone());
        }
        known
    }
}

/// The facts of the ops directly inside `parent`, whose own are `outer`.
fn step(outer: &Around, parent: &OperationRef<'_, '_>) -> Around {
    let name = strings::name_of(parent);
    let ptr = parent.to_raw().ptr as usize;
    let mut facts = outer.clone();
    if is_function(name) {
        facts.holder = Some((ptr, true));
    } else if name == "gpu.module" || name == "builtin.module" {
        facts.holder = Some((ptr, false));
    }
    if name == "gpu.func" {
        facts.gpu_func = Some(ptr);
    }
    if name == "gpu.module" {
        facts.gpu_module = Some(ptr);
    }
    // A scope: a gpu.module, or a kernel outside any (`super::scope`).
    if name == "gpu.module" || (super::kinds::is_kernel(parent) && outer.gpu_module.is_none()) {
        facts.scopes.insert(0, ptr);
    }
    if super::kinds::is_symbol_table(parent) {
        facts.symbol_tables.insert(0, ptr);
    }
    if parent.has_attribute(super::TARGET_ATTRIBUTE) {
        facts.target_holder = Some(ptr);
    }
    facts
}

/// The op `ptr` names.
///
/// # Safety
/// `ptr` is an op of [`Around`] read from IR that is still unchanged and
/// alive for `'c`/`'a`.
pub(crate) unsafe fn op_at<'c, 'a>(ptr: usize) -> OperationRef<'c, 'a> {
    // SAFETY: the caller's promise.
    unsafe {
        OperationRef::from_raw(MlirOperation {
            ptr: ptr as *mut std::ffi::c_void,
        })
    }
}

#[cfg(test)]
mod tests {
    //! The per-block facts against the per-op walks up the parents they
    //! replace, on random nests of modules, functions, kernels and region
    //! ops, every op asked in a random order through one shared [`Ancestry`].

    use super::*;
    use crate::verify::kinds::is_kernel;
    use crate::verify::target::enclosing_gpu_module;
    use melior::ir::{operation::WalkResult, Module};

    /// A small deterministic generator (xorshift).
    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: u64) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0 % n
        }
    }

    /// Where a random op goes: what its parent allows.
    #[derive(Clone, Copy, PartialEq)]
    enum Place {
        /// A `builtin.module` body.
        Module,
        /// A `gpu.module` body.
        GpuModule,
        /// A function body or an unregistered region op's.
        Body,
    }

    /// Random ops for a body of `place`, `depth` levels left.
    fn ops(rng: &mut Rng, place: Place, depth: u32, names: &mut u32, out: &mut String) {
        let count = 1 + rng.below(3);
        for _ in 0..count {
            *names += 1;
            let n = *names;
            let target = if rng.below(6) == 0 {
                " tile.target = \"sm_90a\","
            } else {
                ""
            };
            let deeper = depth > 0;
            match (place, rng.below(8)) {
                (_, 0) => out.push_str("tile.bulk_commit\n"),
                (Place::Module, 1 | 2) if deeper => {
                    out.push_str(&format!(
                        "gpu.module @g{n} attributes {{{target} x.y = 1}} {{\n"
                    ));
                    ops(rng, Place::GpuModule, depth - 1, names, out);
                    out.push_str("}\n");
                }
                (Place::Module | Place::GpuModule, 3) if deeper => {
                    out.push_str(&format!(
                        "builtin.module attributes {{{target} x.y = 1}} {{\n"
                    ));
                    ops(rng, Place::Module, depth - 1, names, out);
                    out.push_str("}\n");
                }
                (Place::GpuModule, 1 | 2) if deeper => {
                    let kernel = if rng.below(2) == 0 { " kernel" } else { "" };
                    out.push_str(&format!(
                        "gpu.func @f{n}(){kernel} attributes {{{target} x.y = 1}} {{\n"
                    ));
                    ops(rng, Place::Body, depth - 1, names, out);
                    out.push_str("gpu.return\n}\n");
                }
                (Place::Module | Place::GpuModule, 4) if deeper => {
                    // NVVM allows `nvvm.kernel` on an `llvm.func` only.
                    let (op, kernel, ret) = match rng.below(3) {
                        0 => ("func.func", "", "func.return"),
                        1 => ("llvm.func", "", "llvm.return"),
                        _ => ("llvm.func", " nvvm.kernel,", "llvm.return"),
                    };
                    out.push_str(&format!(
                        "{op} @f{n}() attributes {{{kernel}{target} x.y = 1}} {{\n"
                    ));
                    ops(rng, Place::Body, depth - 1, names, out);
                    out.push_str(&format!("{ret}\n}}\n"));
                }
                (_, 5..=7) if deeper => {
                    out.push_str("\"x.region\"() ({\n");
                    ops(rng, Place::Body, depth - 1, names, out);
                    out.push_str(&format!("}}) {{{target} x.y = 1}} : () -> ()\n"));
                }
                _ => out.push_str("\"x.leaf\"() : () -> ()\n"),
            }
        }
    }

    /// The facts as the verifier read them before, one walk up per fact.
    fn walked(op: &OperationRef<'_, '_>) -> Around {
        let ptr = |o: &OperationRef<'_, '_>| o.to_raw().ptr as usize;
        let mut facts = Around::default();
        let mut current = op.parent_operation();
        while let Some(parent) = current {
            let name = strings::name_of(&parent);
            if facts.holder.is_none() {
                if ["func.func", "gpu.func", "llvm.func"].contains(&name) {
                    facts.holder = Some((ptr(&parent), true));
                } else if name == "gpu.module" || name == "builtin.module" {
                    facts.holder = Some((ptr(&parent), false));
                }
            }
            if name == "gpu.func" && facts.gpu_func.is_none() {
                facts.gpu_func = Some(ptr(&parent));
            }
            if name == "gpu.module" && facts.gpu_module.is_none() {
                facts.gpu_module = Some(ptr(&parent));
            }
            if name == "gpu.module"
                || (is_kernel(&parent) && enclosing_gpu_module(parent).is_none())
            {
                facts.scopes.push(ptr(&parent));
            }
            if crate::verify::kinds::is_symbol_table(&parent) {
                facts.symbol_tables.push(ptr(&parent));
            }
            if facts.target_holder.is_none() && parent.has_attribute("tile.target") {
                facts.target_holder = Some(ptr(&parent));
            }
            current = parent.parent_operation();
        }
        facts
    }

    #[test]
    fn per_block_facts_agree_with_walks_up_the_parents_on_random_nests() {
        let context = crate::hook::structural_context_with_all_dialects();
        context.set_allow_unregistered_dialects(true);
        let mut checked = 0;
        for seed in 1..=60u64 {
            let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
            let mut text = String::new();
            let mut names = 0;
            ops(
                &mut rng,
                Place::Module,
                2 + (seed % 7) as u32,
                &mut names,
                &mut text,
            );
            let Some(module) = Module::parse(&context, &text) else {
                panic!("seed {seed}: the generated module does not parse:\n{text}");
            };
            let mut all = Vec::new();
            crate::walk::preorder(module.as_operation(), |op| {
                all.push(op);
                WalkResult::Advance
            });
            // Asked in a random order, so that blocks are met from any side.
            for i in (1..all.len()).rev() {
                all.swap(i, rng.below(i as u64 + 1) as usize);
            }
            let ancestry = Ancestry::new();
            for op in &all {
                assert_eq!(
                    *ancestry.around(op),
                    walked(op),
                    "seed {seed}, op {}:\n{text}",
                    strings::name_of(op)
                );
                checked += 1;
            }
        }
        assert!(checked > 1000, "only {checked} ops checked");
    }
}
