//! The manifest's launch-time expressions and their one evaluator.
//!
//! A manifest value ([`Expr`]) is a JSON number when it is static and a
//! string otherwise: terms joined by `+`, each factors joined by `*`, each
//! factor a decimal number or a [`Symbol`]: `operand(k)`, `dim(i)`,
//! `stride(i)`, `offset`, `aligned_ptr`, `workspace`, `grid_x`, `grid_y`,
//! `grid_z`. Spaces around factors are allowed (`aligned_ptr + offset*4`).
//! Values are unsigned 64-bit; a negative constant, an overflow, an unknown
//! factor or a symbol the caller cannot bind is an [`ExprError`], never a
//! panic.
//!
//! Some informative fields (a [`crate::manifest::HostTma`]'s `source`) hold
//! text that is not an expression (`memref.subview(operand(0), ...)`);
//! [`Expr::parse`] refuses it with [`ExprError::UnknownFactor`].

use serde::{Deserialize, Serialize};
use std::fmt;

/// A value known statically (a number) or computed at launch (a string
/// expression over launch operands and memref descriptor fields).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Expr {
    /// A static value.
    Const(i64),
    /// A launch-time expression, e.g. `dim(1)`, `stride(0)*4`, `operand(2)`.
    Symbolic(String),
}

impl Expr {
    /// A symbolic expression.
    pub fn sym(text: impl Into<String>) -> Self {
        Expr::Symbolic(text.into())
    }

    /// The expression read into terms and factors.
    pub fn parse(&self) -> Result<Sum, ExprError> {
        match self {
            Expr::Const(v) => u64::try_from(*v)
                .map(|n| Sum {
                    terms: vec![vec![Factor::Number(n)]],
                })
                .map_err(|_| ExprError::Negative(*v)),
            Expr::Symbolic(text) => parse(text),
        }
    }

    /// Its value, each symbol's value given by `lookup` (which says why
    /// when it cannot give one).
    pub fn evaluate<F>(&self, lookup: F) -> Result<u64, ExprError>
    where
        F: FnMut(Symbol) -> Result<u64, String>,
    {
        self.parse()?.evaluate(lookup)
    }
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expr::Const(v) => write!(f, "{v}"),
            Expr::Symbolic(s) => f.write_str(s),
        }
    }
}

/// A named value an expression refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symbol {
    /// `operand(k)`: the launch's kernel operand `k` (a scalar's value, a
    /// memref's or pointer's address).
    Operand(usize),
    /// `dim(i)`: extent of MLIR dimension `i` (outermost first) of the
    /// descriptor's source memref.
    Dim(usize),
    /// `stride(i)`: stride of dimension `i` of the source, in elements.
    Stride(usize),
    /// `offset`: the source memref's offset, in elements.
    Offset,
    /// `aligned_ptr`: the source memref's aligned pointer.
    AlignedPtr,
    /// `workspace`: the device address of the launch's rebind workspace.
    Workspace,
    /// `grid_x`: the launch's grid, x.
    GridX,
    /// `grid_y`: the launch's grid, y.
    GridY,
    /// `grid_z`: the launch's grid, z.
    GridZ,
}

impl Symbol {
    /// The symbol spelled `text`, if it is one.
    pub fn from_text(text: &str) -> Option<Self> {
        let indexed = |prefix: &str| -> Option<usize> {
            let inner = text.strip_prefix(prefix)?.strip_suffix(')')?;
            if inner.is_empty() || !inner.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            inner.parse().ok()
        };
        if let Some(k) = indexed("operand(") {
            return Some(Symbol::Operand(k));
        }
        if let Some(i) = indexed("dim(") {
            return Some(Symbol::Dim(i));
        }
        if let Some(i) = indexed("stride(") {
            return Some(Symbol::Stride(i));
        }
        Some(match text {
            "offset" => Symbol::Offset,
            "aligned_ptr" => Symbol::AlignedPtr,
            "workspace" => Symbol::Workspace,
            "grid_x" => Symbol::GridX,
            "grid_y" => Symbol::GridY,
            "grid_z" => Symbol::GridZ,
            _ => return None,
        })
    }
}

impl fmt::Display for Symbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Symbol::Operand(k) => write!(f, "operand({k})"),
            Symbol::Dim(i) => write!(f, "dim({i})"),
            Symbol::Stride(i) => write!(f, "stride({i})"),
            Symbol::Offset => f.write_str("offset"),
            Symbol::AlignedPtr => f.write_str("aligned_ptr"),
            Symbol::Workspace => f.write_str("workspace"),
            Symbol::GridX => f.write_str("grid_x"),
            Symbol::GridY => f.write_str("grid_y"),
            Symbol::GridZ => f.write_str("grid_z"),
        }
    }
}

/// One factor of a term.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Factor {
    /// A decimal constant.
    Number(u64),
    /// A value bound at launch.
    Symbol(Symbol),
}

/// A parsed expression: the sum of its terms, each the product of its
/// factors.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sum {
    /// The terms, each a non-empty list of factors.
    pub terms: Vec<Vec<Factor>>,
}

impl Sum {
    /// Every symbol it refers to, in order of appearance.
    pub fn symbols(&self) -> impl Iterator<Item = Symbol> + '_ {
        self.terms.iter().flatten().filter_map(|f| match f {
            Factor::Symbol(s) => Some(*s),
            Factor::Number(_) => None,
        })
    }

    /// Its value, each symbol's value given by `lookup`; checked
    /// arithmetic.
    pub fn evaluate<F>(&self, mut lookup: F) -> Result<u64, ExprError>
    where
        F: FnMut(Symbol) -> Result<u64, String>,
    {
        let mut sum: u64 = 0;
        for term in &self.terms {
            let mut product: u64 = 1;
            for factor in term {
                let value = match factor {
                    Factor::Number(n) => *n,
                    Factor::Symbol(s) => lookup(*s)
                        .map_err(|reason| ExprError::Unavailable { symbol: *s, reason })?,
                };
                product = product.checked_mul(value).ok_or_else(|| self.overflow())?;
            }
            sum = sum.checked_add(product).ok_or_else(|| self.overflow())?;
        }
        Ok(sum)
    }

    fn overflow(&self) -> ExprError {
        ExprError::Overflow {
            text: self.to_string(),
        }
    }
}

impl fmt::Display for Sum {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (t, term) in self.terms.iter().enumerate() {
            if t > 0 {
                f.write_str(" + ")?;
            }
            for (i, factor) in term.iter().enumerate() {
                if i > 0 {
                    f.write_str("*")?;
                }
                match factor {
                    Factor::Number(n) => write!(f, "{n}")?,
                    Factor::Symbol(s) => write!(f, "{s}")?,
                }
            }
        }
        Ok(())
    }
}

/// Why an expression has no value.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ExprError {
    /// A static value below zero.
    #[error("the constant {0} is negative")]
    Negative(i64),
    /// An empty term or factor (`a +`, `*4`, ``).
    #[error("'{text}': an empty term or factor")]
    Empty {
        /// The whole expression.
        text: String,
    },
    /// A factor that is neither a number nor a symbol.
    #[error("'{text}': cannot read '{factor}' (a number, operand(k), dim(i), stride(i), offset, aligned_ptr, workspace, grid_x, grid_y or grid_z)")]
    UnknownFactor {
        /// The factor.
        factor: String,
        /// The whole expression.
        text: String,
    },
    /// A number that does not fit 64 bits.
    #[error("'{text}': the number '{factor}' does not fit 64 bits")]
    NumberTooLarge {
        /// The factor.
        factor: String,
        /// The whole expression.
        text: String,
    },
    /// The value does not fit 64 bits.
    #[error("'{text}' overflows")]
    Overflow {
        /// The expression (as parsed).
        text: String,
    },
    /// The caller has no value for a symbol.
    #[error("'{symbol}': {reason}")]
    Unavailable {
        /// The symbol.
        symbol: Symbol,
        /// Why (the caller's words).
        reason: String,
    },
}

/// Reads `text` into terms and factors.
pub fn parse(text: &str) -> Result<Sum, ExprError> {
    let mut terms = Vec::new();
    for term in text.split('+') {
        let mut factors = Vec::new();
        for factor in term.split('*') {
            let factor = factor.trim();
            if factor.is_empty() {
                return Err(ExprError::Empty { text: text.into() });
            }
            factors.push(read_factor(factor, text)?);
        }
        terms.push(factors);
    }
    Ok(Sum { terms })
}

fn read_factor(factor: &str, text: &str) -> Result<Factor, ExprError> {
    if factor.bytes().all(|b| b.is_ascii_digit()) {
        return factor
            .parse()
            .map(Factor::Number)
            .map_err(|_| ExprError::NumberTooLarge {
                factor: factor.into(),
                text: text.into(),
            });
    }
    Symbol::from_text(factor)
        .map(Factor::Symbol)
        .ok_or_else(|| ExprError::UnknownFactor {
            factor: factor.into(),
            text: text.into(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bind(s: Symbol) -> Result<u64, String> {
        match s {
            Symbol::Operand(0) => Ok(0x1000),
            Symbol::Operand(1) => Ok(4096),
            Symbol::Dim(i) if i < 2 => Ok([64, 128][i]),
            Symbol::Stride(i) if i < 2 => Ok([128, 1][i]),
            Symbol::Offset => Ok(0),
            Symbol::AlignedPtr => Ok(0x1000),
            Symbol::Workspace => Ok(0x8000),
            Symbol::GridX => Ok(4),
            Symbol::GridY => Ok(2),
            Symbol::GridZ => Ok(1),
            _ => Err("not bound".into()),
        }
    }

    fn eval(text: &str) -> Result<u64, ExprError> {
        Expr::sym(text).evaluate(bind)
    }

    #[test]
    fn evaluates_what_the_passes_write() {
        assert_eq!(Expr::Const(7).evaluate(bind), Ok(7));
        assert_eq!(eval("dim(0)"), Ok(64));
        assert_eq!(eval("stride(0)*4"), Ok(512));
        assert_eq!(eval("aligned_ptr + offset*4"), Ok(0x1000));
        assert_eq!(eval("aligned_ptr + 64"), Ok(0x1040));
        assert_eq!(eval("operand(1)"), Ok(4096));
        assert_eq!(eval("workspace"), Ok(0x8000));
        assert_eq!(eval("grid_x*grid_y*grid_z*256"), Ok(2048));
        assert_eq!(eval(" 3 * 4 + 1 "), Ok(13));
    }

    #[test]
    fn typed_errors() {
        assert_eq!(Expr::Const(-1).evaluate(bind), Err(ExprError::Negative(-1)));
        assert!(matches!(eval(""), Err(ExprError::Empty { .. })));
        assert!(matches!(eval("dim(0) +"), Err(ExprError::Empty { .. })));
        assert!(matches!(eval("*4"), Err(ExprError::Empty { .. })));
        assert!(matches!(
            eval("bogus"),
            Err(ExprError::UnknownFactor { .. })
        ));
        assert!(matches!(
            eval("dim(x)"),
            Err(ExprError::UnknownFactor { .. })
        ));
        assert!(matches!(
            eval("dim(-1)"),
            Err(ExprError::UnknownFactor { .. })
        ));
        assert!(matches!(
            eval("dim()"),
            Err(ExprError::UnknownFactor { .. })
        ));
        assert!(matches!(
            eval("dim(99999999999999999999999)"),
            Err(ExprError::UnknownFactor { .. })
        ));
        assert!(matches!(
            eval("memref.subview(operand(0), 4)"),
            Err(ExprError::UnknownFactor { .. })
        ));
        assert!(matches!(
            eval("99999999999999999999"),
            Err(ExprError::NumberTooLarge { .. })
        ));
        assert!(matches!(
            eval("18446744073709551615 + 1"),
            Err(ExprError::Overflow { .. })
        ));
        assert!(matches!(
            eval("4294967296*4294967296"),
            Err(ExprError::Overflow { .. })
        ));
        assert_eq!(
            eval("dim(2)"),
            Err(ExprError::Unavailable {
                symbol: Symbol::Dim(2),
                reason: "not bound".into()
            })
        );
        assert_eq!(
            eval("dim(2)").unwrap_err().to_string(),
            "'dim(2)': not bound"
        );
    }

    #[test]
    fn symbols_print_as_they_read() {
        for text in [
            "operand(3)",
            "dim(0)",
            "stride(12)",
            "offset",
            "aligned_ptr",
            "workspace",
            "grid_x",
            "grid_y",
            "grid_z",
        ] {
            let s = Symbol::from_text(text).unwrap();
            assert_eq!(s.to_string(), text);
        }
        let sum = parse("aligned_ptr + offset*4").unwrap();
        assert_eq!(sum.to_string(), "aligned_ptr + offset*4");
        assert_eq!(
            sum.symbols().collect::<Vec<_>>(),
            vec![Symbol::AlignedPtr, Symbol::Offset]
        );
    }

    /// A small deterministic generator (xorshift64*), so the test needs no
    /// dependency and every failure reproduces.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }
        fn below(&mut self, n: usize) -> usize {
            (self.next() % n as u64) as usize
        }
    }

    /// Random strings over the expression alphabet (and some bytes that are
    /// not in it) never panic: they parse, or fail with a typed error; what
    /// parses evaluates, or fails with a typed error; and what parses prints
    /// back to text that parses to the same thing.
    #[test]
    fn random_strings_never_panic() {
        const PIECES: &[&str] = &[
            "+",
            "*",
            " ",
            "(",
            ")",
            "0",
            "1",
            "9",
            "18446744073709551615",
            "dim(",
            "stride(",
            "operand(",
            "offset",
            "aligned_ptr",
            "workspace",
            "grid_x",
            "grid_y",
            "grid_z",
            "-",
            "é",
            "\0",
            "x",
            "4294967296",
        ];
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        for _ in 0..50_000 {
            let n = rng.below(12);
            let text: String = (0..n).map(|_| PIECES[rng.below(PIECES.len())]).collect();
            if let Ok(sum) = parse(&text) {
                let _ = sum.evaluate(bind);
                assert_eq!(parse(&sum.to_string()), Ok(sum.clone()), "{text:?}");
            }
        }
        for _ in 0..20_000 {
            let n = rng.below(24);
            let bytes: Vec<u8> = (0..n).map(|_| rng.next() as u8).collect();
            let text = String::from_utf8_lossy(&bytes);
            let _ = Expr::sym(text.as_ref()).evaluate(bind);
        }
    }

    /// Random well-formed expressions evaluate to what checked arithmetic
    /// over the same values gives.
    #[test]
    fn random_expressions_evaluate_like_checked_arithmetic() {
        let symbols = [
            ("dim(0)", 64u64),
            ("dim(1)", 128),
            ("stride(0)", 128),
            ("offset", 0),
            ("aligned_ptr", 0x1000),
            ("grid_x", 4),
            ("workspace", 0x8000),
        ];
        let mut rng = Rng(42);
        for _ in 0..20_000 {
            let mut text = String::new();
            let mut want = Some(0u64);
            for t in 0..1 + rng.below(4) {
                if t > 0 {
                    text += " + ";
                }
                let mut product = Some(1u64);
                for f in 0..1 + rng.below(4) {
                    if f > 0 {
                        text += "*";
                    }
                    let value = if rng.below(2) == 0 {
                        let (name, value) = symbols[rng.below(symbols.len())];
                        text += name;
                        value
                    } else {
                        let n = rng.next() >> rng.below(64);
                        text += &n.to_string();
                        n
                    };
                    product = product.and_then(|p| p.checked_mul(value));
                }
                want = want.and_then(|w| product.and_then(|p| w.checked_add(p)));
            }
            match (eval(&text), want) {
                (Ok(got), Some(want)) => assert_eq!(got, want, "{text}"),
                (Err(ExprError::Overflow { .. }), None) => {}
                (got, want) => panic!("{text}: {got:?}, expected {want:?}"),
            }
        }
    }

    #[test]
    fn json_forms() {
        let v: Vec<Expr> = serde_json::from_str(r#"[32, "dim(0)", -4]"#).unwrap();
        assert_eq!(
            v,
            vec![Expr::Const(32), Expr::sym("dim(0)"), Expr::Const(-4)]
        );
        assert_eq!(serde_json::to_string(&v).unwrap(), r#"[32,"dim(0)",-4]"#);
    }
}
