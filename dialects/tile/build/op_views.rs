//! Generates the typed Rust views of every `tile` op (`src/ops.rs` includes
//! the output) from the `Tile_Op` records of `td/TileOps.td`, read through
//! the `tblgen` crate: a view per op over melior's `OperationRef` with the
//! op's name, one accessor per named operand, attribute and result, and the
//! table of every op. The `.td` stays the single source of names and operand
//! order; no Rust code outside the generated file spells either.

use std::{error::Error, fmt::Write as _, path::Path};

use tblgen::{record::Record, RecordKeeper, TableGenParser};

/// How many values an operand (or result) group holds.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Arity {
    Single,
    Optional,
    Variadic,
}

impl Arity {
    fn of(constraint: Record) -> Self {
        if constraint.subclass_of("Variadic") {
            Arity::Variadic
        } else if constraint.subclass_of("Optional") {
            Arity::Optional
        } else {
            Arity::Single
        }
    }

    fn rust(self) -> &'static str {
        match self {
            Arity::Single => "Arity::Single",
            Arity::Optional => "Arity::Optional",
            Arity::Variadic => "Arity::Variadic",
        }
    }
}

/// What Rust type an attribute reads as.
pub(crate) enum AttrKind {
    /// `UnitAttr`: present or not.
    Unit,
    /// An enum (`I32EnumAttr`): the Rust mirror in `tile_rules::enums`, and
    /// the case of its default value when it has one.
    Enum {
        class: String,
        default: Option<String>,
    },
    /// An integer attribute (`I32Attr`, `I64Attr`) of this many bits.
    Int { bits: u32 },
    /// A `TypeAttr`.
    Type,
    /// A `DenseI64ArrayAttr`.
    I64Array,
}

/// A named operand group.
pub(crate) struct Operand {
    pub(crate) name: String,
    pub(crate) arity: Arity,
}

/// A named attribute.
pub(crate) struct Attr {
    pub(crate) name: String,
    pub(crate) kind: AttrKind,
    /// Whether an op may lack it (`OptionalAttr`, `UnitAttr`, or an
    /// attribute with a default value).
    pub(crate) optional: bool,
}

/// One op as the `.td` declares it.
pub(crate) struct OpDecl {
    pub(crate) record: String,
    pub(crate) view: String,
    pub(crate) kind: String,
    pub(crate) mnemonic: String,
    pub(crate) summary: String,
    pub(crate) operands: Vec<Operand>,
    pub(crate) attr_sized: bool,
    pub(crate) attrs: Vec<Attr>,
    pub(crate) results: Vec<String>,
    /// The `Tile_Feature` the op always needs (its Rust variant), if any.
    pub(crate) feature: Option<String>,
}

/// Parses `td/TileOps.td` and writes the views to `out`; returns the ops
/// read (for the constructors, build/op_builders.rs).
pub fn generate(include: &Path, td_dir: &Path, out: &Path) -> Result<Vec<OpDecl>, Box<dyn Error>> {
    let keeper = TableGenParser::new()
        .add_include_directory(path_str(include)?)
        .add_include_directory(path_str(td_dir)?)
        .add_source_file(path_str(&td_dir.join("TileOps.td"))?)
        .parse()
        .map_err(|e| format!("cannot parse td/TileOps.td: {e}"))?;
    let ops = read_ops(&keeper)?;
    std::fs::write(out, rust_views(&ops))?;
    Ok(ops)
}

fn path_str(path: &Path) -> Result<&str, Box<dyn Error>> {
    path.to_str()
        .ok_or_else(|| format!("path {} is not UTF-8", path.display()).into())
}

fn read_ops(keeper: &RecordKeeper) -> Result<Vec<OpDecl>, Box<dyn Error>> {
    let mut ops = Vec::new();
    for def in keeper.all_derived_definitions("Tile_Op") {
        let record = def.name()?.to_string();
        let view = record
            .strip_prefix("Tile_")
            .ok_or_else(|| format!("{record}: a tile op record is named Tile_<Name>Op"))?
            .to_string();
        let kind = view
            .strip_suffix("Op")
            .ok_or_else(|| format!("{record}: a tile op record is named Tile_<Name>Op"))?
            .to_string();
        let mnemonic = def.str_value("opName")?.to_string();
        let summary = def.str_value("summary")?.to_string();
        let attr_sized = traits(def)?
            .iter()
            .any(|t| t.name().ok() == Some("AttrSizedOperandSegments"));
        let mut operands = Vec::new();
        let mut attrs = Vec::new();
        for (name, arg) in def.dag_value("arguments")?.args() {
            let name = name.ok_or_else(|| format!("{record}: every argument needs a name"))?;
            let mut constraint = Record::try_from(arg)?;
            if constraint.subclass_of("OpVariable") {
                constraint = constraint.def_value("constraint")?;
            }
            if constraint.subclass_of("TypeConstraint") {
                operands.push(Operand {
                    name: name.to_string(),
                    arity: Arity::of(constraint),
                });
            } else if constraint.subclass_of("Attr") {
                let optional = constraint.bit_value("isOptional").unwrap_or(false)
                    || constraint
                        .string_value("defaultValue")
                        .is_ok_and(|d| !d.is_empty());
                attrs.push(Attr {
                    name: name.to_string(),
                    kind: attr_kind(&record, name, constraint)?,
                    optional,
                });
            } else {
                return Err(format!(
                    "{record}: argument `{name}` is neither operand nor attribute"
                )
                .into());
            }
        }
        let unfixed = operands.iter().filter(|o| o.arity != Arity::Single).count();
        if unfixed > 1 && !attr_sized {
            return Err(format!(
                "{record}: more than one optional or variadic operand needs AttrSizedOperandSegments"
            )
            .into());
        }
        let mut results = Vec::new();
        for (name, result) in def.dag_value("results")?.args() {
            let name = name.ok_or_else(|| format!("{record}: every result needs a name"))?;
            if Arity::of(Record::try_from(result)?) != Arity::Single {
                return Err(format!("{record}: result `{name}` is not single").into());
            }
            results.push(name.to_string());
        }
        let feature = match def.optional_def_value("requires") {
            Some(f) => Some(
                f.name()?
                    .strip_prefix("Tile_Feature_")
                    .ok_or_else(|| format!("{record}: `requires` names no Tile_Feature_<Name>"))?
                    .to_string(),
            ),
            None => None,
        };
        ops.push(OpDecl {
            feature,
            record,
            view,
            kind,
            mnemonic,
            summary,
            operands,
            attr_sized,
            attrs,
            results,
        });
    }
    if ops.is_empty() {
        return Err("td/TileOps.td declares no Tile_Op records".into());
    }
    Ok(ops)
}

/// Every trait of `def`, trait lists flattened.
fn traits(def: Record) -> Result<Vec<Record>, Box<dyn Error>> {
    let mut lists = vec![def.list_of_defs_value("traits")?];
    let mut out = Vec::new();
    while let Some(list) = lists.pop() {
        for t in list {
            if t.subclass_of("TraitList") {
                lists.push(t.list_of_defs_value("traits")?);
            } else {
                out.push(t);
            }
        }
    }
    Ok(out)
}

fn attr_kind(record: &str, name: &str, constraint: Record) -> Result<AttrKind, Box<dyn Error>> {
    // `DefaultValuedAttr` / `OptionalAttr` wrap the attribute they default.
    let default = constraint
        .string_value("defaultValue")
        .ok()
        .filter(|d| !d.is_empty());
    let mut base = constraint;
    while let Some(inner) = base.optional_def_value("baseAttr") {
        if inner.name().ok() == base.name().ok() {
            break;
        }
        base = inner;
    }
    let base_name = base.name().unwrap_or("");
    if base.subclass_of("EnumInfo") {
        let class = base.str_value("className")?.to_string();
        let default = match default {
            Some(d) => {
                let case = d.rsplit("::").next().unwrap_or("");
                if case.is_empty() {
                    return Err(format!("{record}: `{name}` has default `{d}`").into());
                }
                Some(rust_ident(case))
            }
            None => None,
        };
        return Ok(AttrKind::Enum { class, default });
    }
    if base_name == "UnitAttr" {
        return Ok(AttrKind::Unit);
    }
    if default.is_some() {
        return Err(format!("{record}: `{name}`: defaults are read only for enums").into());
    }
    Ok(match base_name {
        "I32Attr" => AttrKind::Int { bits: 32 },
        "I64Attr" => AttrKind::Int { bits: 64 },
        "DenseI64ArrayAttr" => AttrKind::I64Array,
        _ if base.subclass_of("TypeAttrBase") => AttrKind::Type,
        other => {
            return Err(format!("{record}: `{name}`: no Rust reading of attribute {other}").into())
        }
    })
}

/// `sw128_atom32` -> `Sw128Atom32` (as `tile_rules`' enum generator).
pub(crate) fn rust_ident(case: &str) -> String {
    let mut out = String::new();
    for part in case.split('_').filter(|p| !p.is_empty()) {
        let mut chars = part.chars();
        if let Some(first) = chars.next() {
            out.extend(first.to_uppercase());
            out.push_str(chars.as_str());
        }
    }
    out
}

/// `name` as a Rust identifier (a keyword gets `r#`).
pub(crate) fn field(name: &str) -> String {
    const KEYWORDS: &[&str] = &[
        "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn",
        "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref",
        "return", "self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use",
        "where", "while", "async", "await", "dyn", "box", "yield", "macro", "try",
    ];
    if KEYWORDS.contains(&name) {
        format!("r#{name}")
    } else {
        name.to_string()
    }
}

fn rust_views(ops: &[OpDecl]) -> String {
    let mut code = String::from(
        "// Generated by build.rs (build/op_views.rs) from the Tile_Op records of td/TileOps.td.\n\n",
    );
    op_table(&mut code, ops);
    any_op(&mut code, ops);
    for op in ops {
        view(&mut code, op);
    }
    code
}

fn op_table(code: &mut String, ops: &[OpDecl]) {
    code.push_str(
        "/// Every `tile` op, by kind (generated).\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]\n\
         pub enum OpKind {\n",
    );
    for op in ops {
        let _ = writeln!(code, "    /// `tile.{}`: {}", op.mnemonic, op.summary);
        let _ = writeln!(code, "    {},", op.kind);
    }
    code.push_str("}\n\n/// The name of every `tile` op (`tile.load`, ...), as [`OpKind::ALL`] orders them.\npub const OP_NAMES: &[&str] = &[\n");
    for op in ops {
        let _ = writeln!(code, "    \"tile.{}\",", op.mnemonic);
    }
    code.push_str(
        "];\n\n/// The dialect's namespace: the `tile` of `tile.load`.\npub const DIALECT: &str = \"tile\";\n\n\
         /// Whether the op name `name` is in the `tile` dialect: one of [`OP_NAMES`], or a `tile.`\n\
         /// op this build does not know.\npub fn in_dialect(name: &str) -> bool {\n    \
         name.split_once('.').is_some_and(|(dialect, _)| dialect == DIALECT)\n}\n\n",
    );
    code.push_str("impl OpKind {\n    /// Every kind, in the order of [`OP_NAMES`].\n    pub const ALL: &'static [OpKind] = &[\n");
    for op in ops {
        let _ = writeln!(code, "        OpKind::{},", op.kind);
    }
    code.push_str("    ];\n\n    /// The op's name (`tile.load`).\n    pub const fn name(self) -> &'static str {\n        match self {\n");
    for op in ops {
        let _ = writeln!(
            code,
            "            OpKind::{} => \"tile.{}\",",
            op.kind, op.mnemonic
        );
    }
    code.push_str("        }\n    }\n\n    /// The feature the op always needs from the target (`requires` in the `.td`;\n    /// `None`: none, as for the host ops); its optional parts may need more.\n    pub const fn feature(self) -> Option<tile_rules::Feature> {\n        match self {\n");
    for op in ops {
        let _ = writeln!(
            code,
            "            OpKind::{} => {},",
            op.kind,
            feature_expr(op)
        );
    }
    code.push_str("        }\n    }\n\n    /// What the op always needs from the target (`Requirement::NONE` for none).\n    pub const fn requirement(self) -> tile_rules::Requirement {\n        match self.feature() {\n            Some(feature) => feature.requirement(),\n            None => tile_rules::Requirement::NONE,\n        }\n    }\n\n    /// The op's name without the dialect prefix (`load`).\n    pub const fn mnemonic(self) -> &'static str {\n        match self {\n");
    for op in ops {
        let _ = writeln!(
            code,
            "            OpKind::{} => \"{}\",",
            op.kind, op.mnemonic
        );
    }
    code.push_str("        }\n    }\n\n    /// The kind of the op named `name` (`tile.load`), if it is a `tile` op.\n    pub fn from_name(name: &str) -> Option<Self> {\n        Some(match name {\n");
    for op in ops {
        let _ = writeln!(
            code,
            "            \"tile.{}\" => OpKind::{},",
            op.mnemonic, op.kind
        );
    }
    code.push_str("            _ => return None,\n        })\n    }\n\n    /// The kind of `op`, if it is a `tile` op.\n    pub fn of(op: &OperationRef<'_, '_>) -> Option<Self> {\n        Self::from_name(crate::strings::name_of(op))\n    }\n\n    /// Whether `op` is an op of this kind.\n    pub fn is(self, op: &OperationRef<'_, '_>) -> bool {\n        crate::strings::op_name_is(op, self.name())\n    }\n}\n\nimpl std::fmt::Display for OpKind {\n    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {\n        f.write_str(self.name())\n    }\n}\n\n");
}

fn feature_expr(op: &OpDecl) -> String {
    match &op.feature {
        Some(f) => format!("Some(tile_rules::Feature::{f})"),
        None => "None".to_string(),
    }
}

fn any_op(code: &mut String, ops: &[OpDecl]) {
    code.push_str("/// A view of any `tile` op (generated): match on it to handle each op with its own view.\n#[derive(Clone, Copy)]\npub enum TileOp<'c, 'a> {\n");
    for op in ops {
        let _ = writeln!(code, "    /// `tile.{}`.", op.mnemonic);
        let _ = writeln!(code, "    {}({}<'c, 'a>),", op.kind, op.view);
    }
    code.push_str("}\n\nimpl<'c, 'a> TileOp<'c, 'a> {\n    /// `op` as the view of its kind; `None` for an op of another dialect, or a `tile` op whose\n    /// operands are not laid out as the op declares (an unverified op).\n    pub fn cast(op: OperationRef<'c, 'a>) -> Option<Self> {\n        Some(match OpKind::of(&op)? {\n");
    for op in ops {
        let _ = writeln!(
            code,
            "            OpKind::{} => TileOp::{}({}::cast(op)?),",
            op.kind, op.kind, op.view
        );
    }
    code.push_str("        })\n    }\n\n    /// The op's kind.\n    pub fn kind(self) -> OpKind {\n        match self {\n");
    for op in ops {
        let _ = writeln!(
            code,
            "            TileOp::{}(_) => OpKind::{},",
            op.kind, op.kind
        );
    }
    code.push_str("        }\n    }\n\n    /// The op viewed.\n    pub fn operation(self) -> OperationRef<'c, 'a> {\n        match self {\n");
    for op in ops {
        let _ = writeln!(code, "            TileOp::{}(v) => v.operation(),", op.kind);
    }
    code.push_str("        }\n    }\n}\n\n");
}

fn view(code: &mut String, op: &OpDecl) {
    let groups = op.operands.len();
    let v = &op.view;
    let _ = write!(
        code,
        "/// A view of a `tile.{m}` op: {s} (generated from `{r}` in `td/TileOps.td`).\n\
         #[derive(Clone, Copy)]\n\
         pub struct {v}<'c, 'a> {{\n    op: OperationRef<'c, 'a>,\n{b}}}\n\n",
        m = op.mnemonic,
        s = op.summary,
        r = op.record,
        b = if groups == 0 {
            String::new()
        } else {
            format!("    bounds: [usize; {}],\n", groups + 1)
        },
    );
    let _ = write!(
        code,
        "impl<'c, 'a> {v}<'c, 'a> {{\n\
         \x20   /// The op's name.\n    pub const NAME: &'static str = \"tile.{m}\";\n\
         \x20   /// The op's kind.\n    pub const KIND: OpKind = OpKind::{k};\n\
         \x20   /// The feature the op always needs from the target (`requires` in the `.td`).\n\
         \x20   pub const FEATURE: Option<tile_rules::Feature> = {f};\n\
         \x20   /// How the op's operands are grouped, in declaration order.\n\
         \x20   pub const LAYOUT: Layout = Layout {{\n        groups: &[",
        m = op.mnemonic,
        k = op.kind,
        f = feature_expr(op),
    );
    for (i, o) in op.operands.iter().enumerate() {
        if i > 0 {
            code.push_str(", ");
        }
        code.push_str(o.arity.rust());
    }
    let _ = write!(
        code,
        "],\n        attr_sized: {},\n        results: {},\n    }};\n",
        op.attr_sized,
        op.results.len()
    );
    for a in &op.attrs {
        let _ = write!(
            code,
            "    /// The name of the `{n}` attribute.\n    pub const {u}_ATTR: &'static str = \"{n}\";\n",
            n = a.name,
            u = a.name.to_uppercase()
        );
    }
    let _ = write!(
        code,
        "\n    /// `op` as a `tile.{m}`, if it is one whose operands are laid out as the op declares.\n\
         \x20   pub fn cast(op: OperationRef<'c, 'a>) -> Option<Self> {{\n\
         \x20       if !crate::strings::op_name_is(&op, Self::NAME) {{\n            return None;\n        }}\n\
         \x20       {make}\n    }}\n\n\
         \x20   /// The op viewed.\n    pub fn operation(self) -> OperationRef<'c, 'a> {{\n        self.op\n    }}\n",
        m = op.mnemonic,
        make = if groups == 0 {
            "Self::LAYOUT.bounds::<1>(op)?;\n        Some(Self { op })"
        } else {
            "Some(Self {\n            op,\n            bounds: Self::LAYOUT.bounds(op)?,\n        })"
        },
    );
    for (i, o) in op.operands.iter().enumerate() {
        let f = field(&o.name);
        match o.arity {
            Arity::Single => {
                let _ = write!(
                    code,
                    "\n    /// Operand `{n}`.\n    pub fn {f}(self) -> Value<'c, 'a> {{\n        single(self.op, self.bounds[{i}])\n    }}\n",
                    n = o.name
                );
            }
            Arity::Optional => {
                let _ = write!(
                    code,
                    "\n    /// Operand `{n}`, if given.\n    pub fn {f}(self) -> Option<Value<'c, 'a>> {{\n        optional(self.op, self.bounds[{i}], self.bounds[{j}])\n    }}\n",
                    n = o.name,
                    j = i + 1
                );
            }
            Arity::Variadic => {
                let _ = write!(
                    code,
                    "\n    /// Operands `{n}`.\n    pub fn {f}(self) -> Vec<Value<'c, 'a>> {{\n        variadic(self.op, self.bounds[{i}], self.bounds[{j}])\n    }}\n",
                    n = o.name,
                    j = i + 1
                );
            }
        }
        let _ = write!(
            code,
            "\n    /// The operand numbers of `{n}`.\n    pub fn {n}_range(self) -> std::ops::Range<usize> {{\n        self.bounds[{i}]..self.bounds[{j}]\n    }}\n",
            n = o.name,
            j = i + 1
        );
    }
    for a in &op.attrs {
        let f = field(&a.name);
        let n = &a.name;
        let u = a.name.to_uppercase();
        match &a.kind {
            AttrKind::Unit => {
                let _ = write!(
                    code,
                    "\n    /// Whether the unit attribute `{n}` is set.\n    pub fn {f}(self) -> bool {{\n        self.op.attribute(Self::{u}_ATTR).is_ok()\n    }}\n"
                );
            }
            AttrKind::Enum {
                class,
                default: Some(d),
            } => {
                let _ = write!(
                    code,
                    "\n    /// Attribute `{n}` (its default `{class}::{d}` when absent or unknown).\n    pub fn {f}(self) -> crate::attrs::{class} {{\n        int_attr(&self.op, Self::{u}_ATTR)\n            .and_then(crate::attrs::{class}::from_value)\n            .unwrap_or(crate::attrs::{class}::{d})\n    }}\n"
                );
            }
            AttrKind::Enum {
                class,
                default: None,
            } => {
                let _ = write!(
                    code,
                    "\n    /// Attribute `{n}`, if set to a known case.\n    pub fn {f}(self) -> Option<crate::attrs::{class}> {{\n        int_attr(&self.op, Self::{u}_ATTR).and_then(crate::attrs::{class}::from_value)\n    }}\n"
                );
            }
            AttrKind::Int { .. } => {
                let _ = write!(
                    code,
                    "\n    /// Attribute `{n}`, if set.\n    pub fn {f}(self) -> Option<i64> {{\n        int_attr(&self.op, Self::{u}_ATTR)\n    }}\n"
                );
            }
            AttrKind::Type => {
                let _ = write!(
                    code,
                    "\n    /// Attribute `{n}` (a type), if set.\n    pub fn {f}(self) -> Option<Type<'c>> {{\n        type_attr(&self.op, Self::{u}_ATTR)\n    }}\n"
                );
            }
            AttrKind::I64Array => {
                let _ = write!(
                    code,
                    "\n    /// Attribute `{n}` (an i64 array), if set.\n    pub fn {f}(self) -> Option<Vec<i64>> {{\n        i64_array_attr(&self.op, Self::{u}_ATTR)\n    }}\n"
                );
            }
        }
    }
    for (i, r) in op.results.iter().enumerate() {
        let _ = write!(
            code,
            "\n    /// Result `{r}`.\n    pub fn {f}(self) -> Value<'c, 'a> {{\n        result(self.op, {i})\n    }}\n",
            f = field(r)
        );
    }
    code.push_str("}\n\n");
}
