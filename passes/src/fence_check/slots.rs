//! Which memory a slot (or mbarrier) operand denotes: its root, the facts
//! the rules need about it (memory space, alignment, how to name it), and
//! the fence scope its consumers need.
//!
//! A memref operand is followed through `memref.cast`,
//! `memref.assume_alignment` and `memref.memory_space_cast` (same memory),
//! and through `memref.subview` / `memref.reinterpret_cast` whose result has
//! a static offset (the first such view fixes the byte offset into the
//! root). The root is a `memref.get_global` (keyed by the global's name, so
//! two `get_global`s of one global are one slot) or any other value (a
//! function argument, an allocation, a view with a dynamic offset: keyed by
//! the SSA value). Two different roots are assumed not to alias.

use super::Scope;
use melior::ir::{operation::OperationLike, BlockLike, RegionLike, Value, ValueLike};
use std::collections::HashMap;
use std::fmt;
use tile_dialect::access::as_argument;
use tile_dialect::upstream;
use tile_dialect::verify::facts::{
    defining_op, int_attr, known_alignment, memref_info, op_name, Space,
};

/// The memory an operand denotes, as far as the analysis can tell.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Root {
    /// A `memref.global`, by symbol name.
    Global(String),
    /// Any other value (argument, allocation, dynamic view), by identity.
    Value(usize),
}

/// A slot or mbarrier: its root and the byte offset into it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct MemKey {
    /// The root memory.
    pub root: Root,
    /// Byte offset of the view into the root (0 when none is known).
    pub offset: u64,
}

/// What the rules need to know about one descriptor slot.
#[derive(Clone, Debug)]
pub(crate) struct SlotInfo {
    /// How diagnostics name it (`@slot`, `argument #0 of @kernel`, ...).
    pub name: String,
    /// Its memory space.
    pub space: Space,
}

impl SlotInfo {
    /// The narrowest fence scope that orders the producer's writes before
    /// the consumers' TMA reads. A shared::cta slot is written and read by
    /// threads of one CTA: `cta` is enough. A global slot (or one in another
    /// space) is read through the TMA units of every CTA that uses the
    /// kernel's descriptor: it needs `gpu` (or `sys`).
    pub fn required_scope(&self) -> Scope {
        match self.space {
            Space::Shared => Scope::Cta,
            Space::Global | Space::Other => Scope::Gpu,
        }
    }

    /// `global descriptor slot @slot` and the like.
    pub fn describe(&self) -> String {
        let space = match self.space {
            Space::Global => "global",
            Space::Shared => "shared::cta",
            Space::Other => "non-global",
        };
        format!("{space} descriptor slot {}", self.name)
    }
}

impl fmt::Display for MemKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.root {
            Root::Global(name) => write!(f, "@{name}")?,
            Root::Value(id) => write!(f, "value#{id:x}")?,
        }
        if self.offset != 0 {
            write!(f, "+{}", self.offset)?;
        }
        Ok(())
    }
}

/// Alignments of the module's `memref.global`s, by name.
pub(crate) type GlobalAlignments = HashMap<String, u64>;

/// The root and offset of `value`, and a name for diagnostics.
pub(crate) fn resolve(value: Value<'_, '_>) -> (MemKey, String) {
    resolve_root(value).0
}

/// The ops with regions around the definition of the root of `value`
/// (when it is a value, not a global) up to its function, by identity: a
/// root defined in a loop body (a view with a dynamic offset computed
/// there, a block argument of the body) may be other memory on each
/// iteration, so its key names the same memory only within one iteration
/// of those ops. Empty for a global root or one defined at the function's
/// top level.
pub(crate) fn varies_in(value: Value<'_, '_>) -> Vec<usize> {
    let Some(raw) = resolve_root(value).1 else {
        return Vec::new();
    };
    // SAFETY: the root is a live value of the IR `value` belongs to.
    let root: Value = unsafe { Value::from_raw(raw) };
    let parent = match defining_op(root) {
        Some(op) => op.parent_operation().map(|p| p.to_raw()),
        None => as_argument(root).and_then(|a| a.owner().parent_operation().map(|p| p.to_raw())),
    };
    // SAFETY: a live op of the same IR.
    let mut current = parent.map(|raw| unsafe { melior::ir::OperationRef::from_raw(raw) });
    let mut out = Vec::new();
    while let Some(op) = current {
        let name = op_name(&op);
        if super::is_unit(&name) {
            break;
        }
        if !matches!(
            name.as_str(),
            "scf.if" | "scf.index_switch" | "scf.execute_region"
        ) {
            out.push(op.to_raw().ptr as usize);
        }
        current = op.parent_operation();
    }
    out
}

/// [`resolve`], with the root value when the root is not a global.
fn resolve_root(value: Value<'_, '_>) -> ((MemKey, String), Option<mlir_sys::MlirValue>) {
    let mut current = value;
    let mut offset: Option<u64> = None;
    loop {
        let Some(op) = defining_op(current) else {
            let key = MemKey {
                root: Root::Value(value_id(current)),
                offset: offset.unwrap_or(0),
            };
            let name = with_offset(describe_argument(current), key.offset);
            return ((key, name), Some(current.to_raw()));
        };
        let name = op_name(&op);
        match name.as_str() {
            "memref.cast" | "memref.assume_alignment" | "memref.memory_space_cast" => {
                match upstream::source(op) {
                    Some(v) => current = v,
                    None => break,
                }
            }
            "memref.subview" | "memref.reinterpret_cast" => {
                if offset.is_none() {
                    match static_byte_offset(current) {
                        Some(o) => offset = Some(o),
                        None => break,
                    }
                }
                match upstream::source(op) {
                    Some(v) => current = v,
                    None => break,
                }
            }
            "memref.get_global" => {
                let global = op
                    .attribute("name")
                    .map(|a| a.to_string().trim_start_matches('@').to_string())
                    .unwrap_or_default();
                let key = MemKey {
                    root: Root::Global(global.clone()),
                    offset: offset.unwrap_or(0),
                };
                let name = with_offset(format!("@{global}"), key.offset);
                return ((key, name), None);
            }
            _ => break,
        }
    }
    let key = MemKey {
        root: Root::Value(value_id(current)),
        offset: offset.unwrap_or(0),
    };
    let name = with_offset(describe_result(current), key.offset);
    ((key, name), Some(current.to_raw()))
}

/// The memory space of a memref operand (global when not a memref).
pub(crate) fn space_of(value: Value<'_, '_>) -> Space {
    memref_info(value.r#type())
        .map(|i| i.space)
        .unwrap_or(Space::Global)
}

/// The alignment `value` is known to have: what `facts::known_alignment`
/// derives (globals, allocations, static views), and through
/// `memref.assume_alignment` (the assumed alignment, or more if the operand
/// is known to have more). `None` when nothing is known.
pub(crate) fn slot_alignment(value: Value<'_, '_>, globals: &GlobalAlignments) -> Option<u64> {
    if let Some(op) = defining_op(value) {
        if op_name(&op) == "memref.assume_alignment" {
            let assumed = int_attr(&op, "alignment").and_then(|a| u64::try_from(a).ok());
            let inner = upstream::source(op).and_then(|v| slot_alignment(v, globals));
            return match (assumed, inner) {
                (Some(a), Some(b)) => Some(a.max(b)),
                (a, b) => a.or(b),
            };
        }
        if matches!(
            op_name(&op).as_str(),
            "memref.cast" | "memref.memory_space_cast"
        ) {
            if let Some(a) = upstream::source(op).and_then(|v| slot_alignment(v, globals)) {
                return Some(a);
            }
        }
    }
    known_alignment(value, &|g| globals.get(g).copied())
}

fn value_id(value: Value<'_, '_>) -> usize {
    value.to_raw().ptr as usize
}

fn with_offset(name: String, offset: u64) -> String {
    if offset == 0 {
        name
    } else {
        format!("{name}+{offset}")
    }
}

/// The byte offset of a strided memref value, if its layout has a static
/// one.
fn static_byte_offset(value: Value<'_, '_>) -> Option<u64> {
    let info = memref_info(value.r#type())?;
    let elements = u64::try_from(info.offset?).ok()?;
    let bytes = tile_rules::ElementType::from_mlir(&info.element)
        .map(|e| e.bytes())
        .unwrap_or(1);
    Some(elements * bytes)
}

fn describe_argument(value: Value<'_, '_>) -> String {
    let Some(argument) = as_argument(value) else {
        return "(an unnamed value)".to_string();
    };
    let number = argument.argument_number();
    let owner = argument.owner();
    let function = owner
        .parent_operation()
        .filter(|_| is_entry_block(&owner))
        .and_then(|op| {
            op.attribute("sym_name")
                .ok()
                .map(|a| a.to_string().trim_matches('"').to_string())
        });
    match function {
        Some(f) => format!("(argument #{number} of @{f})"),
        None => format!("(block argument #{number})"),
    }
}

fn describe_result(value: Value<'_, '_>) -> String {
    match tile_dialect::access::as_result(value) {
        Some(result) => {
            let owner = result.owner();
            let line = tile_dialect::verify::file_line_col(owner.location())
                .map(|(_, l, _)| format!(" at line {l}"))
                .unwrap_or_default();
            format!("(the {}{line})", op_name(&owner))
        }
        None => describe_argument(value),
    }
}

/// Whether `block` is the first block of its region (the entry block).
fn is_entry_block<'c: 'a, 'a>(block: &impl BlockLike<'c, 'a>) -> bool {
    block
        .parent_region()
        .and_then(|r| r.first_block())
        .map(|first| first.to_raw().ptr == block.to_raw().ptr)
        .unwrap_or(false)
}
