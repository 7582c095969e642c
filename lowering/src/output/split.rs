//! Splitting one unit's kernels into chunks that are translated and
//! compiled separately (in parallel), then stitched back into the PTX the
//! whole unit gives ([`super::stitch`]).
//!
//! A unit is split only when the stitched text is provably the same bytes
//! as compiling it whole: every function definition is an externally
//! visible kernel (`.visible .entry`) that calls or takes the address of no
//! other function (so the NVPTX printer emits no forward declarations and
//! the kernels share nothing but globals), no used non-intrinsic
//! declaration, no debug intrinsic, only globals, functions and nothing
//! else at module level, no global initializer that names a symbol, and
//! no inline asm numbered by `${:uid}` but the asm wait loop (whose
//! `TP_WAIT_<n>` label the stitch renumbers).
//! Every chunk holds a copy of every global and declaration, in the unit's
//! order, so each chunk prints the same header and, but for private
//! `.shared` globals (printed only where used), the same globals section.
//! LLVM's NVPTX printer moves a private `.shared` global that one function
//! alone uses into that function ("demotion", a `// name has been demoted`
//! line in the globals section): a global with one user is demoted in that
//! user's chunk only, which the stitch takes that line from; a global with
//! several users must have zero or at least two of them in every chunk
//! (else the unit is not split), so that no chunk demotes it.
//!
//! The chunks depend only on the unit: consecutive kernels, closed once
//! they hold `min_ops` ops (a short last chunk joins the one before), never
//! on the number of threads, so the output is the same for any thread
//! count.

use super::{
    codegen::{translate_as, TranslatedUnit},
    OutputError,
};
use melior::ir::{
    operation::{OperationBuilder, OperationLike, WalkOrder, WalkResult},
    Block, BlockLike, OperationRef, Region, RegionLike,
};
use std::collections::HashMap;
use tile_dialect::{strings::name_of, verify::facts::op_name};

/// The default least number of ops in one chunk: below it a unit is not
/// split (the per-chunk cost, a context, a target machine and a copy of the
/// globals, is then a visible part of the time).
pub const DEFAULT_CHUNK_OPS: usize = 8192;

/// The label of the asm wait loop, numbered by `${:uid}`.
pub(super) const UID_LABEL: &str = "TP_WAIT_";

/// What a top-level op of a unit is, for the split.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// `llvm.mlir.global`: copied into chunks.
    Global,
    /// `llvm.func` without a body: copied into every chunk.
    Declaration,
    /// `llvm.func` with a body (a kernel): moved into one chunk.
    Definition,
}

/// How a unit is split: which chunk each definition goes to.
pub struct SplitPlan {
    /// For each top-level op of the unit, in order: its kind.
    kinds: Vec<Kind>,
    /// For each top-level op that is a definition: its chunk.
    chunk_of: Vec<Option<usize>>,
    /// How many chunks.
    chunks: usize,
    /// The unit's globals, in order.
    globals: Vec<String>,
}

impl SplitPlan {
    /// How many chunks the unit is split into (at least 2).
    pub fn chunk_count(&self) -> usize {
        self.chunks
    }

    /// The names of the unit's globals, in order (what
    /// [`super::stitch_ptx`] needs).
    pub fn globals(&self) -> &[String] {
        &self.globals
    }
}

fn symbol(op: &OperationRef<'_, '_>) -> Option<String> {
    tile_dialect::strings::symbol_name(op)
}

/// The flat symbol an attribute names, if it is a `FlatSymbolRefAttr`
/// (borrowed from the context, which uniques it).
fn flat_symbol<'s>(attribute: mlir_sys::MlirAttribute) -> Option<&'s str> {
    // SAFETY: a live attribute; its string is owned by the context, which
    // outlives the scan.
    unsafe {
        if !mlir_sys::mlirAttributeIsAFlatSymbolRef(attribute) {
            return None;
        }
        let value = mlir_sys::mlirFlatSymbolRefAttrGetValue(attribute);
        if value.data.is_null() {
            return None;
        }
        let bytes = std::slice::from_raw_parts(value.data as *const u8, value.length);
        std::str::from_utf8(bytes).ok()
    }
}

/// Whether a global is a private (or internal) `.shared` one, which the
/// NVPTX printer may demote into its only user.
fn demotable(op: &OperationRef<'_, '_>) -> bool {
    let shared = op
        .attribute("addr_space")
        .map(|a| a.to_string().starts_with("3 "))
        .unwrap_or(false);
    let local = op
        .attribute("linkage")
        .map(|a| {
            let text = a.to_string();
            text.contains("private") || text.contains("internal")
        })
        .unwrap_or(false);
    shared && local
}

/// Whether a definition is an externally visible kernel.
fn visible_kernel(op: &OperationRef<'_, '_>) -> bool {
    let kernel = op.has_attribute("nvvm.kernel") || op.has_attribute("gpu.kernel");
    let external = op
        .attribute("linkage")
        .map(|a| a.to_string().contains("external"))
        .unwrap_or(true);
    kernel && external
}

/// What one definition's body uses: its op count and the globals it names;
/// `None` when it names anything that rules the split out. Reads names and
/// attributes without allocating (it sees every op of the unit).
fn scan_definition(
    op: OperationRef<'_, '_>,
    kinds: &HashMap<String, (Kind, usize)>,
) -> Option<(usize, Vec<usize>)> {
    let mut count = 0usize;
    let mut globals = Vec::new();
    let mut ok = true;
    op.walk(WalkOrder::PreOrder, |inner| {
        count += 1;
        let name = name_of(&inner);
        if name.starts_with("llvm.intr.dbg") {
            ok = false;
        }
        if name == "llvm.inline_asm" {
            // `${:uid}` numbers asm statements module-wide: only the asm
            // wait loop's label (`TP_WAIT_<n>`) is renumbered by the stitch.
            let text = tile_dialect::strings::string_attribute(&inner, "asm_string");
            let known = text.as_deref() == Some(crate::lower::WAIT_PARITY_LOOP);
            if !known
                && text
                    .as_deref()
                    .is_none_or(|t| t.contains(":uid}") || t.contains(UID_LABEL))
            {
                ok = false;
            }
        }
        // Every attribute, the dictionary built once.
        tile_dialect::op_attributes::for_each_attribute(inner.to_raw(), |attribute| {
            let Some(target) = flat_symbol(attribute) else {
                return;
            };
            match kinds.get(target) {
                Some((Kind::Global, at)) if name == "llvm.mlir.addressof" => globals.push(*at),
                Some((Kind::Declaration, _)) if target.starts_with("llvm.") => {}
                // A call of or pointer to another function, a used
                // non-intrinsic declaration, or a symbol elsewhere.
                _ => ok = false,
            }
        });
        if ok {
            WalkResult::Advance
        } else {
            WalkResult::Interrupt
        }
    });
    ok.then_some((count, globals))
}

/// The plan to split `unit` into chunks of at least `min_ops` ops, or
/// `None` when it is not split (see the module documentation; also when it
/// would give fewer than two chunks). `min_ops == 0` never splits.
pub fn plan_split(unit: OperationRef<'_, '_>, min_ops: usize) -> Option<SplitPlan> {
    if min_ops == 0 {
        return None;
    }
    let ops = tile_dialect::walk::body_ops(unit);
    let mut kinds = Vec::with_capacity(ops.len());
    let mut by_name = HashMap::new();
    let mut globals = Vec::new();
    for (at, op) in ops.iter().enumerate() {
        let kind = match op_name(op).as_str() {
            "llvm.mlir.global" => {
                // An initializer that names a symbol (a pointer to a
                // function or global) ties the chunks together.
                let mut names_symbol = false;
                op.walk(WalkOrder::PreOrder, |inner| {
                    if inner.attribute_count() > 0 && op_name(&inner) == "llvm.mlir.addressof" {
                        names_symbol = true;
                    }
                    WalkResult::Advance
                });
                if names_symbol {
                    return None;
                }
                Kind::Global
            }
            "llvm.func" => {
                let empty = op
                    .first_region()
                    .map(|r| r.first_block().is_none())
                    .unwrap_or(true);
                if empty {
                    Kind::Declaration
                } else if visible_kernel(op) {
                    Kind::Definition
                } else {
                    return None;
                }
            }
            _ => return None,
        };
        let name = symbol(op)?;
        if name.contains(UID_LABEL) {
            return None;
        }
        if kind == Kind::Global {
            // Printed as is in the PTX (no renaming by the back end).
            let mut chars = name.chars();
            let valid = chars
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == '$')
                && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$');
            if !valid {
                return None;
            }
            globals.push(name.clone());
        }
        by_name.insert(name, (kind, at));
        kinds.push(kind);
    }
    if kinds.iter().filter(|k| **k == Kind::Definition).count() < 2 {
        return None;
    }
    // Each definition's size and the globals it uses.
    let mut sizes = vec![0usize; ops.len()];
    let mut users: Vec<Vec<usize>> = vec![Vec::new(); ops.len()];
    for (at, op) in ops.iter().enumerate() {
        if kinds[at] != Kind::Definition {
            continue;
        }
        let (count, globals) = scan_definition(*op, &by_name)?;
        sizes[at] = count;
        for global in globals {
            if users[global].last() != Some(&at) {
                users[global].push(at);
            }
        }
    }
    // Consecutive definitions, closed at `min_ops`.
    let mut chunk_of = vec![None; ops.len()];
    let mut chunks = 0usize;
    let mut filled = 0usize;
    let mut last_chunk_start = 0usize;
    for at in 0..ops.len() {
        if kinds[at] != Kind::Definition {
            continue;
        }
        if filled == 0 {
            last_chunk_start = at;
        }
        chunk_of[at] = Some(chunks);
        filled += sizes[at];
        if filled >= min_ops {
            chunks += 1;
            filled = 0;
        }
    }
    if filled > 0 {
        // A short last chunk joins the one before.
        if chunks > 0 {
            for slot in chunk_of.iter_mut().skip(last_chunk_start) {
                if slot.is_some() {
                    *slot = Some(chunks - 1);
                }
            }
        } else {
            chunks = 1;
        }
    }
    if chunks < 2 {
        return None;
    }
    // Demotion: a global of several users never has one in a chunk.
    for (global, list) in users.iter().enumerate() {
        if list.len() < 2 || !demotable(&ops[global]) {
            continue;
        }
        let mut per_chunk = vec![0usize; chunks];
        for &user in list {
            if let Some(chunk) = chunk_of[user] {
                per_chunk[chunk] += 1;
            }
        }
        if per_chunk.contains(&1) {
            return None;
        }
    }
    Some(SplitPlan {
        kinds,
        chunk_of,
        chunks,
        globals,
    })
}

/// Translates each chunk of `unit` (planned by [`plan_split`]) into an LLVM
/// module of its own and hands it to `each`, in chunk order (so its code
/// generation can start while the next chunk is translated). Each chunk is
/// a `gpu.module` with the unit's attributes holding copies of the globals
/// and declarations and the chunk's kernels, moved out of the unit for its
/// translation and back into their places right after: `unit` is unchanged
/// when this returns. With `consume` (the caller frees the module next),
/// each chunk's kernels are freed with the chunk instead, so that the
/// LLVM IR and machine code of the chunks after it reuse their memory
/// (the peak at 10,000 kernels was the whole MLIR module next to
/// the output stage's parts); `unit` then keeps only its globals and
/// declarations.
pub fn translate_chunks(
    unit: OperationRef<'_, '_>,
    plan: &SplitPlan,
    consume: bool,
    each: &mut dyn FnMut(TranslatedUnit),
) -> Result<(), OutputError> {
    let ops = tile_dialect::walk::body_ops(unit);
    let attributes: Vec<_> = unit.attributes().collect();
    let level = super::codegen_level(unit);
    for chunk in 0..plan.chunks {
        let region = Region::new();
        region.append_block(Block::new(&[]));
        let no_chunk = |why: String| OutputError::Translate {
            unit: super::unit_name(unit),
            diagnostics: vec![format!("cannot build a chunk of the unit: {why}")],
        };
        let container = OperationBuilder::new(&op_name(&unit), unit.location())
            .add_attributes(&attributes)
            .add_regions([region])
            .build()
            .map_err(|e| no_chunk(e.to_string()))?;
        let block = container
            .first_region()
            .and_then(|r| r.first_block())
            .ok_or_else(|| no_chunk("it has no body".into()))?;
        let mut moved = Vec::new();
        for (at, op) in ops.iter().enumerate() {
            let raw = op.to_raw();
            match plan.kinds[at] {
                Kind::Definition => {
                    if plan.chunk_of[at] != Some(chunk) {
                        continue;
                    }
                    // SAFETY: `op` is a live op of the unit's block; it is
                    // moved to the end of the chunk's block (and back
                    // below), never freed.
                    unsafe {
                        mlir_sys::mlirOperationRemoveFromParent(raw);
                        mlir_sys::mlirBlockAppendOwnedOperation(block.to_raw(), raw);
                    }
                    moved.push(at);
                }
                Kind::Global | Kind::Declaration => {
                    // SAFETY: a clone owned by the chunk's block.
                    unsafe {
                        let copy = mlir_sys::mlirOperationClone(raw);
                        mlir_sys::mlirBlockAppendOwnedOperation(block.to_raw(), copy);
                    }
                }
            }
        }
        // SAFETY: `container` is live until dropped below.
        let container_ref = unsafe { OperationRef::from_raw(container.to_raw()) };
        let translated = translate_as(container_ref, unit, level);
        if consume {
            // Freed with the container below.
            moved.clear();
        }
        // Back into their places, in order: each after the op that was
        // before it (already in place), or first in the block.
        for at in moved {
            let raw = ops[at].to_raw();
            // SAFETY: both ops are live; `raw` leaves the chunk's block.
            unsafe {
                if at == 0 {
                    mlir_sys::mlirOperationRemoveFromParent(raw);
                    if let Some(unit_block) = unit.first_region().and_then(|r| r.first_block()) {
                        mlir_sys::mlirBlockInsertOwnedOperation(unit_block.to_raw(), 0, raw);
                    }
                } else {
                    mlir_sys::mlirOperationMoveAfter(raw, ops[at - 1].to_raw());
                }
            }
        }
        drop(container);
        each(translated?);
    }
    Ok(())
}
