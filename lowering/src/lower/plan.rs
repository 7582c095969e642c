//! A lowering plan for one `tile` op: the PTX instruction (for the asm
//! strategy), its operands by role, and, where MLIR 22 has one, the NVVM op
//! (for the intrinsics strategy). Both strategies read the same plan, so
//! they cannot disagree about operands.

use super::emitter::{AddressSpace, Emitter};
use super::LowerError;
use melior::ir::{attribute::StringAttribute, Attribute, Identifier, Type, Value};
use tile_ptx::{Instr, OperandClass, OperandRole, PredicateStyle, Requirement};

/// An operand as the plan holds it: a typed pointer or an integer.
#[derive(Clone, Copy)]
pub enum Operand<'c, 'a> {
    /// A pointer in an address space.
    Ptr(Value<'c, 'a>, AddressSpace),
    /// An integer of the width the instruction wants.
    Int(Value<'c, 'a>),
}

/// The NVVM op (or `llvm.call_intrinsic`) of the intrinsics strategy.
pub struct Intrinsic<'c, 'a> {
    /// Op name.
    pub name: &'static str,
    /// Operands in ODS order.
    pub operands: Vec<Value<'c, 'a>>,
    /// `operandSegmentSizes`, for ops that have it.
    pub segments: Option<Vec<i32>>,
    /// Attributes, as (name, text) parsed at emission.
    pub attributes: Vec<(&'static str, String)>,
    /// Result types.
    pub results: Vec<Type<'c>>,
}

/// How one op lowers.
pub struct Plan<'c, 'a> {
    /// The PTX instruction of the asm strategy.
    pub instr: Instr,
    /// Operands by role.
    pub operands: Vec<(OperandRole, Operand<'c, 'a>)>,
    /// Guard predicate (i1).
    pub predicate: Option<Value<'c, 'a>>,
    /// The intrinsics-strategy op, or why there is none.
    pub intrinsic: Result<Intrinsic<'c, 'a>, &'static str>,
}

impl<'c, 'a> Plan<'c, 'a> {
    /// A plan with only the asm form, for `reason`.
    pub fn asm_only(instr: impl Into<Instr>, reason: &'static str) -> Self {
        Self {
            instr: instr.into(),
            operands: Vec::new(),
            predicate: None,
            intrinsic: Err(reason),
        }
    }

    /// A plan with both forms.
    pub fn new(instr: impl Into<Instr>, intrinsic: Intrinsic<'c, 'a>) -> Self {
        Self {
            instr: instr.into(),
            operands: Vec::new(),
            predicate: None,
            intrinsic: Ok(intrinsic),
        }
    }

    /// Adds an operand.
    pub fn with(mut self, role: OperandRole, operand: Operand<'c, 'a>) -> Self {
        self.operands.push((role, operand));
        self
    }
}

fn convert<'c, 'a>(
    em: &Emitter<'c, 'a>,
    operand: Operand<'c, 'a>,
    class: OperandClass,
) -> Result<Value<'c, 'a>, LowerError> {
    match (operand, class) {
        (Operand::Ptr(p, _), OperandClass::R) => em.pointer_int(p, 32),
        (Operand::Ptr(p, _), OperandClass::L) => em.pointer_int(p, 64),
        (Operand::Int(v), _) => Ok(v),
        (Operand::Ptr(..), c) => Err(LowerError::Internal(format!(
            "pointer operand in class {c:?}"
        ))),
    }
}

/// The value `plan` holds for the asm operand `role` (of the statement
/// `text`, for the message).
fn planned<'c, 'a>(
    plan: &Plan<'c, 'a>,
    role: OperandRole,
    text: &str,
) -> Result<Operand<'c, 'a>, LowerError> {
    plan.operands
        .iter()
        .find(|(r, _)| *r == role)
        .map(|(_, o)| *o)
        .ok_or_else(|| LowerError::Internal(format!("no value for {role:?} in {text}")))
}

/// Emits `plan` as `llvm.inline_asm`; returns the op's results.
pub fn emit_asm<'c, 'a>(
    em: &Emitter<'c, 'a>,
    plan: &Plan<'c, 'a>,
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    let style = plan.predicate.map(|_| PredicateStyle::I32);
    let asm = plan.instr.build_with(style)?;
    let mut values = Vec::new();
    for operand in asm.inputs() {
        let value = if operand.role == OperandRole::Predicate {
            let p = plan.predicate.ok_or_else(|| {
                LowerError::Internal("predicate operand without a predicate".into())
            })?;
            em.zext(p, 32)?
        } else {
            convert(em, planned(plan, operand.role, &asm.text)?, operand.class)?
        };
        values.push(value);
    }
    let results: Vec<Type<'c>> = asm
        .outputs()
        .map(|o| em.ty(o.class.llvm_type()))
        .collect::<Result<_, _>>()?;
    inline_asm(em, &asm.text, &asm.constraints, &values, &results)
}

/// The compact form (a function compiled at `-O0`, `super::pointers`) of
/// a sequence of asm statements, the `tensormap.replace` writes of one
/// `tile.rebind`: one `llvm.inline_asm` holding every statement in order,
/// one line each, an operand that several statements read passed once.
/// Inline asm is opaque to LLVM and stays in order either way; one
/// statement instead of one per field saves the back end its per-statement
/// work (selecting each asm call, copying each operand). Returns the
/// requirement of the statements, or `None`, having emitted nothing of the
/// sequence, where a plan has results, a guard, a convergent instruction or
/// an LLVM operand modifier (`${...}`).
pub fn emit_asm_sequence<'c, 'a>(
    em: &Emitter<'c, 'a>,
    plans: &[Plan<'c, 'a>],
) -> Result<Option<Requirement>, LowerError> {
    let mut built = Vec::with_capacity(plans.len());
    for plan in plans {
        let asm = plan.instr.build_with(None)?;
        if plan.predicate.is_some()
            || asm.outputs().next().is_some()
            || asm.convergent
            || asm.text.contains("${")
        {
            return Ok(None);
        }
        built.push(asm);
    }
    let mut requirement = Requirement::NONE;
    let mut clobbers_memory = false;
    let mut values: Vec<Value<'c, 'a>> = Vec::new();
    let mut letters: Vec<char> = Vec::new();
    let mut lines = Vec::with_capacity(built.len());
    for (plan, asm) in plans.iter().zip(&built) {
        requirement = requirement.join(asm.requirement);
        clobbers_memory |= asm.clobbers_memory;
        // `$N` of this statement -> `$M` of the whole.
        let mut numbers = Vec::with_capacity(asm.operands.len());
        for operand in &asm.operands {
            let value = convert(em, planned(plan, operand.role, &asm.text)?, operand.class)?;
            let letter = operand.class.letter();
            let shared = values
                .iter()
                .zip(&letters)
                .position(|(v, l)| *v == value && *l == letter);
            numbers.push(shared.unwrap_or_else(|| {
                values.push(value);
                letters.push(letter);
                values.len() - 1
            }));
        }
        lines.push(renumber(&asm.text, &numbers)?);
    }
    let mut constraints: Vec<String> = letters.iter().map(char::to_string).collect();
    if clobbers_memory {
        constraints.push("~{memory}".to_string());
    }
    inline_asm(
        em,
        &lines.join("\n\t"),
        &constraints.join(","),
        &values,
        &[],
    )?;
    Ok(Some(requirement))
}

/// `text` with each operand `$N` written `$numbers[N]` (`$$` kept).
fn renumber(text: &str, numbers: &[usize]) -> Result<String, LowerError> {
    let mut out = String::with_capacity(text.len() + 8);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '$' {
            out.push(c);
            continue;
        }
        if chars.peek() == Some(&'$') {
            chars.next();
            out.push_str("$$");
            continue;
        }
        let mut digits = String::new();
        while let Some(d) = chars.peek().filter(|d| d.is_ascii_digit()) {
            digits.push(*d);
            chars.next();
        }
        let index: usize = digits
            .parse()
            .map_err(|_| LowerError::Internal(format!("a bare '$' in {text}")))?;
        let to = numbers
            .get(index)
            .ok_or_else(|| LowerError::Internal(format!("no operand ${index} in {text}")))?;
        out.push_str(&format!("${to}"));
    }
    Ok(out)
}

/// Emits one `llvm.inline_asm has_side_effects` op.
pub fn inline_asm<'c, 'a>(
    em: &Emitter<'c, 'a>,
    text: &str,
    constraints: &str,
    operands: &[Value<'c, 'a>],
    results: &[Type<'c>],
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    let attrs: Vec<(Identifier<'c>, Attribute<'c>)> = vec![
        em.named("asm_string", StringAttribute::new(em.context, text).into()),
        em.named(
            "constraints",
            StringAttribute::new(em.context, constraints).into(),
        ),
        em.named("has_side_effects", Attribute::unit(em.context)),
    ];
    let op = em.op("llvm.inline_asm", operands, results, &attrs)?;
    (0..results.len())
        .map(|i| {
            Ok(op
                .result(i)
                .map_err(|e| LowerError::Internal(e.to_string()))?
                .into())
        })
        .collect()
}

/// Emits the intrinsics form of `plan`; returns its results.
pub fn emit_intrinsic<'c, 'a>(
    em: &Emitter<'c, 'a>,
    intrinsic: &Intrinsic<'c, 'a>,
) -> Result<Vec<Value<'c, 'a>>, LowerError> {
    let mut attrs = Vec::new();
    if let Some(s) = &intrinsic.segments {
        attrs.push(em.segments(s));
    }
    for (name, text) in &intrinsic.attributes {
        attrs.push(em.named(name, em.attr(text)?));
    }
    let op = em.op(
        intrinsic.name,
        &intrinsic.operands,
        &intrinsic.results,
        &attrs,
    )?;
    (0..intrinsic.results.len())
        .map(|i| {
            Ok(op
                .result(i)
                .map_err(|e| LowerError::Internal(e.to_string()))?
                .into())
        })
        .collect()
}
