//! Operand classes and roles, the finished [`AsmInstr`], and the crate-private [`Template`]
//! every instruction builder fills in. The template is where operands get their `$N` numbers,
//! where the optional predicate guard is appended as the last operand, and where the constraint
//! string is written.

use std::fmt;

use tile_rules::Requirement;

/// The LLVM inline-asm register class of one operand (NVPTX constraint letters).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OperandClass {
    /// `"l"`, i64: global / generic addresses, the tensor-map descriptor, the L2 cache policy.
    L,
    /// `"r"`, i32: coordinates, shared-window addresses, sizes, counts.
    R,
    /// `"h"`, i16: multicast CTA mask, im2col offsets, byte mask.
    H,
    /// `"b"`, i1: a predicate register.
    B,
}

impl OperandClass {
    /// The constraint letter: `l`, `r`, `h`, `b`.
    pub fn letter(self) -> char {
        match self {
            OperandClass::L => 'l',
            OperandClass::R => 'r',
            OperandClass::H => 'h',
            OperandClass::B => 'b',
        }
    }

    /// The LLVM integer type an operand of this class is passed as.
    pub fn llvm_type(self) -> &'static str {
        match self {
            OperandClass::L => "i64",
            OperandClass::R => "i32",
            OperandClass::H => "i16",
            OperandClass::B => "i1",
        }
    }

    /// The width in bits.
    pub fn bits(self) -> u32 {
        match self {
            OperandClass::L => 64,
            OperandClass::R => 32,
            OperandClass::H => 16,
            OperandClass::B => 1,
        }
    }
}

/// What an operand means to the instruction. The lowering reads this to pick the SSA value to
/// pass in each position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OperandRole {
    /// Destination address (shared window "r", or global "l").
    Dst,
    /// Source address.
    Src,
    /// Generic address of the 128-byte tensor-map object.
    Desc,
    /// Tensor coordinate `i` (`.s32`).
    Coord(usize),
    /// Address of the mbarrier object (shared window).
    Mbar,
    /// Im2col operand `i`: an offset for `.im2col`, `wHalo` / `wOffset` for `.im2col::w*`.
    Im2col(usize),
    /// 16-bit `ctaMask` of `.multicast::cluster`.
    MulticastMask,
    /// 64-bit `cache-policy` of `.L2::cache_hint`.
    L2Hint,
    /// Byte count of a bulk copy / reduce / prefetch.
    Size,
    /// 16-bit `byteMask` of `.cp_mask`.
    ByteMask,
    /// The guard predicate appended by `build_with(Some(..))`; always the last operand.
    Predicate,
    /// `src-size` of `cp.async` (bytes read, the rest zero-filled).
    SrcSize,
    /// `ignore-src` of `cp.async` (non-zero: write zeros).
    IgnoreSrc,
    /// Address of a 128-byte tensor-map slot being fenced or rewritten.
    Slot,
    /// The new value written by a `tensormap.replace` mutator.
    Value,
    /// Arrival count of `mbarrier.init` / `mbarrier.arrive`.
    Count,
    /// Transaction byte count of `expect_tx`.
    TxCount,
    /// Phase parity waited on by `mbarrier.try_wait.parity`.
    Parity,
    /// An output: `1` when the mbarrier phase completed, else `0`.
    Ready,
    /// `%cluster_ctarank` of a peer CTA (`mapa`).
    CtaRank,
}

impl fmt::Display for OperandRole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OperandRole::Coord(i) => write!(f, "coord{i}"),
            OperandRole::Im2col(i) => write!(f, "im2col{i}"),
            other => write!(f, "{}", format!("{other:?}").to_lowercase()),
        }
    }
}

/// One operand of an [`AsmInstr`]; its position in [`AsmInstr::operands`] is its `$N`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Operand {
    pub role: OperandRole,
    pub class: OperandClass,
    /// An output (`=` constraint, a result of the `llvm.inline_asm` op). Outputs come first.
    pub is_output: bool,
}

impl Operand {
    /// The constraint code of this operand: `l`, `=r`, ...
    pub fn constraint(&self) -> String {
        if self.is_output {
            format!("={}", self.class.letter())
        } else {
            self.class.letter().to_string()
        }
    }
}

/// How a predicate operand (the guard, `ignore-src`) reaches the PTX text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum PredicateStyle {
    /// An i32 `"r"` operand, turned into a predicate inside the asm block:
    /// `{ .reg .pred tp_g; setp.ne.b32 tp_g, $N, 0; @tp_g ...; }`. Works with every LLVM
    /// version and with an i1 zero-extended by the caller. The default.
    #[default]
    I32,
    /// An i1 `"b"` operand used directly: `@$N ...;` (what MLIR's NVVM PtxBuilder emits; needs
    /// an NVPTX back end that maps `b` to a predicate register).
    I1,
}

impl PredicateStyle {
    pub fn class(self) -> OperandClass {
        match self {
            PredicateStyle::I32 => OperandClass::R,
            PredicateStyle::I1 => OperandClass::B,
        }
    }
}

/// The PTX of one `llvm.inline_asm` op, with everything needed to build it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AsmInstr {
    /// The asm string; operands are written `$N` (LLVM syntax).
    pub text: String,
    /// The LLVM constraint string: outputs (`=r`), then inputs, then `~{memory}` when the
    /// instruction touches memory.
    pub constraints: String,
    /// The operands in `$N` order: outputs first, then inputs; a guard predicate is last.
    pub operands: Vec<Operand>,
    /// Always true: none of these instructions may be deleted or merged.
    pub has_side_effects: bool,
    /// Whether the constraint string ends with `~{memory}`.
    pub clobbers_memory: bool,
    /// `.sync.aligned` instructions: a whole converged warp executes them; the call must not be
    /// made control-dependent on more values (LLVM `convergent`).
    pub convergent: bool,
    /// The full opcode with every qualifier, e.g.
    /// `cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes`.
    pub mnemonic: String,
    /// The least target and PTX version that assemble it.
    pub requirement: Requirement,
}

impl AsmInstr {
    /// The `$N` of the first operand with this role.
    pub fn index_of(&self, role: OperandRole) -> Option<usize> {
        self.operands.iter().position(|o| o.role == role)
    }

    /// The outputs (results of the `llvm.inline_asm` op), in order.
    pub fn outputs(&self) -> impl Iterator<Item = &Operand> {
        self.operands.iter().filter(|o| o.is_output)
    }

    /// The inputs (operands of the `llvm.inline_asm` op), in order.
    pub fn inputs(&self) -> impl Iterator<Item = &Operand> {
        self.operands.iter().filter(|o| !o.is_output)
    }

    /// The constraint string without the clobber list, e.g. `"l,l"`.
    pub fn operand_constraints(&self) -> String {
        self.operands
            .iter()
            .map(Operand::constraint)
            .collect::<Vec<_>>()
            .join(",")
    }
}

/// The guard predicate name inside a `{ }` block.
pub(crate) const GUARD_REG: &str = "tp_g";

/// An instruction before the optional guard is applied.
#[derive(Debug, Clone)]
pub(crate) struct Template {
    mnemonic: String,
    /// Operand text after the mnemonic, e.g. `[$0], [$1, {$2}], [$3]`; empty for none.
    args: String,
    operands: Vec<Operand>,
    /// Declarations inside the block, e.g. `.reg .pred tp_w`.
    decls: Vec<String>,
    /// Unguarded statements before the main one (e.g. `setp` of an i32 `ignore-src`).
    setup: Vec<String>,
    /// Statements run only when the guard is false, giving outputs a defined value.
    when_skipped: Vec<String>,
    /// Guarded statements after the main one (e.g. `selp` of a wait result).
    after: Vec<String>,
    requirement: Requirement,
    clobbers_memory: bool,
    convergent: bool,
}

impl Template {
    pub(crate) fn new(mnemonic: impl Into<String>, requirement: Requirement) -> Self {
        Template {
            mnemonic: mnemonic.into(),
            args: String::new(),
            operands: Vec::new(),
            decls: Vec::new(),
            setup: Vec::new(),
            when_skipped: Vec::new(),
            after: Vec::new(),
            requirement,
            clobbers_memory: true,
            convergent: false,
        }
    }

    /// Appends an input operand and returns its reference, `$N`.
    pub(crate) fn input(&mut self, role: OperandRole, class: OperandClass) -> String {
        self.push(role, class, false)
    }

    /// Appends an output operand; every output must come before the first input.
    pub(crate) fn output(&mut self, role: OperandRole, class: OperandClass) -> String {
        debug_assert!(self.operands.iter().all(|o| o.is_output));
        self.push(role, class, true)
    }

    fn push(&mut self, role: OperandRole, class: OperandClass, is_output: bool) -> String {
        self.operands.push(Operand {
            role,
            class,
            is_output,
        });
        format!("${}", self.operands.len() - 1)
    }

    pub(crate) fn args(&mut self, args: impl Into<String>) {
        self.args = args.into();
    }

    pub(crate) fn decl(&mut self, d: impl Into<String>) {
        self.decls.push(d.into());
    }

    pub(crate) fn setup(&mut self, s: impl Into<String>) {
        self.setup.push(s.into());
    }

    pub(crate) fn when_skipped(&mut self, s: impl Into<String>) {
        self.when_skipped.push(s.into());
    }

    pub(crate) fn after(&mut self, s: impl Into<String>) {
        self.after.push(s.into());
    }

    pub(crate) fn no_memory_clobber(&mut self) {
        self.clobbers_memory = false;
    }

    pub(crate) fn convergent(&mut self) {
        self.convergent = true;
    }

    pub(crate) fn require(&mut self, r: Requirement) {
        self.requirement = self.requirement.join(r);
    }

    /// Writes the final text. With a guard the predicate is appended as the last operand, so
    /// every other operand keeps its number.
    pub(crate) fn finish(mut self, guard: Option<PredicateStyle>) -> AsmInstr {
        let main = if self.args.is_empty() {
            self.mnemonic.clone()
        } else {
            format!("{} {}", self.mnemonic, self.args)
        };
        let mut decls = std::mem::take(&mut self.decls);
        let mut setup = std::mem::take(&mut self.setup);
        let prefix = match guard {
            None => String::new(),
            Some(style) => {
                let p = self.input(OperandRole::Predicate, style.class());
                match style {
                    PredicateStyle::I32 => {
                        decls.push(format!(".reg .pred {GUARD_REG}"));
                        setup.insert(0, format!("setp.ne.b32 {GUARD_REG}, {p}, 0"));
                        format!("@{GUARD_REG} ")
                    }
                    PredicateStyle::I1 => format!("@{p} "),
                }
            }
        };
        let mut stmts: Vec<String> = decls;
        stmts.extend(setup);
        if guard.is_some() {
            stmts.append(&mut self.when_skipped);
        }
        stmts.push(format!("{prefix}{main}"));
        stmts.extend(self.after.iter().map(|s| format!("{prefix}{s}")));
        let text = if stmts.len() == 1 {
            format!("{};", stmts[0])
        } else {
            let mut t = String::from("{ ");
            for s in &stmts {
                t.push_str(s);
                t.push_str("; ");
            }
            t.push('}');
            t
        };
        let mut constraints: Vec<String> = self.operands.iter().map(Operand::constraint).collect();
        if self.clobbers_memory {
            constraints.push("~{memory}".to_string());
        }
        AsmInstr {
            text,
            constraints: constraints.join(","),
            operands: self.operands,
            has_side_effects: true,
            clobbers_memory: self.clobbers_memory,
            convergent: self.convergent,
            mnemonic: self.mnemonic,
            requirement: self.requirement,
        }
    }
}

/// `{a, b, c}`: a PTX vector operand.
pub(crate) fn vector(items: &[String]) -> String {
    format!("{{{}}}", items.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::requirement::PtxVersion;

    fn sample() -> Template {
        let mut t = Template::new("op.x", Requirement::sm(90, PtxVersion::new(8, 0)));
        let o = t.output(OperandRole::Ready, OperandClass::R);
        let a = t.input(OperandRole::Mbar, OperandClass::R);
        t.args(format!("{o}, [{a}]"));
        t
    }

    #[test]
    fn numbering_is_push_order() {
        let mut t = Template::new("op", Requirement::NONE);
        assert_eq!(t.input(OperandRole::Dst, OperandClass::R), "$0");
        assert_eq!(t.input(OperandRole::Desc, OperandClass::L), "$1");
        assert_eq!(t.input(OperandRole::Coord(0), OperandClass::R), "$2");
    }

    #[test]
    fn single_statement_has_no_braces() {
        let a = sample().finish(None);
        assert_eq!(a.text, "op.x $0, [$1];");
        assert_eq!(a.constraints, "=r,r,~{memory}");
        assert_eq!(a.operand_constraints(), "=r,r");
    }

    #[test]
    fn no_args_no_operands() {
        let mut t = Template::new("fence.x", Requirement::NONE);
        t.no_memory_clobber();
        let a = t.finish(None);
        assert_eq!(a.text, "fence.x;");
        assert_eq!(a.constraints, "");
        assert!(!a.clobbers_memory && a.has_side_effects);
    }

    #[test]
    fn guard_styles() {
        let a = sample().finish(Some(PredicateStyle::I32));
        assert_eq!(
            a.text,
            "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g op.x $0, [$1]; }"
        );
        assert_eq!(a.constraints, "=r,r,r,~{memory}");
        let b = sample().finish(Some(PredicateStyle::I1));
        assert_eq!(b.text, "@$2 op.x $0, [$1];");
        assert_eq!(b.constraints, "=r,r,b,~{memory}");
    }

    #[test]
    fn block_parts_in_order() {
        let mut t = sample();
        t.decl(".reg .pred d");
        t.setup("s");
        t.when_skipped("w");
        t.after("z");
        assert_eq!(
            t.clone().finish(None).text,
            "{ .reg .pred d; s; op.x $0, [$1]; z; }"
        );
        assert_eq!(
            t.finish(Some(PredicateStyle::I1)).text,
            "{ .reg .pred d; s; w; @$2 op.x $0, [$1]; @$2 z; }"
        );
    }

    #[test]
    fn classes_and_roles() {
        let letters: String = [
            OperandClass::L,
            OperandClass::R,
            OperandClass::H,
            OperandClass::B,
        ]
        .iter()
        .map(|c| c.letter())
        .collect();
        assert_eq!(letters, "lrhb");
        assert_eq!(OperandClass::H.llvm_type(), "i16");
        assert_eq!(OperandClass::L.bits(), 64);
        assert_eq!(OperandRole::Coord(3).to_string(), "coord3");
        assert_eq!(OperandRole::MulticastMask.to_string(), "multicastmask");
        assert_eq!(PredicateStyle::default(), PredicateStyle::I32);
    }
}
