//! Non-bulk `cp.async` (sm_80) and its async-group completion (the PTX ISA's async-copy summary).

use crate::error::PtxError;
use crate::operand::{OperandClass as C, OperandRole as Role, PredicateStyle, Template};
use crate::requirement::{PtxVersion, Requirement};

const BASE: Requirement = Requirement::sm(80, PtxVersion::new(7, 0));
/// `.L2::cache_hint` and `.L2::{64,128,256}B` on `cp.async`.
const L2_QUALIFIERS: Requirement = Requirement::sm(80, PtxVersion::new(7, 4));
/// The `ignore-src` predicate operand.
const IGNORE_SRC: Requirement = Requirement::sm(80, PtxVersion::new(7, 5));

/// Predicate register of an i32 `ignore-src` inside the asm block.
const IGNORE_REG: &str = "tp_i";

/// `.ca` (cache at all levels) or `.cg` (L2 only, 16 bytes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CacheOp {
    Ca,
    Cg,
}

/// `.L2::64B` / `.L2::128B` / `.L2::256B` prefetch size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PrefetchSize {
    B64,
    B128,
    B256,
}

impl PrefetchSize {
    pub fn qualifier(self) -> &'static str {
        match self {
            PrefetchSize::B64 => ".L2::64B",
            PrefetchSize::B128 => ".L2::128B",
            PrefetchSize::B256 => ".L2::256B",
        }
    }
}

/// The optional operand after `cp-size` that zero-fills the destination.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ZeroFill {
    /// `src-size` ("r"): read that many bytes, zero the rest.
    SrcSize,
    /// `ignore-src` predicate: when true write zeros (PTX 7.5).
    IgnoreSrc(PredicateStyle),
}

/// `cp.async.{ca|cg}.shared.global{.L2::cache_hint}{.L2::NB} [dst], [src], cp-size
/// {, src-size | , ignore-src}{, policy};` with dst "r" (shared window), src "l",
/// `cp-size` an immediate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CpAsync {
    pub cache: CacheOp,
    /// 4, 8 or 16 bytes (`.cg`: 16).
    pub cp_size: u32,
    pub fill: Option<ZeroFill>,
    pub l2_hint: bool,
    pub prefetch: Option<PrefetchSize>,
}

impl CpAsync {
    pub fn new(cache: CacheOp, cp_size: u32) -> Self {
        CpAsync {
            cache,
            cp_size,
            fill: None,
            l2_hint: false,
            prefetch: None,
        }
    }

    pub fn with_fill(mut self, fill: ZeroFill) -> Self {
        self.fill = Some(fill);
        self
    }

    pub fn with_l2_hint(mut self) -> Self {
        self.l2_hint = true;
        self
    }

    pub fn with_prefetch(mut self, p: PrefetchSize) -> Self {
        self.prefetch = Some(p);
        self
    }

    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        if !matches!(self.cp_size, 4 | 8 | 16) {
            return Err(PtxError::CpSize { size: self.cp_size });
        }
        if self.cache == CacheOp::Cg && self.cp_size != 16 {
            return Err(PtxError::CgSize { size: self.cp_size });
        }
        let mut mnemonic = format!(
            "cp.async.{}.shared.global",
            match self.cache {
                CacheOp::Ca => "ca",
                CacheOp::Cg => "cg",
            }
        );
        let mut req = BASE;
        if self.l2_hint {
            mnemonic.push_str(".L2::cache_hint");
            req = req.join(L2_QUALIFIERS);
        }
        if let Some(p) = self.prefetch {
            mnemonic.push_str(p.qualifier());
            req = req.join(L2_QUALIFIERS);
        }
        let mut t = Template::new(mnemonic, req);
        let dst = t.input(Role::Dst, C::R);
        let src = t.input(Role::Src, C::L);
        let mut args = format!("[{dst}], [{src}], {}", self.cp_size);
        match self.fill {
            None => {}
            Some(ZeroFill::SrcSize) => {
                let s = t.input(Role::SrcSize, C::R);
                args.push_str(&format!(", {s}"));
            }
            Some(ZeroFill::IgnoreSrc(style)) => {
                t.require(IGNORE_SRC);
                let p = t.input(Role::IgnoreSrc, style.class());
                match style {
                    PredicateStyle::I32 => {
                        t.decl(format!(".reg .pred {IGNORE_REG}"));
                        t.setup(format!("setp.ne.b32 {IGNORE_REG}, {p}, 0"));
                        args.push_str(&format!(", {IGNORE_REG}"));
                    }
                    PredicateStyle::I1 => args.push_str(&format!(", {p}")),
                }
            }
        }
        if self.l2_hint {
            let h = t.input(Role::L2Hint, C::L);
            args.push_str(&format!(", {h}"));
        }
        t.args(args);
        Ok(t)
    }
}

/// `cp.async.commit_group;`
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CpAsyncCommitGroup;

impl CpAsyncCommitGroup {
    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        Ok(Template::new("cp.async.commit_group", BASE))
    }
}

/// `cp.async.wait_group N;` (N an immediate: at most N groups pending).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CpAsyncWaitGroup {
    pub pending: u32,
}

impl CpAsyncWaitGroup {
    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        let mut t = Template::new("cp.async.wait_group", BASE);
        t.args(self.pending.to_string());
        Ok(t)
    }
}

/// `cp.async.wait_all;`
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CpAsyncWaitAll;

impl CpAsyncWaitAll {
    pub(crate) fn template(&self) -> Result<Template, PtxError> {
        Ok(Template::new("cp.async.wait_all", BASE))
    }
}
