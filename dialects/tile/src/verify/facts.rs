//! Facts the verifier reads off the IR: operand segments, constants, memref
//! types (memory space, shape, strides), known alignment of an address.

use super::ancestry::{op_at, Ancestry};
use crate::access::{as_result, integer_value, result_at, type_text};
use melior::ir::r#type::{DimSize, ShapedTypeLike};
use melior::ir::{
    attribute::{DenseI32ArrayAttribute, DenseI64ArrayAttribute, IntegerAttribute},
    operation::OperationLike,
    r#type::MemRefType,
    AttributeLike, BlockLike, OperationRef, RegionLike, Type, Value, ValueLike,
};
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

/// A memory space as the copy instructions see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Space {
    /// Global memory (address space 1, or the default space 0).
    Global,
    /// Shared memory (address space 3, `#gpu.address_space<workgroup>`).
    Shared,
    /// Anything else (constant, local, private, ...).
    Other,
}

impl Space {
    /// How diagnostics name the space.
    pub fn name(self) -> &'static str {
        match self {
            Space::Global => "global",
            Space::Shared => "shared",
            Space::Other => "another",
        }
    }
}

/// The parts of a memref type the rules need.
#[derive(Clone, Debug)]
pub struct MemRefInfo {
    /// Element type as printed.
    pub element: String,
    /// Memory space.
    pub space: Space,
    /// Extents, outermost first; `None` for dynamic ones.
    pub shape: Vec<Option<u64>>,
    /// Strides in elements, outermost first; `None` for dynamic ones.
    pub strides: Vec<Option<i64>>,
    /// Offset in elements; `None` if dynamic.
    pub offset: Option<i64>,
}

impl MemRefInfo {
    /// Total bytes if the shape is static, the element size is known and
    /// the product fits 64 bits.
    pub fn static_bytes(&self, element_bytes: u64) -> Option<u64> {
        self.shape
            .iter()
            .try_fold(element_bytes, |acc, d| d.and_then(|d| acc.checked_mul(d)))
    }
}

/// Classifies a memref memory-space attribute.
pub fn classify_space(text: Option<String>) -> Space {
    let Some(text) = text else {
        return Space::Global;
    };
    let number = text.split(':').next().unwrap_or("").trim();
    match number {
        "0" | "1" => return Space::Global,
        "3" => return Space::Shared,
        _ => {}
    }
    if text.contains("workgroup") {
        Space::Shared
    } else if text.contains("global") {
        Space::Global
    } else {
        Space::Other
    }
}

/// Classifies a memref memory-space attribute without printing a numeric
/// one.
pub fn space_of_attribute(attribute: Option<melior::ir::Attribute<'_>>) -> Space {
    match attribute.map(|a| (integer_value(a), a)) {
        None => Space::Global,
        Some((Some(0 | 1), _)) => Space::Global,
        Some((Some(3), _)) => Space::Shared,
        Some((Some(_), _)) => Space::Other,
        Some((None, a)) => classify_space(Some(a.to_string())),
    }
}

/// The type of the type attribute `name` of `op` (read through the C API:
/// melior's `try_from` prints the attribute when it is not a type).
pub fn type_attr<'c>(op: &OperationRef<'c, '_>, name: &str) -> Option<Type<'c>> {
    let attribute = op.attribute(name).ok()?;
    // SAFETY: a live attribute; a type attribute's type is owned by the
    // context.
    unsafe {
        mlir_sys::mlirAttributeIsAType(attribute.to_raw())
            .then(|| Type::from_raw(mlir_sys::mlirTypeAttrGetValue(attribute.to_raw())))
    }
}

/// Reads a memref type; `None` if `ty` is not a memref.
pub fn memref_info(ty: Type<'_>) -> Option<MemRefInfo> {
    let memref = MemRefType::try_from(ty).ok()?;
    let rank = memref.rank();
    let shape = (0..rank)
        .map(|i| {
            memref.dim_size(i).ok().and_then(|d| match d {
                DimSize::Static(n) => Some(n),
                DimSize::Dynamic => None,
            })
        })
        .collect();
    let (strides, offset) = memref.strides_and_offset();
    let known = |v: i64| (v != i64::MIN).then_some(v);
    Some(MemRefInfo {
        element: type_text(memref.element()),
        space: space_of_attribute(memref.memory_space()),
        shape,
        strides: strides.into_iter().map(known).collect(),
        offset: known(offset),
    })
}

/// The known extents of `values` (dims or byte strides): each one's
/// `arith.constant` value, `None` where it is not a constant.
pub fn constant_extents(values: &[Value<'_, '_>]) -> Vec<Option<u64>> {
    values
        .iter()
        .map(|v| constant_int(*v).map(|c| c as u64))
        .collect()
}

/// The integer value of `value` if it is an `arith.constant`.
pub fn constant_int(value: Value<'_, '_>) -> Option<i64> {
    let result = as_result(value)?;
    let owner = result.owner();
    if crate::strings::name_of(&owner) != "arith.constant" {
        return None;
    }
    IntegerAttribute::try_from(owner.attribute("value").ok()?)
        .ok()
        .map(|a| a.value())
}

/// Name of the op defining `value`, if any.
pub fn defining_op<'c, 'a>(value: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    as_result(value).map(|r| r.owner())
}

/// An op's name as a string.
pub fn op_name(op: &OperationRef<'_, '_>) -> String {
    crate::strings::op_name(op)
}

/// The integer value of an attribute of `op`.
pub fn int_attr(op: &OperationRef<'_, '_>, name: &str) -> Option<i64> {
    IntegerAttribute::try_from(op.attribute(name).ok()?)
        .ok()
        .map(|a| a.value())
}

/// The elements of a `DenseI64ArrayAttr` attribute of `op`, if it has one.
pub fn i64_array_attr(op: &OperationRef<'_, '_>, name: &str) -> Option<Vec<i64>> {
    let attr = DenseI64ArrayAttribute::try_from(op.attribute(name).ok()?).ok()?;
    Some(
        (0..attr.len())
            .filter_map(|i| attr.element(i).ok())
            .collect(),
    )
}

/// The elements of a `DenseI32ArrayAttr` attribute of `op`, if it has one.
pub fn i32_array_attr(op: &OperationRef<'_, '_>, name: &str) -> Option<Vec<i32>> {
    let attr = DenseI32ArrayAttribute::try_from(op.attribute(name).ok()?).ok()?;
    Some(
        (0..attr.len())
            .filter_map(|i| attr.element(i).ok())
            .collect(),
    )
}

/// The `alignment` of the `memref.global` named `name` that `from` sees:
/// the nearest enclosing op whose body holds a global of that name (as
/// symbol lookup finds it). `None` if there is none or it has no alignment.
/// Only symbol tables are searched (symbol lookup sees nothing else), so a
/// kernel body is never scanned: that scan made verification quadratic in
/// the ops of a kernel. One lookup scans the table; for many, keep a
/// [`GlobalIndex`].
pub fn visible_global_alignment(from: OperationRef<'_, '_>, name: &str) -> Option<u64> {
    GlobalIndex::default().alignment(from, name)
}

/// The globals' alignments that [`visible_global_alignment`] reads, each
/// symbol table's read once: the tables met so far, by op (raw pointer;
/// `None` for an op that is no symbol table), each with its
/// `memref.global`s by name (the first of a name, as a lookup finds it).
/// Valid while the IR it read is unchanged: one verification run. Looking
/// up every slot op's global by scanning the table made a module with N
/// globals and N slot ops quadratic.
#[derive(Debug, Default)]
pub struct GlobalIndex {
    tables: RefCell<HashMap<usize, Globals>>,
    /// Where the symbol tables around each op are (read once per block).
    ancestry: Arc<Ancestry>,
}

/// The `memref.global`s of one symbol table: each name's first one's
/// position among the table's globals and its alignment, if it has one.
type Globals = HashMap<String, (usize, Option<u64>)>;

impl GlobalIndex {
    /// An index that finds the symbol tables around an op through
    /// `ancestry` (valid for the same run).
    pub(crate) fn with_ancestry(ancestry: Arc<Ancestry>) -> Self {
        Self {
            tables: RefCell::default(),
            ancestry,
        }
    }

    /// The facts of the ops around each block this index reads through.
    pub(crate) fn ancestry(&self) -> &Ancestry {
        &self.ancestry
    }

    /// [`visible_global_alignment`] of `name` from `from`.
    pub fn alignment(&self, from: OperationRef<'_, '_>, name: &str) -> Option<u64> {
        self.global(from, name).and_then(|(_, alignment)| alignment)
    }

    /// The global `name` that `from` sees: its position among the
    /// `memref.global`s of its symbol table (declaration order) and its
    /// alignment, if it has one.
    pub fn global(&self, from: OperationRef<'_, '_>, name: &str) -> Option<(usize, Option<u64>)> {
        let around = self.ancestry.around(&from);
        let mut tables = self.tables.borrow_mut();
        for &table in &around.symbol_tables {
            let globals = tables.entry(table).or_insert_with(|| {
                // SAFETY: a symbol table around the live `from`, read from
                // the unchanged IR.
                globals_of(&unsafe { op_at(table) })
            });
            if let Some(found) = globals.get(name) {
                return Some(*found);
            }
        }
        None
    }
}

/// The `memref.global`s directly in the regions of `table`, by name: each
/// name's first one's alignment.
fn globals_of(table: &OperationRef<'_, '_>) -> Globals {
    let mut globals = HashMap::new();
    for region in table.regions() {
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut child = b.first_operation();
            while let Some(c) = child {
                if crate::strings::op_name_is(&c, "memref.global") {
                    if let Some(name) = symbol_name(&c) {
                        let position = globals.len();
                        globals.entry(name).or_insert_with(|| {
                            (
                                position,
                                int_attr(&c, "alignment").and_then(|a| u64::try_from(a).ok()),
                            )
                        });
                    }
                }
                child = c.next_in_block();
            }
            block = b.next_in_region();
        }
    }
    globals
}

/// How many ops of a symbol table the check of one op scans for a global
/// ([`scan_global_alignment`]) before it leaves the global to its scope's
/// check (`super::owed`), which reads each table once.
pub(crate) const SCAN_BUDGET: usize = 64;

/// What [`scan_global_alignment`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Scan {
    /// The global, with its alignment, if it has one.
    Found(Option<u64>),
    /// No table holds a global of that name (each scanned whole).
    Absent,
    /// A table has more ops than the budget before one of that name.
    TooFar,
}

/// [`visible_global_alignment`], scanning at most `budget` ops of each
/// symbol table: the same answer, or [`Scan::TooFar`].
/// `tables`: the symbol tables around the op, innermost first
/// ([`super::ancestry::Around::symbol_tables`]).
pub(crate) fn scan_global_alignment(tables: &[usize], name: &str, budget: usize) -> Scan {
    for &table in tables {
        // SAFETY: a symbol table around a live op, read from the unchanged IR.
        let op = unsafe { op_at(table) };
        {
            let mut scanned = 0;
            for region in op.regions() {
                let mut block = region.first_block();
                while let Some(b) = block {
                    let mut child = b.first_operation();
                    while let Some(c) = child {
                        scanned += 1;
                        if scanned > budget {
                            return Scan::TooFar;
                        }
                        if crate::strings::op_name_is(&c, "memref.global")
                            && symbol_name(&c).as_deref() == Some(name)
                        {
                            return Scan::Found(
                                int_attr(&c, "alignment").and_then(|a| u64::try_from(a).ok()),
                            );
                        }
                        child = c.next_in_block();
                    }
                    block = b.next_in_region();
                }
            }
        }
    }
    Scan::Absent
}

/// The name of the global whose alignment [`known_alignment`] reads for
/// `value`, if it reads one.
pub fn global_read(value: Value<'_, '_>) -> Option<String> {
    let op = defining_op(value)?;
    match crate::strings::name_of(&op) {
        "memref.get_global" => crate::strings::flat_symbol_value(op.attribute("name").ok()?),
        "memref.subview" | "memref.reinterpret_cast" | "memref.cast" => {
            global_read(crate::upstream::source(op)?)
        }
        _ => None,
    }
}

/// The `sym_name` of `op`, if it has one.
pub fn symbol_name(op: &OperationRef<'_, '_>) -> Option<String> {
    crate::strings::symbol_name(op)
}

/// The alignment in bytes an address is known to have, following
/// `memref.get_global` (the global's `alignment`), `memref.alloc`/`alloca`
/// (`alignment`) and static-offset views. `None` when nothing is known.
/// ([`global_read`] follows the same chain.)
pub fn known_alignment(
    value: Value<'_, '_>,
    global_alignment: &dyn Fn(&str) -> Option<u64>,
) -> Option<u64> {
    let op = defining_op(value)?;
    match crate::strings::name_of(&op) {
        "memref.get_global" => {
            let global = crate::strings::flat_symbol_value(op.attribute("name").ok()?)?;
            global_alignment(&global)
        }
        "memref.alloc" | "memref.alloca" => int_attr(&op, "alignment").map(|a| a as u64),
        "memref.subview" | "memref.reinterpret_cast" | "memref.cast" => {
            let base = known_alignment(crate::upstream::source(op)?, global_alignment)?;
            let info = memref_info(result_at(op, 0)?.r#type())?;
            let bytes = tile_rules::ElementType::from_mlir(&info.element)
                .map(|e| e.bytes())
                .unwrap_or(1);
            let offset = u64::try_from(info.offset?).ok()?.checked_mul(bytes)?;
            Some(if offset == 0 { base } else { gcd(base, offset) })
        }
        _ => None,
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The bytes of one element of `info` (1 where the element type is not one
/// the rules know).
pub(crate) fn element_bytes(info: &MemRefInfo) -> u64 {
    tile_rules::ElementType::from_mlir(&info.element)
        .map(|e| e.bytes())
        .unwrap_or(1)
}
