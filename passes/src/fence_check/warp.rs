//! Which threads of a warp reach an op: `tensormap.cp_fenceproxy` is
//! `.sync.aligned`, so every thread of the warp must execute it, converged.
//!
//! An op runs on whole warps when no enclosing `scf.if` / `scf.index_switch`
//! between it and its function selects threads inside a warp. A condition
//! selects whole warps when it does not depend on the thread (kernel
//! arguments, constants, loads at uniform addresses, ...) or depends on it
//! only through the warp index: `thread_id x / 32k`, `thread_id x >> s`
//! (s >= 5), `thread_id x & ~31`, or a comparison of `thread_id x` with a
//! multiple of 32 (`tid < 32`, `tid >= 64`; `<=` / `>` with `32k - 1`).
//! `thread_id y` / `z` select whole warps only when the kernel's
//! `known_block_size` has an x extent that is a multiple of 32. Lane ids,
//! `nvvm.elect.sync` and every other use of `thread_id x` (`tid == 0`,
//! `tid < 16`, `tid % 2`) select lanes. Unstructured control flow
//! (`cf.cond_br`) is not examined.

use melior::ir::{
    attribute::DenseI32ArrayAttribute, operation::OperationLike, OperationRef, Value, ValueLike,
};
use rustc_hash::FxHashMap as HashMap;
use tile_dialect::access::{as_argument, as_result};
use tile_dialect::upstream;
use tile_dialect::verify::facts::{constant_int, int_attr, op_name};
use tile_dialect::verify::file_line_col;

/// Deepest expression followed.
const MAX_DEPTH: usize = 24;

/// What a value is, as far as warps are concerned.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Kind {
    /// The same in every thread of the CTA (as far as this analysis sees).
    Uniform,
    /// `thread_id x` itself (through integer casts).
    ThreadX,
    /// The same in every thread of a warp (a warp index, or a condition
    /// that selects whole warps).
    PerWarp,
    /// May differ between the threads of one warp; why.
    PerLane(String),
}

fn join(a: Kind, b: Kind) -> Kind {
    match (a, b) {
        (Kind::PerLane(r), _) | (_, Kind::PerLane(r)) => Kind::PerLane(r),
        (Kind::ThreadX, _) | (_, Kind::ThreadX) => {
            Kind::PerLane("it computes with thread_id x".to_string())
        }
        (Kind::PerWarp, _) | (_, Kind::PerWarp) => Kind::PerWarp,
        _ => Kind::Uniform,
    }
}

/// The x extent of the enclosing function's `known_block_size`.
fn block_x(op: &OperationRef<'_, '_>) -> Option<i32> {
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        if matches!(
            op_name(&parent).as_str(),
            "gpu.func" | "func.func" | "llvm.func"
        ) {
            return parent
                .attribute("known_block_size")
                .ok()
                .and_then(|a| DenseI32ArrayAttribute::try_from(a).ok())
                .and_then(|a| a.element(0).ok());
        }
        current = parent.parent_operation();
    }
    None
}

fn dimension(op: &OperationRef<'_, '_>) -> Option<char> {
    let text = op.attribute("dimension").ok()?.to_string();
    ['x', 'y', 'z']
        .into_iter()
        .find(|d| text.ends_with(&format!("{d}>")))
}

/// What each (value, depth) was found to be: a condition whose values are
/// shared (`%b = arith.addi %a, %a`) is examined once per value and depth,
/// not once per path to it (2^depth).
type Memo = HashMap<(usize, usize), Kind>;

fn kind(value: Value<'_, '_>, block_x: Option<i32>, depth: usize) -> Kind {
    kind_memo(value, block_x, depth, &mut Memo::default())
}

fn kind_memo(value: Value<'_, '_>, block_x: Option<i32>, depth: usize, memo: &mut Memo) -> Kind {
    let key = (value.to_raw().ptr as usize, depth);
    if let Some(known) = memo.get(&key) {
        return known.clone();
    }
    let found = kind_of(value, block_x, depth, memo);
    memo.insert(key, found.clone());
    found
}

fn kind_of(value: Value<'_, '_>, block_x: Option<i32>, depth: usize, memo: &mut Memo) -> Kind {
    if depth > MAX_DEPTH {
        return Kind::PerLane("the condition is too deep to analyse".to_string());
    }
    if as_argument(value).is_some() {
        return Kind::Uniform;
    }
    let Some(result) = as_result(value) else {
        return Kind::Uniform;
    };
    let op = result.owner();
    let name = op_name(&op);
    let mut operand_kind = |value: Option<Value<'_, '_>>| {
        value
            .map(|v| kind_memo(v, block_x, depth + 1, memo))
            .unwrap_or(Kind::Uniform)
    };
    match name.as_str() {
        "gpu.thread_id"
        | "nvvm.read.ptx.sreg.tid.x"
        | "nvvm.read.ptx.sreg.tid.y"
        | "nvvm.read.ptx.sreg.tid.z" => {
            let dim = if name == "gpu.thread_id" {
                dimension(&op)
            } else {
                name.chars().last()
            };
            match dim {
                Some('x') => Kind::ThreadX,
                _ if block_x.is_some_and(|x| x % 32 == 0) => Kind::PerWarp,
                _ => Kind::PerLane(
                    "thread_id y / z split warps unless the kernel's known_block_size x is a multiple of 32".to_string(),
                ),
            }
        }
        "gpu.lane_id" | "nvvm.read.ptx.sreg.laneid" => {
            Kind::PerLane("it depends on the lane id".to_string())
        }
        "nvvm.elect.sync" => Kind::PerLane("nvvm.elect.sync elects one lane".to_string()),
        "arith.index_cast" | "arith.index_castui" | "arith.extui" | "arith.extsi"
        | "arith.trunci" => operand_kind(upstream::source(op)),
        "arith.divui" | "arith.divsi" | "arith.shrui" | "arith.shrsi" | "arith.andi" => {
            let a = operand_kind(upstream::lhs(op));
            let b = operand_kind(upstream::rhs(op));
            let c = upstream::rhs(op).and_then(constant_int);
            let warp_index = match name.as_str() {
                "arith.divui" | "arith.divsi" => c.is_some_and(|c| c > 0 && c % 32 == 0),
                "arith.shrui" | "arith.shrsi" => c.is_some_and(|c| c >= 5),
                _ => c.is_some_and(|c| c & 31 == 0),
            };
            match (&a, &b) {
                (Kind::ThreadX, Kind::Uniform) if warp_index => Kind::PerWarp,
                _ => join(a, b),
            }
        }
        "arith.cmpi" => {
            let a = operand_kind(upstream::lhs(op));
            let b = operand_kind(upstream::rhs(op));
            let predicate = int_attr(&op, "predicate").unwrap_or(-1);
            // arith.cmpi predicates: 0 eq, 1 ne, 2 slt, 3 sle, 4 sgt, 5 sge, 6 ult, 7 ule,
            // 8 ugt, 9 uge.
            let compare = |threads_on_left: bool, c: Option<i64>| -> Kind {
                let Some(c) = c else {
                    return Kind::PerLane(
                        "it compares thread_id x with a value that is not a constant".to_string(),
                    );
                };
                // Normalise to `tid OP c`.
                let p = if threads_on_left {
                    predicate
                } else {
                    match predicate {
                        2 => 4,
                        3 => 5,
                        4 => 2,
                        5 => 3,
                        6 => 8,
                        7 => 9,
                        8 => 6,
                        9 => 7,
                        p => p,
                    }
                };
                let boundary = match p {
                    2 | 5 | 6 | 9 => Some(c),     // < c, >= c
                    3 | 4 | 7 | 8 => Some(c + 1), // <= c, > c
                    _ => None,
                };
                match boundary {
                    Some(b) if b % 32 == 0 => Kind::PerWarp,
                    Some(b) => Kind::PerLane(format!(
                        "it splits the threads at thread_id x = {b}, not a multiple of 32"
                    )),
                    None => Kind::PerLane(
                        "it selects single threads (thread_id x compared for equality)".to_string(),
                    ),
                }
            };
            match (&a, &b) {
                (Kind::ThreadX, Kind::Uniform) => {
                    compare(true, upstream::rhs(op).and_then(constant_int))
                }
                (Kind::Uniform, Kind::ThreadX) => {
                    compare(false, upstream::lhs(op).and_then(constant_int))
                }
                _ => join(a, b),
            }
        }
        _ => op
            .operands()
            .map(|v| kind_memo(v, block_x, depth + 1, memo))
            .fold(Kind::Uniform, join),
    }
}

/// Whether `value` is the same in every thread of the CTA as far as this
/// analysis sees (it does not depend on the thread or lane id); `op` is
/// the op using it (its kernel gives the block shape).
pub(crate) fn is_uniform(value: Value<'_, '_>, op: &OperationRef<'_, '_>) -> bool {
    kind(value, block_x(op), 0) == Kind::Uniform
}

/// The x extent of the `known_block_size` that the ops of `unit` (a
/// function, or a `gpu.launch` body: the function around it) run with.
pub(crate) fn unit_block_x(unit: &OperationRef<'_, '_>) -> Option<i32> {
    if matches!(
        op_name(unit).as_str(),
        "gpu.func" | "func.func" | "llvm.func"
    ) {
        return unit
            .attribute("known_block_size")
            .ok()
            .and_then(|a| DenseI32ArrayAttribute::try_from(a).ok())
            .and_then(|a| a.element(0).ok());
    }
    block_x(unit)
}

/// Why the branches of `branch` (an `scf.if` / `scf.index_switch` whose
/// function has `block_x`, see [`unit_block_x`]) may run on part of a warp
/// only, or `None` when its condition selects whole warps: what
/// [`lane_divergence`] says of the ops inside it, unless a nearer
/// conditional selects lanes.
pub(crate) fn branch_divergence(
    branch: &OperationRef<'_, '_>,
    block_x: Option<i32>,
) -> Option<String> {
    let name = op_name(branch);
    if !matches!(name.as_str(), "scf.if" | "scf.index_switch") {
        return None;
    }
    let condition = upstream::condition(*branch)?;
    let why = match kind(condition, block_x, 0) {
        Kind::ThreadX => "it is thread_id x".to_string(),
        Kind::PerLane(why) => why,
        Kind::Uniform | Kind::PerWarp => return None,
    };
    let at = file_line_col(branch.location())
        .map(|(_, l, _)| format!(" at line {l}"))
        .unwrap_or_default();
    Some(format!(
        "it runs under the '{name}'{at}, whose condition may select only some threads of a warp: {why}"
    ))
}

/// Why `op` may run on part of a warp only (the first enclosing conditional
/// that selects lanes, and the reason), or `None` when it runs on whole
/// warps.
#[cfg(test)]
pub(crate) fn lane_divergence(op: &OperationRef<'_, '_>) -> Option<String> {
    let block_x = block_x(op);
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        let name = op_name(&parent);
        if matches!(
            name.as_str(),
            "gpu.func" | "func.func" | "llvm.func" | "gpu.launch"
        ) {
            return None;
        }
        if let Some(why) = branch_divergence(&parent, block_x) {
            return Some(why);
        }
        current = parent.parent_operation();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use melior::ir::{operation::WalkOrder, operation::WalkResult, Module};

    fn divergence_of_copy(condition: &str, block: &str) -> Option<String> {
        let context = tile_dialect::context_with_all_dialects();
        let source = format!(
            "gpu.module @m {{\n gpu.func @k(%s: memref<128xi8, 3>, %g: memref<128xi8, 1>, %n: index) kernel attributes {{known_block_size = array<i32: {block}, 2, 1>}} {{\n\
             %c0 = arith.constant 0 : index\n %c5 = arith.constant 5 : index\n %c16 = arith.constant 16 : index\n\
             %c31 = arith.constant 31 : index\n %c32 = arith.constant 32 : index\n %c64 = arith.constant 64 : index\n\
             %m = arith.constant -32 : index\n\
             %tid = gpu.thread_id x\n %ty = gpu.thread_id y\n %lane = gpu.lane_id\n\
             %w = arith.divui %tid, %c32 : index\n %sh = arith.shrui %tid, %c5 : index\n %msk = arith.andi %tid, %m : index\n\
             %p = {condition}\n scf.if %p {{\n tile.tensormap_cp_fenceproxy %s to %g : memref<128xi8, 3>, memref<128xi8, 1>\n }}\n gpu.return\n }}\n}}"
        );
        let module = Module::parse(&context, &source).unwrap_or_else(|| panic!("{source}"));
        let mut out = None;
        module.as_operation().walk(WalkOrder::PreOrder, |op| {
            if op_name(&op) == "tile.tensormap_cp_fenceproxy" {
                out = Some(lane_divergence(&op));
            }
            WalkResult::Advance
        });
        out.expect("no copy")
    }

    #[test]
    fn whole_warp_conditions() {
        for c in [
            "arith.cmpi ult, %tid, %c32 : index",
            "arith.cmpi uge, %tid, %c64 : index",
            "arith.cmpi sgt, %tid, %c31 : index",
            "arith.cmpi ugt, %c32, %tid : index",
            "arith.cmpi eq, %w, %c0 : index",
            "arith.cmpi eq, %sh, %c0 : index",
            "arith.cmpi eq, %msk, %c32 : index",
            "arith.cmpi ult, %n, %c16 : index",
        ] {
            assert_eq!(divergence_of_copy(c, "128"), None, "{c}");
        }
        assert_eq!(
            divergence_of_copy("arith.cmpi eq, %ty, %c0 : index", "64"),
            None
        );
    }

    #[test]
    fn lane_selecting_conditions() {
        for (c, why) in [
            ("arith.cmpi eq, %tid, %c0 : index", "compared for equality"),
            ("arith.cmpi ult, %tid, %c16 : index", "thread_id x = 16"),
            ("arith.cmpi ule, %tid, %c32 : index", "thread_id x = 33"),
            ("arith.cmpi eq, %lane, %c0 : index", "lane id"),
            ("arith.cmpi ult, %tid, %n : index", "not a constant"),
        ] {
            let d = divergence_of_copy(c, "128").unwrap_or_else(|| panic!("{c} not caught"));
            assert!(d.contains(why), "{c}: {d}");
        }
        let d = divergence_of_copy("arith.cmpi eq, %ty, %c0 : index", "48").unwrap();
        assert!(d.contains("known_block_size x is a multiple of 32"), "{d}");
    }
}
