//! Launch-invariance of kernel values, and their expressions in terms of
//! the launch operands.
//!
//! A value is launch-invariant when the host can compute it from what it
//! passes to the launch: a kernel argument, an `arith.constant`, or the
//! result of a pure op (`arith.*`, `index.*`, `memref.cast`,
//! `memref.subview`, `memref.reinterpret_cast`, `memref.dim`) whose operands
//! are all launch-invariant. Everything else (thread and block ids, loads,
//! loop-carried values, globals, workgroup attributions) is device-only.

use melior::ir::{
    attribute::IntegerAttribute, operation::OperationLike, BlockLike, OperationRef, Value,
    ValueLike,
};
use std::collections::HashMap;
use tile_abi::manifest::Expr;
use tile_dialect::access::{as_argument, as_result};
use tile_dialect::upstream;
use tile_dialect::verify::{facts::op_name, file_line_col};

/// Deepest chain of pure ops followed before giving up.
const MAX_DEPTH: usize = 64;

/// Ops the host can evaluate (cloned before the launch) when their
/// operands are launch-invariant.
pub(crate) fn is_hoistable_op(op: &OperationRef<'_, '_>) -> bool {
    if op.region_count() != 0 || op.result_count() == 0 {
        return false;
    }
    let name = op_name(op);
    name.starts_with("arith.")
        || name.starts_with("index.")
        || matches!(
            name.as_str(),
            "memref.cast" | "memref.subview" | "memref.reinterpret_cast" | "memref.dim"
        )
}

/// `'op' at line N` (or without a line when the location has none).
pub(crate) fn describe_op(op: &OperationRef<'_, '_>) -> String {
    match file_line_col(op.location()) {
        Some((_, line, _)) => format!("'{}' at line {line}", op_name(op)),
        None => format!("'{}'", op_name(op)),
    }
}

/// The launch-invariance analysis of one `gpu.func`.
pub(crate) struct Analyzer {
    /// Raw pointer of the function's entry block.
    entry: usize,
    /// How many function arguments the entry block starts with.
    n_inputs: usize,
    /// Whether the function is a kernel (only kernel arguments are known
    /// to the host).
    is_kernel: bool,
    /// The function's symbol name (for reasons).
    func_name: String,
    /// Memo: raw value pointer -> `Ok` or the device-only reason.
    memo: HashMap<usize, Result<(), String>>,
}

impl Analyzer {
    /// An analyzer for the function whose entry block is `entry`.
    pub(crate) fn new(entry: usize, n_inputs: usize, is_kernel: bool, func_name: &str) -> Self {
        Self {
            entry,
            n_inputs,
            is_kernel,
            func_name: func_name.to_string(),
            memo: HashMap::new(),
        }
    }

    /// The kernel argument `value` is, if it is one.
    pub(crate) fn argument_index(&self, value: Value<'_, '_>) -> Option<usize> {
        let arg = as_argument(value)?;
        let n = arg.argument_number();
        (arg.owner().to_raw().ptr as usize == self.entry && n < self.n_inputs).then_some(n)
    }

    /// `Ok` when every operand of `op` is launch-invariant, else the reason
    /// of the first device-only leaf.
    pub(crate) fn operands_invariant(&mut self, op: &OperationRef<'_, '_>) -> Result<(), String> {
        op.operands().try_for_each(|v| self.classify(v, 0))
    }

    fn classify(&mut self, value: Value<'_, '_>, depth: usize) -> Result<(), String> {
        let key = value.to_raw().ptr as usize;
        if let Some(known) = self.memo.get(&key) {
            return known.clone();
        }
        let result = self.classify_uncached(value, depth);
        self.memo.insert(key, result.clone());
        result
    }

    fn classify_uncached(&mut self, value: Value<'_, '_>, depth: usize) -> Result<(), String> {
        if depth > MAX_DEPTH {
            return Err(format!(
                "an expression more than {MAX_DEPTH} ops deep (not followed)"
            ));
        }
        if let Some(arg) = as_argument(value) {
            let n = arg.argument_number();
            let owner = arg.owner();
            if owner.to_raw().ptr as usize == self.entry {
                if n >= self.n_inputs {
                    return Err(format!(
                        "workgroup/private attribution #{} of @{}",
                        n - self.n_inputs,
                        self.func_name
                    ));
                }
                if !self.is_kernel {
                    return Err(format!(
                        "argument #{n} of @{}, which is not a kernel (only kernel arguments are known at launch)",
                        self.func_name
                    ));
                }
                return Ok(());
            }
            return Err(match owner.parent_operation() {
                Some(parent) => format!("block argument #{n} of {}", describe_op(&parent)),
                None => format!("block argument #{n} of a detached block"),
            });
        }
        let Some(result) = as_result(value) else {
            return Err("a value of unknown origin".into());
        };
        let op = result.owner();
        if op_name(&op) == "arith.constant" {
            return Ok(());
        }
        if !is_hoistable_op(&op) {
            return Err(describe_op(&op));
        }
        let operands: Vec<Value<'_, '_>> = op.operands().collect();
        for v in operands {
            self.classify(v, depth + 1)?;
        }
        Ok(())
    }

    /// The expression of a launch-invariant value. With `key`, the text is
    /// exact (types and attributes included) so that equal texts mean equal
    /// values; without, it is the manifest's readable form.
    pub(crate) fn expr(&self, value: Value<'_, '_>, key: bool) -> Expr {
        self.expr_depth(value, key, 0)
    }

    fn expr_depth(&self, value: Value<'_, '_>, key: bool, depth: usize) -> Expr {
        if let Some(n) = self.argument_index(value) {
            return Expr::sym(format!("operand({n})"));
        }
        let Some(result) = as_result(value) else {
            return Expr::sym(format!("<{value}>"));
        };
        let op = result.owner();
        let name = op_name(&op);
        if name == "arith.constant" {
            if let Ok(attr) = op.attribute("value") {
                if !key {
                    if let Ok(int) = IntegerAttribute::try_from(attr) {
                        return Expr::Const(int.value());
                    }
                }
                return Expr::sym(attr.to_string());
            }
        }
        if depth > MAX_DEPTH {
            return Expr::sym("...");
        }
        let args: Vec<String> = op
            .operands()
            .map(|v| self.expr_depth(v, key, depth + 1).to_string())
            .collect();
        let mut text = format!("{name}({})", args.join(", "));
        let attrs = attributes(&op, !key);
        if !attrs.is_empty() {
            text += &format!(" {{{attrs}}}");
        }
        if op.result_count() > 1 {
            text += &format!("#{}", result.result_number());
        }
        if key {
            text += &format!(" : {}", value.r#type());
        }
        Expr::Symbolic(text)
    }

    /// The kernel argument a memref or pointer comes from, through the
    /// first operand of hoistable views and casts.
    pub(crate) fn root_argument(&self, value: Value<'_, '_>) -> Option<usize> {
        let mut current = value;
        for _ in 0..=MAX_DEPTH {
            if let Some(n) = self.argument_index(current) {
                return Some(n);
            }
            let op = as_result(current)?.owner();
            if !is_hoistable_op(&op) {
                return None;
            }
            current = upstream::source(op)?;
        }
        None
    }
}

/// The attributes of `op` that define its value, as `name = value, ...`
/// (operand segment sizes and `tile.*` markers left out).
pub(crate) fn attribute_text(op: &OperationRef<'_, '_>) -> String {
    attributes(op, false)
}

/// [`attribute_text`], or with `readable` the manifest's form: defaults
/// (`#arith.overflow<none>`, `#arith.fastmath<none>`) left out and dynamic
/// sizes printed as `?`.
fn attributes(op: &OperationRef<'_, '_>, readable: bool) -> String {
    op.attributes()
        .filter_map(|(n, a)| {
            let n = tile_dialect::strings::identifier(n);
            let a = a.to_string();
            if n == tile_dialect::ops::OPERAND_SEGMENT_SIZES || tile_dialect::ops::in_dialect(&n) {
                return None;
            }
            if !readable {
                return Some(format!("{n} = {a}"));
            }
            (!a.ends_with("<none>"))
                .then(|| format!("{n} = {}", a.replace(&i64::MIN.to_string(), "?")))
        })
        .collect::<Vec<_>>()
        .join(", ")
}
