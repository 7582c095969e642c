//! Building replacement IR in front of the op being lowered: constants,
//! casts, memref-to-pointer conversion, and generic op creation.

use super::LowerError;
use melior::ir::r#type::ShapedTypeLike;
use melior::{
    ir::{
        attribute::{DenseI32ArrayAttribute, IntegerAttribute, StringAttribute},
        operation::{OperationBuilder, OperationLike},
        r#type::{IntegerType, MemRefType},
        Attribute, BlockLike, BlockRef, Identifier, Location, OperationRef, Type, Value, ValueLike,
    },
    Context,
};

/// Inserts ops before `anchor`, at `location`.
pub struct Emitter<'c, 'a> {
    pub(crate) context: &'c Context,
    block: BlockRef<'c, 'a>,
    anchor: OperationRef<'c, 'a>,
    pub(crate) location: Location<'c>,
    /// Memref addresses and immediates built once per memref or function
    /// (`super::pointers`), in functions compiled at `-O0`, and the
    /// function; `None`: built in front of each op.
    pointers: Option<(std::rc::Rc<dyn BuiltOnce>, usize)>,
}

/// What a pointer is converted to ([`BuiltOnce::convert`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Conversion {
    /// Another address space (`llvm.addrspacecast`).
    Space(AddressSpace),
    /// An integer of this many bits (`llvm.ptrtoint`).
    Int(u32),
}

/// Values an emitter of the compact form takes instead of building them in
/// front of each op, each built once (`super::pointers::Pointers` keeps
/// them): each answers the raw value, or `None` where it cannot be placed
/// where every use is dominated.
pub trait BuiltOnce {
    /// The address of `memref` (its first element) as an `!llvm.ptr<space>`.
    fn memref<'c>(
        &self,
        context: &'c Context,
        memref: Value<'c, '_>,
        space: AddressSpace,
    ) -> Result<Option<mlir_sys::MlirValue>, LowerError>;

    /// `pointer` converted as `to` says, right after its definition.
    fn convert<'c>(
        &self,
        context: &'c Context,
        pointer: Value<'c, '_>,
        to: Conversion,
    ) -> Result<Option<mlir_sys::MlirValue>, LowerError>;

    /// The constant `value` of type `ty` at the top of `function`.
    fn constant<'c>(
        &self,
        context: &'c Context,
        function: usize,
        ty: Type<'c>,
        value: Attribute<'c>,
    ) -> Result<Option<mlir_sys::MlirValue>, LowerError>;
}

/// Which LLVM address space a pointer lives in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AddressSpace {
    /// 0: generic.
    Generic = 0,
    /// 1: global.
    Global = 1,
    /// 3: shared::cta.
    Shared = 3,
    /// 7: shared::cluster.
    SharedCluster = 7,
}

impl<'c, 'a> Emitter<'c, 'a> {
    /// An emitter inserting before `anchor`.
    pub fn new(context: &'c Context, anchor: OperationRef<'c, 'a>) -> Result<Self, LowerError> {
        let block = anchor.block().ok_or(LowerError::Detached)?;
        Ok(Self {
            context,
            block,
            anchor,
            location: anchor.location(),
            pointers: None,
        })
    }

    /// This emitter, taking memref addresses and immediates from `cache`
    /// (each built once: after the memref's definition, at the top of
    /// `function`) instead of building them in front of the op.
    pub fn with_pointers(mut self, cache: std::rc::Rc<dyn BuiltOnce>, function: usize) -> Self {
        self.pointers = Some((cache, function));
        self
    }

    /// Whether this emitter builds the compact form of a function compiled
    /// at `-O0` ([`Emitter::with_pointers`]).
    pub fn compact(&self) -> bool {
        self.pointers.is_some()
    }

    /// `llvm.mlir.constant` of `value` (of type `ty`): once per function
    /// in the compact form, else in front of the op.
    pub fn llvm_constant(
        &self,
        ty: Type<'c>,
        value: Attribute<'c>,
    ) -> Result<Value<'c, 'a>, LowerError> {
        if let Some((cache, function)) = &self.pointers {
            if let Some(raw) = cache.constant(self.context, *function, ty, value)? {
                // SAFETY: built by the cache in this pass run at the top of
                // the function's entry block: it dominates this op.
                return Ok(unsafe { Value::from_raw(raw) });
            }
        }
        self.value("llvm.mlir.constant", &[], ty, &[self.named("value", value)])
    }

    /// Parses a type.
    pub fn ty(&self, text: &str) -> Result<Type<'c>, LowerError> {
        Type::parse(self.context, text)
            .ok_or_else(|| LowerError::Internal(format!("bad type {text}")))
    }

    /// Parses an attribute.
    pub fn attr(&self, text: &str) -> Result<Attribute<'c>, LowerError> {
        Attribute::parse(self.context, text)
            .ok_or_else(|| LowerError::Internal(format!("bad attribute {text}")))
    }

    /// `!llvm.ptr<space>`.
    pub fn ptr_type(&self, space: AddressSpace) -> Result<Type<'c>, LowerError> {
        match space {
            AddressSpace::Generic => self.ty("!llvm.ptr"),
            s => self.ty(&format!("!llvm.ptr<{}>", s as u32)),
        }
    }

    /// An `(name, attribute)` pair.
    pub fn named(&self, name: &str, attribute: Attribute<'c>) -> (Identifier<'c>, Attribute<'c>) {
        (Identifier::new(self.context, name), attribute)
    }

    /// `operandSegmentSizes = array<i32: ...>`.
    pub fn segments(&self, sizes: &[i32]) -> (Identifier<'c>, Attribute<'c>) {
        self.named(
            tile_dialect::ops::OPERAND_SEGMENT_SIZES,
            DenseI32ArrayAttribute::new(self.context, sizes).into(),
        )
    }

    /// A string attribute.
    pub fn string(&self, text: &str) -> Attribute<'c> {
        StringAttribute::new(self.context, text).into()
    }

    /// Builds and inserts an op; returns it.
    pub fn op(
        &self,
        name: &str,
        operands: &[Value<'c, '_>],
        results: &[Type<'c>],
        attributes: &[(Identifier<'c>, Attribute<'c>)],
    ) -> Result<OperationRef<'c, 'a>, LowerError> {
        let op = OperationBuilder::new(name, self.location)
            .add_operands(operands)
            .add_results(results)
            .add_attributes(attributes)
            .build()
            .map_err(|e| LowerError::Internal(format!("cannot build {name}: {e}")))?;
        Ok(self.block.insert_operation_before(self.anchor, op))
    }

    /// Builds an op with one result and returns that result.
    pub fn value(
        &self,
        name: &str,
        operands: &[Value<'c, '_>],
        result: Type<'c>,
        attributes: &[(Identifier<'c>, Attribute<'c>)],
    ) -> Result<Value<'c, 'a>, LowerError> {
        let op = self.op(name, operands, &[result], attributes)?;
        Ok(op
            .result(0)
            .map_err(|e| LowerError::Internal(e.to_string()))?
            .into())
    }

    /// An integer constant of `bits` width (`arith.constant`).
    pub fn const_int(&self, value: i64, bits: u32) -> Result<Value<'c, 'a>, LowerError> {
        let ty: Type<'c> = IntegerType::new(self.context, bits).into();
        let attr = IntegerAttribute::new(ty, value).into();
        self.value("arith.constant", &[], ty, &[self.named("value", attr)])
    }

    /// An `index` constant.
    pub fn const_index(&self, value: i64) -> Result<Value<'c, 'a>, LowerError> {
        let ty = Type::index(self.context);
        let attr = IntegerAttribute::new(ty, value).into();
        self.value("arith.constant", &[], ty, &[self.named("value", attr)])
    }

    /// An LLVM integer constant (`llvm.mlir.constant`), for immediates.
    pub fn llvm_const(&self, value: i64, bits: u32) -> Result<Value<'c, 'a>, LowerError> {
        let ty: Type<'c> = IntegerType::new(self.context, bits).into();
        self.llvm_constant(ty, IntegerAttribute::new(ty, value).into())
    }

    fn index_binary(
        &self,
        name: &str,
        a: Value<'c, '_>,
        b: Value<'c, '_>,
    ) -> Result<Value<'c, 'a>, LowerError> {
        self.value(name, &[a, b], Type::index(self.context), &[])
    }

    /// `ptr` cast to `space`: once per pointer when `ptr` is a memref
    /// address from the cache ([`Emitter::with_pointers`]), else in front of
    /// the op.
    pub fn cast_pointer(
        &self,
        ptr: Value<'c, 'a>,
        space: AddressSpace,
    ) -> Result<Value<'c, 'a>, LowerError> {
        match self.converted(ptr, Conversion::Space(space))? {
            Some(cast) => Ok(cast),
            None => self.addrspacecast(ptr, space),
        }
    }

    /// `ptr` as an integer of `bits`, for an inline-asm operand: once per
    /// pointer in the compact form ([`Emitter::with_pointers`]), else in
    /// front of the op.
    pub fn pointer_int(&self, ptr: Value<'c, 'a>, bits: u32) -> Result<Value<'c, 'a>, LowerError> {
        match self.converted(ptr, Conversion::Int(bits))? {
            Some(int) => Ok(int),
            None => self.ptrtoint(ptr, bits),
        }
    }

    fn converted(
        &self,
        ptr: Value<'c, 'a>,
        to: Conversion,
    ) -> Result<Option<Value<'c, 'a>>, LowerError> {
        let Some((cache, _)) = &self.pointers else {
            return Ok(None);
        };
        // SAFETY: built by the cache in this pass run, right after `ptr`'s
        // definition: it dominates every use of `ptr`.
        Ok(cache
            .convert(self.context, ptr, to)?
            .map(|raw| unsafe { Value::from_raw(raw) }))
    }

    /// `llvm.addrspacecast` to `space`.
    pub fn addrspacecast(
        &self,
        ptr: Value<'c, '_>,
        space: AddressSpace,
    ) -> Result<Value<'c, 'a>, LowerError> {
        self.value("llvm.addrspacecast", &[ptr], self.ptr_type(space)?, &[])
    }

    /// `llvm.ptrtoint` to an integer of `bits`.
    pub fn ptrtoint(&self, ptr: Value<'c, '_>, bits: u32) -> Result<Value<'c, 'a>, LowerError> {
        let ty = IntegerType::new(self.context, bits).into();
        self.value("llvm.ptrtoint", &[ptr], ty, &[])
    }

    /// `arith.extui` to `bits`.
    pub fn zext(&self, value: Value<'c, '_>, bits: u32) -> Result<Value<'c, 'a>, LowerError> {
        let ty = IntegerType::new(self.context, bits).into();
        self.value("arith.extui", &[value], ty, &[])
    }

    /// The address of `memref[indices]` (no indices: its first element) as an
    /// `!llvm.ptr<space>`.
    pub fn memref_ptr(
        &self,
        memref: Value<'c, '_>,
        indices: &[Value<'c, '_>],
        space: AddressSpace,
    ) -> Result<Value<'c, 'a>, LowerError> {
        if let (Some((cache, _)), true) = (&self.pointers, indices.is_empty()) {
            if let Some(raw) = cache.memref(self.context, memref, space)? {
                // SAFETY: built by the cache in this pass run, right after
                // the memref's definition: it dominates this op.
                return Ok(unsafe { Value::from_raw(raw) });
            }
        }
        let ty = MemRefType::try_from(memref.r#type())
            .map_err(|_| LowerError::Internal("expected a memref".into()))?;
        let elem_bytes = element_bytes(ty.element()).ok_or_else(|| {
            LowerError::Unsupported(format!("element type {} has no byte size", ty.element()))
        })?;
        let index = Type::index(self.context);
        let base = self.value(
            "memref.extract_aligned_pointer_as_index",
            &[memref],
            index,
            &[],
        )?;
        let (strides, offset) = ty.strides_and_offset();
        let rank = ty.rank();
        let i64_ty: Type<'c> = IntegerType::new(self.context, 64).into();
        if offset == 0 && indices.is_empty() {
            let address = self.value("arith.index_cast", &[base], i64_ty, &[])?;
            return self.value("llvm.inttoptr", &[address], self.ptr_type(space)?, &[]);
        }
        let dynamic = offset == i64::MIN || strides.contains(&i64::MIN);
        // Element offset = offset + sum(index_i * stride_i).
        let (offset_value, stride_values): (Value<'c, 'a>, Vec<Value<'c, 'a>>) = if dynamic {
            let mut results = vec![self.base_memref_type(&ty)?, index];
            results.extend(std::iter::repeat_n(index, 2 * rank));
            let meta = self.op("memref.extract_strided_metadata", &[memref], &results, &[])?;
            let get = |i: usize| -> Result<Value<'c, 'a>, LowerError> {
                Ok(meta
                    .result(i)
                    .map_err(|e| LowerError::Internal(e.to_string()))?
                    .into())
            };
            (
                get(1)?,
                (0..rank)
                    .map(|i| get(2 + rank + i))
                    .collect::<Result<_, _>>()?,
            )
        } else {
            (
                self.const_index(offset)?,
                strides
                    .iter()
                    .map(|s| self.const_index(*s))
                    .collect::<Result<_, _>>()?,
            )
        };
        let mut element = offset_value;
        for (i, idx) in indices.iter().enumerate() {
            let stride = stride_values
                .get(i)
                .copied()
                .ok_or_else(|| LowerError::Internal("index count exceeds rank".into()))?;
            let scaled = self.index_binary("arith.muli", *idx, stride)?;
            element = self.index_binary("arith.addi", element, scaled)?;
        }
        let bytes =
            self.index_binary("arith.muli", element, self.const_index(elem_bytes as i64)?)?;
        let address = self.index_binary("arith.addi", base, bytes)?;
        let address = self.value("arith.index_cast", &[address], i64_ty, &[])?;
        self.value("llvm.inttoptr", &[address], self.ptr_type(space)?, &[])
    }

    fn base_memref_type(&self, ty: &MemRefType<'c>) -> Result<Type<'c>, LowerError> {
        let space = ty
            .memory_space()
            .map(|s| format!(", {s}"))
            .unwrap_or_default();
        self.ty(&format!("memref<{}{space}>", ty.element()))
    }
}

/// Bytes of one element of `ty` (integers and floats, rounded up to bytes).
pub fn element_bytes(ty: Type<'_>) -> Option<u64> {
    let text = ty.to_string();
    if let Ok(int) = IntegerType::try_from(ty) {
        return Some(u64::from(int.width()).div_ceil(8));
    }
    let bits: u64 = match text.as_str() {
        "f16" | "bf16" => 16,
        "f32" | "tf32" => 32,
        "f64" => 64,
        t if t.starts_with("f8") => 8,
        "index" => 64,
        _ => return None,
    };
    Some(bits / 8)
}
