//! Replays one kernel's ops through the typed builders ([`Body`]): each
//! op at its place in the Python source ([`Body::at`]), its operands
//! looked up by id and checked for type, its result recorded under its
//! id. A loop's or an `if`'s ops are replayed inside the builder's body
//! closure, in a scope of their own.

use std::cell::RefCell;

use serde_json::Value;
use tile_compiler::builder::{
    Axes, Body, Bool, BuildError, BuildErrorKind, BulkLoadOptions, BulkStoreOptions, Compare,
    Coords, CpAsyncCache, CpAsyncOptions, Dim, FenceScope, GlobalPtr, Index, IntValue, Kernel,
    LoadMode, LoadOptions, MemRef, ModuleBuilder, PrefetchOptions, ProxySpace, Rebind, RebindFrom,
    ReduceKind, Scalar, Shape, SharedLayout, SharedSpace, StoreOptions, TensorMap, I16, I32, I64,
};

use super::description::Node;
use super::error::ReplayError;
use super::types::{memref_type, scalar, tensor_map_type};
use super::values::{Scopes, Val};

/// The replay of one kernel's body.
pub(crate) struct Replay<'m, 'c, 'a> {
    module: &'m ModuleBuilder<'c>,
    kernel: &'m Kernel<'c, 'a>,
    values: Scopes<'c, 'a>,
    /// The error that stopped a body closure (the builders' closures
    /// return a [`BuildError`]; the replay's own error waits here).
    stopped: RefCell<Option<ReplayError>>,
}

/// The integer binary ops (`arith.*`), by the description's names.
const BINARY: [&str; 12] = [
    "add", "sub", "mul", "div_u", "rem_u", "and", "or", "xor", "shl", "shr_u", "min_u", "max_u",
];

fn arith<'c, 'a, T: IntValue<'c, 'a>>(
    b: &Body<'c, 'a>,
    name: &str,
    x: T,
    y: T,
) -> Result<Option<T>, BuildError> {
    Ok(Some(match name {
        "add" => b.add(x, y)?,
        "sub" => b.sub(x, y)?,
        "mul" => b.mul(x, y)?,
        "div_u" => b.div_u(x, y)?,
        "rem_u" => b.rem_u(x, y)?,
        "and" => b.and(x, y)?,
        "or" => b.or(x, y)?,
        "xor" => b.xor(x, y)?,
        "shl" => b.shl(x, y)?,
        "shr_u" => b.shr_u(x, y)?,
        "min_u" => b.min_u(x, y)?,
        "max_u" => b.max_u(x, y)?,
        _ => return Ok(None),
    }))
}

fn compare(name: &str) -> Option<Compare> {
    Some(match name {
        "eq" => Compare::Eq,
        "ne" => Compare::Ne,
        "slt" => Compare::Slt,
        "sle" => Compare::Sle,
        "sgt" => Compare::Sgt,
        "sge" => Compare::Sge,
        "ult" => Compare::Ult,
        "ule" => Compare::Ule,
        "ugt" => Compare::Ugt,
        "uge" => Compare::Uge,
        _ => return None,
    })
}

fn dim(name: &str) -> Option<Dim> {
    Some(match name {
        "x" => Dim::X,
        "y" => Dim::Y,
        "z" => Dim::Z,
        _ => return None,
    })
}

/// `x` cast to the scalar type `to`.
fn cast_to<'c, 'a, S: IntValue<'c, 'a>>(
    b: &Body<'c, 'a>,
    x: S,
    to: &str,
) -> Result<Option<Val<'c, 'a>>, BuildError> {
    Ok(Some(match to {
        "index" => Val::Index(b.cast::<S, Index>(x)?),
        "i1" => Val::Bool(b.cast::<S, Bool>(x)?),
        "i16" => Val::I16(b.cast::<S, I16>(x)?),
        "i32" => Val::I32(b.cast::<S, I32>(x)?),
        "i64" => Val::I64(b.cast::<S, I64>(x)?),
        _ => return Ok(None),
    }))
}

/// Applies `$f` (a generic function taking a body, an integer handle and
/// more) to an integer value of any type, or answers `$none`.
macro_rules! on_int {
    ($v:expr, |$x:ident| $call:expr, $none:expr) => {
        match $v {
            Val::Index($x) => $call,
            Val::Bool($x) => $call,
            Val::I16($x) => $call,
            Val::I32($x) => $call,
            Val::I64($x) => $call,
            _ => $none,
        }
    };
}

macro_rules! getter {
    ($(#[$doc:meta])* $get:ident, $opt:ident, $variant:ident, $ty:ident, $what:literal) => {
        $(#[$doc])*
        fn $get(&self, op: &Node<'_>, name: &str) -> Result<$ty<'c, 'a>, ReplayError> {
            match self.value(op, name)? {
                Val::$variant(v) => Ok(v),
                other => Err(self.mismatch(op, name, $what, &other)),
            }
        }

        /// The optional operand `name` (absent or null: none).
        #[allow(dead_code)]
        fn $opt(&self, op: &Node<'_>, name: &str) -> Result<Option<$ty<'c, 'a>>, ReplayError> {
            match op.get(name) {
                None => Ok(None),
                Some(_) => self.$get(op, name).map(Some),
            }
        }
    };
}

impl<'m, 'c, 'a> Replay<'m, 'c, 'a> {
    /// A replay of `kernel`'s body in `module`.
    pub(crate) fn new(module: &'m ModuleBuilder<'c>, kernel: &'m Kernel<'c, 'a>) -> Self {
        let values = Scopes::default();
        values.open();
        Self {
            module,
            kernel,
            values,
            stopped: RefCell::new(None),
        }
    }

    /// Records the kernel parameter `id`.
    pub(crate) fn define(&self, id: u64, value: Val<'c, 'a>) {
        self.values.define(id, value);
    }

    fn op_name<'n>(op: &'n Node<'_>) -> &'n str {
        op.get("op").and_then(Value::as_str).unwrap_or("op")
    }

    /// Operand `name` of `op`.
    fn value(&self, op: &Node<'_>, name: &str) -> Result<Val<'c, 'a>, ReplayError> {
        let id = op.id(name)?;
        self.values.get(id).ok_or_else(|| ReplayError::Unknown {
            at: op.at.clone(),
            op: Self::op_name(op).to_string(),
            operand: name.to_string(),
        })
    }

    fn mismatch(
        &self,
        op: &Node<'_>,
        name: &str,
        expected: &str,
        got: &Val<'c, 'a>,
    ) -> ReplayError {
        ReplayError::Type {
            at: op.at.clone(),
            operand: format!("{}: {name}", Self::op_name(op)),
            expected: expected.to_string(),
            got: got.type_name(),
        }
    }

    getter!(
        /// The `index` operand `name`.
        index, _opt_index, Index, Index, "an index"
    );
    getter!(
        /// The `i1` operand `name`.
        bool, opt_bool, Bool, Bool, "an i1"
    );
    getter!(
        /// The `i16` operand `name`.
        i16, opt_i16, I16, I16, "an i16"
    );
    getter!(
        /// The `i32` operand `name`.
        i32, opt_i32, I32, I32, "an i32"
    );
    getter!(
        /// The `i64` operand `name`.
        i64, opt_i64, I64, I64, "an i64"
    );
    getter!(
        /// The pointer operand `name`.
        ptr, _opt_ptr, Ptr, GlobalPtr, "a global pointer"
    );
    getter!(
        /// The memref operand `name`.
        memref, _opt_memref, MemRef, MemRef, "a memref"
    );
    getter!(
        /// The tensor-map operand `name`.
        tensor_map, _opt_tensor_map, TensorMap, TensorMap, "a tensor map"
    );
    getter!(
        /// The element operand `name` (a scalar of a tile element type).
        element, _opt_element, Element, Scalar, "an element value"
    );

    /// The list of value ids `name` as values of one kind, read by `get`
    /// (`what` names the kind in a mismatch).
    fn list_of<T>(
        &self,
        op: &Node<'_>,
        name: &str,
        what: &str,
        get: impl Fn(&Val<'c, 'a>) -> Option<T>,
    ) -> Result<Vec<T>, ReplayError> {
        let mut out = Vec::new();
        for (i, id) in op.ids(name)?.into_iter().enumerate() {
            let operand = format!("{name}[{i}]");
            let value = self.values.get(id).ok_or_else(|| ReplayError::Unknown {
                at: op.at.clone(),
                op: Self::op_name(op).to_string(),
                operand: operand.clone(),
            })?;
            out.push(get(&value).ok_or_else(|| self.mismatch(op, &operand, what, &value))?);
        }
        Ok(out)
    }

    /// The optional list of i16 ids `name` (absent: empty).
    fn i16s(&self, op: &Node<'_>, name: &str) -> Result<Vec<I16<'c, 'a>>, ReplayError> {
        if op.get(name).is_none() {
            return Ok(Vec::new());
        }
        self.list_of(op, name, "an i16", |v| match v {
            Val::I16(x) => Some(*x),
            _ => None,
        })
    }

    /// The list of index ids `name`.
    fn indices(&self, op: &Node<'_>, name: &str) -> Result<Vec<Index<'c, 'a>>, ReplayError> {
        self.list_of(op, name, "an index", |v| match v {
            Val::Index(x) => Some(*x),
            _ => None,
        })
    }

    /// The list of i32 ids `name`.
    fn i32s(&self, op: &Node<'_>, name: &str) -> Result<Vec<I32<'c, 'a>>, ReplayError> {
        self.list_of(op, name, "an i32", |v| match v {
            Val::I32(x) => Some(*x),
            _ => None,
        })
    }

    /// The list of i64 ids `name`.
    fn i64s(&self, op: &Node<'_>, name: &str) -> Result<Vec<I64<'c, 'a>>, ReplayError> {
        self.list_of(op, name, "an i64", |v| match v {
            Val::I64(x) => Some(*x),
            _ => None,
        })
    }

    /// The coordinates `coords` (i32 ids, innermost first).
    fn coords(&self, op: &Node<'_>) -> Result<Coords<'c, 'a>, ReplayError> {
        let mut out = Vec::new();
        for (i, id) in op.ids("coords")?.into_iter().enumerate() {
            let operand = format!("coords[{i}]");
            match self.values.get(id) {
                Some(Val::I32(v)) => out.push(v),
                Some(other) => return Err(self.mismatch(op, &operand, "an i32", &other)),
                None => {
                    return Err(ReplayError::Unknown {
                        at: op.at.clone(),
                        op: Self::op_name(op).to_string(),
                        operand,
                    })
                }
            }
        }
        Ok(Coords::innermost_first(out))
    }

    /// Keeps `error` (it stopped a body closure) and answers a stand-in
    /// for the closure to return.
    fn stop(&self, error: ReplayError) -> BuildError {
        *self.stopped.borrow_mut() = Some(error);
        BuildError::new(BuildErrorKind::Mlir {
            what: "operation",
            text: "replay stopped".into(),
        })
    }

    /// The error a builder call returned: the kept one if a body closure
    /// stopped, else the builder's own.
    fn resume(&self, error: BuildError) -> ReplayError {
        self.stopped
            .borrow_mut()
            .take()
            .unwrap_or(ReplayError::Build(error))
    }

    /// Replays `ops` (a list of op nodes) into `body`; `top`: the kernel's
    /// own body (where dynamic shared memory may be declared).
    pub(crate) fn ops(
        &self,
        body: &Body<'c, 'a>,
        top: bool,
        ops: &[Value],
        outer: Option<&tile_compiler::builder::Loc>,
    ) -> Result<(), ReplayError> {
        for op in ops {
            let node = Node::new(op, outer)?;
            let here = match &node.at {
                Some(at) => body.at(at),
                None => *body,
            };
            if let Some(value) = self.op(&here, top, &node)? {
                self.values.define(node.id("result")?, value);
            }
        }
        Ok(())
    }

    /// Replays the body list `name` of `op` in `inner`, in a scope of its
    /// own that first holds `given`.
    fn nested(
        &self,
        inner: &Body<'c, 'a>,
        op: &Node<'_>,
        name: &str,
        given: Option<(u64, Val<'c, 'a>)>,
    ) -> Result<(), BuildError> {
        self.values.open();
        if let Some((id, value)) = given {
            self.values.define(id, value);
        }
        let done = op
            .list(name)
            .and_then(|ops| self.ops(inner, false, ops, op.at.as_ref()));
        self.values.close();
        done.map_err(|e| self.stop(e))
    }

    /// One op; its result, if it has one.
    fn op(
        &self,
        b: &Body<'c, 'a>,
        top: bool,
        op: &Node<'_>,
    ) -> Result<Option<Val<'c, 'a>>, ReplayError> {
        let name = op.str("op")?;
        let int = |what: &str| self.int_op(b, op, what);
        Ok(match name {
            "const" => Some(self.constant(b, op)?),
            n if BINARY.contains(&n) => Some(int(n)?),
            "cmp" | "select" | "cast" => Some(int(name)?),
            "thread_id" | "block_id" | "grid_dim" | "cluster_block_id" => {
                let d = op.keyword("dim", dim)?;
                Some(Val::Index(match name {
                    "thread_id" => b.thread_id(d)?,
                    "block_id" => b.block_id(d)?,
                    "grid_dim" => b.grid_dim(d)?,
                    _ => b.cluster_block_id(d)?,
                }))
            }
            "cluster_rank" => Some(Val::I32(b.cluster_rank()?)),
            "sync_threads" => none(b.sync_threads())?,
            "cluster_sync" => none(b.cluster_sync())?,
            "fence_mbarrier_init" => none(b.fence_mbarrier_init())?,
            "bulk_commit" => none(b.bulk_commit())?,
            "cp_async_commit" => none(b.cp_async_commit())?,
            "cp_async_wait" => none(b.cp_async_wait(op.u32("pending")?))?,
            "bulk_wait" => none(b.bulk_wait(op.u32("pending")?, op.flag("read")?))?,
            "fence_proxy_async" => {
                none(b.fence_proxy_async(op.keyword("space", ProxySpace::from_keyword)?))?
            }
            "for" => {
                let (lower, upper, step) = (
                    self.index(op, "lower")?,
                    self.index(op, "upper")?,
                    self.index(op, "step")?,
                );
                let iv = op.id("iv")?;
                b.for_range(lower, upper, step, |inner, i| {
                    self.nested(inner, op, "body", Some((iv, Val::Index(i))))
                })
                .map_err(|e| self.resume(e))?;
                None
            }
            "for_carried" => Some(self.for_carried(b, op)?),
            "if" => {
                let condition = self.bool(op, "cond")?;
                let done = if op.get("else").is_some() {
                    b.if_then_else(
                        condition,
                        |inner| self.nested(inner, op, "then", None),
                        |inner| self.nested(inner, op, "else", None),
                    )
                } else {
                    b.if_then(condition, |inner| self.nested(inner, op, "then", None))
                };
                done.map_err(|e| self.resume(e))?;
                None
            }
            "shared" => {
                let spec = memref_type(&op.node("type")?)?;
                let align = u64::from(op.u32("align")?);
                Some(Val::MemRef(b.shared(op.str("name")?, &spec, align)?))
            }
            "barrier" => Some(Val::MemRef(b.barrier(op.str("name")?)?)),
            "dynamic_shared" => {
                self.dynamic_shared(top, op)?;
                None
            }
            "view" => {
                let buffer = self.memref(op, "buffer")?;
                let offset = self.index(op, "offset")?;
                let shape = Shape::outermost_first(op.ints("shape")?);
                Some(Val::MemRef(b.view(&buffer, offset, shape)?))
            }
            "make_tensormap" => {
                let source = self.memref(op, "source")?;
                let spec = tensor_map_type(&op.node("type")?)?;
                Some(Val::TensorMap(b.make_tensormap(&source, &spec)?))
            }
            "make_tensormap_ptr" => {
                let ptr = self.ptr(op, "ptr")?;
                let dims = Axes::innermost_first(self.i64s(op, "dims")?);
                let strides = Axes::innermost_first(self.i64s(op, "strides")?);
                let spec = tensor_map_type(&op.node("type")?)?;
                Some(Val::TensorMap(
                    b.make_tensormap_ptr(ptr, &dims, &strides, &spec)?,
                ))
            }
            "int_to_ptr" => Some(Val::Ptr(b.int_to_ptr(self.i64(op, "address")?)?)),
            "tensormap_from_slot" => {
                let slot = self.memref(op, "slot")?;
                let spec = tensor_map_type(&op.node("type")?)?;
                Some(Val::TensorMap(b.tensormap_from_slot(&slot, &spec)?))
            }
            "tensormap_init" => {
                let slot = self.memref(op, "slot")?;
                let source = match op.get("source") {
                    Some(_) => Some(self.tensor_map(op, "source")?),
                    None => None,
                };
                none(b.tensormap_init(&slot, source.as_ref()))?
            }
            "rebind" => {
                let slot = self.memref(op, "slot")?;
                let mut rebind = Rebind::to(tensor_map_type(&op.node("type")?)?);
                rebind.from = if op.get("from").is_some() {
                    RebindFrom::Template(tensor_map_type(&op.node("from")?)?)
                } else if op.get("zeroed").is_some() && op.flag("zeroed")? {
                    RebindFrom::Zeroed
                } else {
                    RebindFrom::Same
                };
                rebind.address = match op.get("address") {
                    Some(_) => Some(self.ptr(op, "address")?),
                    None => None,
                };
                rebind.dims = Axes::innermost_first(self.i32s(op, "dims")?);
                rebind.strides = Axes::innermost_first(self.i64s(op, "strides")?);
                rebind.unchanged = op.ints("unchanged")?;
                none(b.rebind(&slot, &rebind))?
            }
            "tensormap_fence_acquire" => none(b.tensormap_fence_acquire(
                &self.memref(op, "slot")?,
                op.keyword("scope", FenceScope::from_keyword)?,
            ))?,
            "tensormap_fence_release" => {
                none(b.tensormap_fence_release(op.keyword("scope", FenceScope::from_keyword)?))?
            }
            "load_scalar" => Some(self.load_scalar(b, op)?),
            _ => return self.tma_op(b, op, name),
        })
    }

    /// `for_carried`: a counted loop carrying one integer value (`init`,
    /// of any integer type): its body sees the induction variable (`iv`)
    /// and this iteration's value (`carried`) and names the next one
    /// (`next`, of the same type); the loop's value is its result.
    fn for_carried(&self, b: &Body<'c, 'a>, op: &Node<'_>) -> Result<Val<'c, 'a>, ReplayError> {
        let (lower, upper, step) = (
            self.index(op, "lower")?,
            self.index(op, "upper")?,
            self.index(op, "step")?,
        );
        Ok(match self.value(op, "init")? {
            Val::Index(x) => {
                Val::Index(
                    self.carry(b, op, [lower, upper, step], x, Val::Index, |v| match v {
                        Val::Index(y) => Some(*y),
                        _ => None,
                    })?,
                )
            }
            Val::Bool(x) => {
                Val::Bool(
                    self.carry(b, op, [lower, upper, step], x, Val::Bool, |v| match v {
                        Val::Bool(y) => Some(*y),
                        _ => None,
                    })?,
                )
            }
            Val::I16(x) => {
                Val::I16(
                    self.carry(b, op, [lower, upper, step], x, Val::I16, |v| match v {
                        Val::I16(y) => Some(*y),
                        _ => None,
                    })?,
                )
            }
            Val::I32(x) => {
                Val::I32(
                    self.carry(b, op, [lower, upper, step], x, Val::I32, |v| match v {
                        Val::I32(y) => Some(*y),
                        _ => None,
                    })?,
                )
            }
            Val::I64(x) => {
                Val::I64(
                    self.carry(b, op, [lower, upper, step], x, Val::I64, |v| match v {
                        Val::I64(y) => Some(*y),
                        _ => None,
                    })?,
                )
            }
            other => return Err(self.mismatch(op, "init", "an integer", &other)),
        })
    }

    /// The loop of [`Self::for_carried`] for a value of type `T` (`wrap`
    /// makes a [`Val`] of one, `get` reads one back).
    fn carry<T: IntValue<'c, 'a>>(
        &self,
        b: &Body<'c, 'a>,
        op: &Node<'_>,
        [lower, upper, step]: [Index<'c, 'a>; 3],
        init: T,
        wrap: impl Fn(T) -> Val<'c, 'a>,
        get: impl Fn(&Val<'c, 'a>) -> Option<T>,
    ) -> Result<T, ReplayError> {
        let (iv, carried, next) = (op.id("iv")?, op.id("carried")?, op.id("next")?);
        b.for_range_carried(lower, upper, step, init, |inner, i, value| {
            self.values.open();
            self.values.define(iv, Val::Index(i));
            self.values.define(carried, wrap(value));
            let done = op
                .list("body")
                .and_then(|ops| self.ops(inner, false, ops, op.at.as_ref()))
                .and_then(|()| {
                    let v = self.values.get(next).ok_or_else(|| ReplayError::Unknown {
                        at: op.at.clone(),
                        op: "for_carried".into(),
                        operand: "next".into(),
                    })?;
                    get(&v).ok_or_else(|| self.mismatch(op, "next", "the carried value's type", &v))
                });
            self.values.close();
            done.map_err(|e| self.stop(e))
        })
        .map_err(|e| self.resume(e))
    }

    /// The TMA, bulk and mbarrier ops.
    fn tma_op(
        &self,
        b: &Body<'c, 'a>,
        op: &Node<'_>,
        name: &str,
    ) -> Result<Option<Val<'c, 'a>>, ReplayError> {
        match name {
            "load" => {
                let options = LoadOptions {
                    mode: op.opt_keyword("mode", LoadMode::from_keyword)?,
                    im2col: self.i16s(op, "im2col")?,
                    dst_space: op.opt_keyword("dst_space", SharedSpace::from_keyword)?,
                    multicast: self.opt_i16(op, "multicast")?,
                    l2_hint: self.opt_i64(op, "l2_hint")?,
                    predicate: self.opt_bool(op, "predicate")?,
                    ..LoadOptions::default()
                };
                b.load(
                    &self.tensor_map(op, "desc")?,
                    &self.coords(op)?,
                    &self.memref(op, "dst")?,
                    &self.memref(op, "mbar")?,
                    &options,
                )?;
            }
            "store" | "reduce" => {
                let options = StoreOptions {
                    l2_hint: self.opt_i64(op, "l2_hint")?,
                    predicate: self.opt_bool(op, "predicate")?,
                    ..StoreOptions::default()
                };
                let (src, desc, coords) = (
                    self.memref(op, "src")?,
                    self.tensor_map(op, "desc")?,
                    self.coords(op)?,
                );
                if name == "store" {
                    b.store(&src, &desc, &coords, &options)?;
                } else {
                    let kind = op.keyword("kind", ReduceKind::from_keyword)?;
                    b.reduce(kind, &src, &desc, &coords, &options)?;
                }
            }
            "prefetch" => {
                let options = PrefetchOptions {
                    mode: op.opt_keyword("mode", LoadMode::from_keyword)?,
                    im2col: self.i16s(op, "im2col")?,
                    l2_hint: self.opt_i64(op, "l2_hint")?,
                    predicate: self.opt_bool(op, "predicate")?,
                };
                b.prefetch(&self.tensor_map(op, "desc")?, &self.coords(op)?, &options)?;
            }
            "bulk_load" => {
                let options = BulkLoadOptions {
                    dst_space: op.opt_keyword("dst_space", SharedSpace::from_keyword)?,
                    multicast: self.opt_i16(op, "multicast")?,
                    l2_hint: self.opt_i64(op, "l2_hint")?,
                };
                b.bulk_load(
                    &self.memref(op, "src")?,
                    &self.memref(op, "dst")?,
                    self.i32(op, "size")?,
                    &self.memref(op, "mbar")?,
                    &options,
                )?;
            }
            "bulk_store" => {
                let options = BulkStoreOptions {
                    l2_hint: self.opt_i64(op, "l2_hint")?,
                    byte_mask: self.opt_i16(op, "byte_mask")?,
                };
                b.bulk_store(
                    &self.memref(op, "src")?,
                    &self.memref(op, "dst")?,
                    self.i32(op, "size")?,
                    &options,
                )?;
            }
            "bulk_reduce" => {
                let mbar = match op.get("mbar") {
                    Some(_) => Some(self.memref(op, "mbar")?),
                    None => None,
                };
                b.bulk_reduce(
                    op.keyword("kind", ReduceKind::from_keyword)?,
                    &self.memref(op, "src")?,
                    &self.memref(op, "dst")?,
                    self.i32(op, "size")?,
                    mbar.as_ref(),
                    self.opt_i64(op, "l2_hint")?,
                )?;
            }
            "bulk_prefetch" => b.bulk_prefetch(
                &self.memref(op, "src")?,
                self.i32(op, "size")?,
                self.opt_i64(op, "l2_hint")?,
            )?,
            "cp_async" => {
                let options = CpAsyncOptions {
                    cache: op.opt_keyword("cache", CpAsyncCache::from_keyword)?,
                    src_size: self.opt_i32(op, "src_size")?,
                    ignore_src: self.opt_bool(op, "ignore_src")?,
                    l2_hint: self.opt_i64(op, "l2_hint")?,
                    l2_prefetch: match op.get("l2_prefetch") {
                        Some(_) => Some(op.u32("l2_prefetch")?),
                        None => None,
                    },
                };
                b.cp_async(
                    &self.memref(op, "src")?,
                    &self.indices(op, "src_indices")?,
                    &self.memref(op, "dst")?,
                    &self.indices(op, "dst_indices")?,
                    op.u32("bytes")?,
                    &options,
                )?;
            }
            "prefetch_tensormap" => {
                b.prefetch_tensormap(
                    &self.tensor_map(op, "desc")?,
                    self.opt_bool(op, "predicate")?,
                )?;
            }
            "mbarrier_init" => {
                b.mbarrier_init(&self.memref(op, "mbar")?, self.i32(op, "count")?)?
            }
            "mbarrier_arrive" => b.mbarrier_arrive(&self.memref(op, "mbar")?)?,
            "mbarrier_arrive_cluster" => {
                let (mbar, rank) = (self.memref(op, "mbar")?, self.i32(op, "rank")?);
                if op.flag("release_cta")? {
                    b.mbarrier_arrive_cluster_cta(&mbar, rank)?
                } else {
                    b.mbarrier_arrive_cluster(&mbar, rank)?
                }
            }
            "load_element" => {
                let memref = self.memref(op, "memref")?;
                let indices = self.indices(op, "indices")?;
                return Ok(Some(Val::Element(b.load_element(&memref, &indices)?)));
            }
            "store_element" => {
                let value: Scalar = self.element(op, "value")?;
                let memref = self.memref(op, "memref")?;
                let indices = self.indices(op, "indices")?;
                b.store_element(value, &memref, &indices)?
            }
            "add_elements" => {
                let (x, y) = (self.element(op, "a")?, self.element(op, "b")?);
                return Ok(Some(Val::Element(b.add_elements(x, y)?)));
            }
            "mbarrier_arrive_expect_tx" => b.mbarrier_arrive_expect_tx(
                &self.memref(op, "mbar")?,
                self.i32(op, "bytes")?,
                self.opt_bool(op, "predicate")?,
            )?,
            "mbarrier_expect_tx" => {
                b.mbarrier_expect_tx(&self.memref(op, "mbar")?, self.i32(op, "bytes")?)?
            }
            "mbarrier_wait_parity" => {
                b.mbarrier_wait_parity(&self.memref(op, "mbar")?, self.i32(op, "parity")?)?
            }
            "mbarrier_try_wait_parity" => {
                let done =
                    b.mbarrier_try_wait_parity(&self.memref(op, "mbar")?, self.i32(op, "parity")?)?;
                return Ok(Some(Val::Bool(done)));
            }
            other => {
                return Err(ReplayError::malformed(
                    op.at.as_ref(),
                    format!("unknown op '{other}'"),
                ))
            }
        }
        Ok(None)
    }

    /// `load_scalar`: one integer element (`i16`, `i32`, `i64`) of a
    /// memref, as an integer value of its type (a table's entry).
    fn load_scalar(&self, b: &Body<'c, 'a>, op: &Node<'_>) -> Result<Val<'c, 'a>, ReplayError> {
        let memref = self.memref(op, "memref")?;
        let indices = self.indices(op, "indices")?;
        Ok(match memref.spec().element.mlir_name() {
            "i16" => Val::I16(b.load_scalar(&memref, &indices)?),
            "i32" => Val::I32(b.load_scalar(&memref, &indices)?),
            "i64" => Val::I64(b.load_scalar(&memref, &indices)?),
            _ => {
                return Err(ReplayError::Type {
                    at: op.at.clone(),
                    operand: "load_scalar: memref".into(),
                    expected: "a memref of i16, i32 or i64".into(),
                    got: memref.spec().to_mlir(),
                })
            }
        })
    }

    /// `const`: an integer constant of a scalar type, in its range.
    fn constant(&self, b: &Body<'c, 'a>, op: &Node<'_>) -> Result<Val<'c, 'a>, ReplayError> {
        let ty = scalar(op, op.str("type")?)?;
        let value = op.i64("value")?;
        let (low, high) = match ty {
            "i1" => (0, 1),
            "i16" => (i64::from(i16::MIN), i64::from(u16::MAX)),
            "i32" => (i64::from(i32::MIN), i64::from(u32::MAX)),
            _ => (i64::MIN, i64::MAX),
        };
        if value < low || value > high {
            return Err(ReplayError::Type {
                at: op.at.clone(),
                operand: "const: value".into(),
                expected: format!("a {ty} (from {low} to {high})"),
                got: value.to_string(),
            });
        }
        Ok(match ty {
            "index" => Val::Index(b.constant(value)?),
            "i1" => Val::Bool(b.constant(value)?),
            "i16" => Val::I16(b.constant(value)?),
            "i32" => Val::I32(b.constant(value)?),
            "i64" => Val::I64(b.constant(value)?),
            other => {
                return Err(ReplayError::malformed(
                    op.at.as_ref(),
                    format!("no constant of type {other}"),
                ))
            }
        })
    }

    /// The integer ops: binary `arith` ops, `cmp`, `select`, `cast`.
    fn int_op(
        &self,
        b: &Body<'c, 'a>,
        op: &Node<'_>,
        name: &str,
    ) -> Result<Val<'c, 'a>, ReplayError> {
        let not_int = |operand: &str, v: &Val<'c, 'a>| self.mismatch(op, operand, "an integer", v);
        if name == "cast" {
            let to = scalar(op, op.str("to")?)?;
            let value = self.value(op, "value")?;
            let cast = on_int!(
                &value,
                |x| cast_to(b, *x, to)?,
                return Err(not_int("value", &value))
            );
            return cast
                .ok_or_else(|| ReplayError::malformed(op.at.as_ref(), format!("no cast to {to}")));
        }
        let x = self.value(op, "a")?;
        let y = self.value(op, "b")?;
        let pair = |ty: &Val<'c, 'a>| format!("an integer of a's type ({})", ty.type_name());
        let same = |y: &Val<'c, 'a>| std::mem::discriminant(y) == std::mem::discriminant(&x);
        on_int!(&x, |_x| (), return Err(not_int("a", &x)));
        if !same(&y) {
            return Err(self.mismatch(op, "b", &pair(&x), &y));
        }
        let unknown = || ReplayError::malformed(op.at.as_ref(), format!("unknown op '{name}'"));
        match name {
            "cmp" => {
                let predicate = op.keyword("pred", compare)?;
                let out = match (x, y) {
                    (Val::Index(x), Val::Index(y)) => b.cmp(predicate, x, y)?,
                    (Val::Bool(x), Val::Bool(y)) => b.cmp(predicate, x, y)?,
                    (Val::I16(x), Val::I16(y)) => b.cmp(predicate, x, y)?,
                    (Val::I32(x), Val::I32(y)) => b.cmp(predicate, x, y)?,
                    (Val::I64(x), Val::I64(y)) => b.cmp(predicate, x, y)?,
                    _ => return Err(unknown()),
                };
                Ok(Val::Bool(out))
            }
            "select" => {
                let c = self.bool(op, "cond")?;
                Ok(match (x, y) {
                    (Val::Index(x), Val::Index(y)) => Val::Index(b.select(c, x, y)?),
                    (Val::Bool(x), Val::Bool(y)) => Val::Bool(b.select(c, x, y)?),
                    (Val::I16(x), Val::I16(y)) => Val::I16(b.select(c, x, y)?),
                    (Val::I32(x), Val::I32(y)) => Val::I32(b.select(c, x, y)?),
                    (Val::I64(x), Val::I64(y)) => Val::I64(b.select(c, x, y)?),
                    _ => return Err(unknown()),
                })
            }
            _ => {
                let out = match (x, y) {
                    (Val::Index(x), Val::Index(y)) => arith(b, name, x, y)?.map(Val::Index),
                    (Val::Bool(x), Val::Bool(y)) => arith(b, name, x, y)?.map(Val::Bool),
                    (Val::I16(x), Val::I16(y)) => arith(b, name, x, y)?.map(Val::I16),
                    (Val::I32(x), Val::I32(y)) => arith(b, name, x, y)?.map(Val::I32),
                    (Val::I64(x), Val::I64(y)) => arith(b, name, x, y)?.map(Val::I64),
                    _ => None,
                };
                out.ok_or_else(unknown)
            }
        }
    }

    /// `dynamic_shared`: the kernel's dynamic shared memory, laid out from
    /// `slots` (a memref with its alignment, the box of a tensor map times
    /// `stages`, an mbarrier), its buffers recorded under `results`.
    fn dynamic_shared(&self, top: bool, op: &Node<'_>) -> Result<(), ReplayError> {
        if !top {
            return Err(ReplayError::Build(BuildError::new(BuildErrorKind::DynamicShared {
                message: "dynamic shared memory is declared in the kernel's own body, not in a loop or an if".into(),
            })
            .at(op.at.clone())));
        }
        let mut layout = SharedLayout::new();
        for slot in op.list("slots")? {
            let slot = Node::new(slot, op.at.as_ref())?;
            let placed = match slot.str("kind")? {
                "memref" => layout.add(
                    memref_type(&slot.node("type")?)?,
                    u64::from(slot.u32("align")?),
                ),
                "box" => {
                    let map = tensor_map_type(&slot.node("map")?)?;
                    layout.tma_boxes(&map, slot.i64("stages")?)
                }
                "barrier" => Ok(layout.barrier()),
                other => {
                    return Err(ReplayError::malformed(
                        slot.at.as_ref(),
                        format!("unknown slot kind '{other}' (memref, box, barrier)"),
                    ))
                }
            };
            placed.map_err(|e| e.at(op.at.clone()))?;
        }
        let results = op.ids("results")?;
        let before = self.module.location();
        self.module.set_location(op.at.as_ref());
        let buffers = self.kernel.dynamic_shared(&layout);
        self.module.set_location(before.as_ref());
        let buffers = buffers?;
        if results.len() != buffers.len() {
            return Err(ReplayError::malformed(
                op.at.as_ref(),
                format!("{} results for {} slots", results.len(), buffers.len()),
            ));
        }
        for (id, buffer) in results.into_iter().zip(buffers) {
            self.values.define(id, Val::MemRef(buffer));
        }
        Ok(())
    }
}

/// An op without a result.
fn none<'c, 'a>(done: Result<(), BuildError>) -> Result<Option<Val<'c, 'a>>, ReplayError> {
    done.map(|()| None).map_err(ReplayError::Build)
}
