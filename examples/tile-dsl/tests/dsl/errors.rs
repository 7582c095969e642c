//! Bad programs: each rule gives a located error (line and column of the
//! offending construct) naming the rule and the bad value; none panics.
//! The DSL's own rules come from `plan_source`; the compiler's rules on
//! what the program builds (descriptor boxes, static shared memory, TMA
//! reduction types, im2col descriptors), which the DSL does not repeat,
//! come back from the compiler at the program's line.

use std::borrow::Cow;
use tile_compiler::{Session, Strategy};
use tile_dsl::{check_source, compile, plan_source, DslError};

/// The error of `program` under the DSL's rules: (line, col, rule,
/// message).
fn error(program: &str) -> (usize, usize, &'static str, String) {
    let e = plan_source(program).expect_err("the program must be refused");
    let rule = match e.rule {
        Cow::Borrowed(rule) => rule,
        Cow::Owned(rule) => panic!("a DSL rule, not the compiler's [{rule}]"),
    };
    (e.pos.line, e.pos.col, rule, e.message)
}

/// The compiler's error on `program`, which the DSL's rules accept:
/// (line, col, rule, message), the same from `check_source` and from
/// `compile` with either strategy.
fn compiler_error(program: &str) -> (usize, usize, String, String) {
    plan_source(program).expect("the DSL's own rules accept it");
    let session = Session::new();
    let located = |e: DslError| {
        let e = e
            .source_error()
            .unwrap_or_else(|| panic!("located in the program: {e}"))
            .clone();
        (e.pos.line, e.pos.col, e.rule.into_owned(), e.message)
    };
    let checked = located(check_source(&session, program).expect_err("the compiler refuses it"));
    let plan = plan_source(program).expect("plans");
    for strategy in [Strategy::Intrinsics, Strategy::Asm] {
        let compiled = compile(&session, &plan, strategy, false).expect_err("refused");
        let compiled = located(compiled);
        assert_eq!(
            (compiled.0, compiled.1, &compiled.2),
            (checked.0, checked.1, &checked.2),
            "{strategy:?}: {compiled:?}"
        );
    }
    checked
}

/// A copy program with `settings` after the first two and `body` as
/// the loop body.
fn copy_with(settings: &str, body: &str) -> String {
    format!(
        "kernel k {{\n  threads 32;\n  grid 8;\n{settings}\n  tensor src: f32[256, 256];\n  tensor dst: f32[256, 256];\n  for t in tiles(dst) {{\n{body}\n  }}\n}}\n"
    )
}

const COPY: &str = "    load src[t];\n    store dst[t];";

#[test]
fn a_valid_program_plans() {
    let plan = plan_source(&copy_with("  tile [64, 64];", COPY)).expect("valid");
    assert_eq!(plan.params.len(), 2);
    assert_eq!(plan.grid, [8, 1]);
}

#[test]
fn the_check_widens_plain_copies_and_picks_the_reduce_form() {
    use tile_compiler::builder::Element;
    use tile_dsl::plan::{OutKind, Work};
    let tiles = |plan: &tile_dsl::Plan| match &plan.work {
        Work::Tiles(t) => (**t).clone(),
        Work::Im2col(_) | Work::GroupTable(_) => panic!("a tiles walk"),
    };
    // f32 with even extents: i64, half the columns, a located remark.
    let plan = plan_source(&copy_with("  tile [8, 512];", COPY)).expect("valid");
    let t = tiles(&plan);
    assert_eq!(
        (t.element, t.tile, t.widened_from),
        (Element::I64, [8, 256], Some(Element::F32))
    );
    assert_eq!(plan.remarks.len(), 1);
    assert_eq!(
        (plan.remarks[0].rule, plan.remarks[0].pos.line),
        ("widen", 4)
    );
    // Not with `widen off`, a grouped walk (memref parameters), or a reduce.
    let plan = plan_source(&copy_with("  tile [8, 64];\n  widen off;", COPY)).expect("valid");
    assert_eq!(tiles(&plan).element, Element::F32);
    let grouped = "kernel k {\n  threads 32; grid 1; tile [8, 8];\n  tensor a: f32 groups [[8, 16], [8, 8]];\n  tensor b: f32 groups [[8, 16], [8, 8]];\n  for t in tiles(b) { load a[t]; store b[t]; }\n}";
    assert_eq!(
        tiles(&plan_source(grouped).expect("valid")).element,
        Element::F32
    );
    // One stage: the TMA reduction; pipelined: the add in shared memory
    // (lookahead stages - 1), unless `tma`.
    let add = "    load src[t];\n    reduce add dst[t];";
    let t = tiles(&plan_source(&copy_with("  tile [16, 64];", add)).expect("valid"));
    assert!(matches!(t.outs[0].kind, OutKind::Reduce(_)) && t.element == Element::F32);
    let plan = plan_source(&copy_with("  tile [16, 64];\n  stages 3;", add)).expect("valid");
    let t = tiles(&plan);
    assert_eq!(
        (t.outs[0].kind.clone(), t.lookahead),
        (OutKind::AddInSmem, 2)
    );
    assert_eq!(plan.remarks[0].rule, "reduce-smem");
    let tma = "    load src[t];\n    reduce add dst[t] tma;";
    let t = tiles(
        &plan_source(&copy_with(
            "  tile [16, 64];\n  stages 3;\n  lookahead 1;",
            tma,
        ))
        .expect("valid"),
    );
    assert!(matches!(t.outs[0].kind, OutKind::Reduce(_)) && t.lookahead == 1);
}

#[test]
fn lexer_errors_are_located() {
    assert_eq!(error("kernel k {\n  grid @;\n}").0, 2);
    let (line, col, rule, message) = error("kernel k {\n  grid @;\n}");
    assert_eq!((line, col, rule), (2, 8, "lex-char"));
    assert!(message.contains('@'));
    let (line, col, rule, _) = error("kernel k {\n  grid 123456789012345678901234;\n}");
    assert_eq!((line, col, rule), (2, 8, "lex-int"));
}

#[test]
fn syntax_errors_name_what_was_expected_and_found() {
    let (line, col, rule, message) = error("kernel k {\n  threads 32\n  grid 4;\n}");
    assert_eq!((line, col, rule), (3, 3, "syntax"));
    assert!(
        message.contains("expected ';'") && message.contains("'grid'"),
        "{message}"
    );
    let (line, col, rule, _) = error("kernel {\n}");
    assert_eq!((line, col, rule), (1, 8, "syntax"));
    let (line, col, rule, message) = error(&copy_with("  tile [64, 64];", "    copy src[t];"));
    assert_eq!((line, col, rule), (8, 5, "syntax"));
    assert!(message.contains("'copy'"));
    let (line, _, rule, _) = error("kernel k {\n  threads 32;\n");
    assert_eq!((line, rule), (3, "syntax"));
    let (_, _, rule, message) = error("kernel k { } extra");
    assert_eq!(rule, "syntax");
    assert!(message.contains("'extra'"));
}

#[test]
fn unknown_dtype_and_setting() {
    let (line, col, rule, message) = error("kernel k {\n  tensor a: f8[4, 4];\n}");
    assert_eq!((line, col, rule), (2, 13, "unknown-dtype"));
    assert!(message.contains("'f8'"));
    let (line, col, rule, _) = error("kernel k {\n  warps 4;\n}");
    assert_eq!((line, col, rule), (2, 3, "unknown-setting"));
}

#[test]
fn settings_rules() {
    let (line, col, rule, _) = error(&copy_with("  tile [64, 64];\n  stages 9;", COPY));
    assert_eq!((line, col, rule), (5, 3, "setting-range"));
    let (line, _, rule, message) = error(&copy_with("  tile [64, 64];\n  grid 4;", COPY));
    assert_eq!((line, rule), (5, "duplicate-setting"));
    assert!(message.contains("3:3"), "{message}");
    let (_, _, rule, _) = error(&copy_with("  tile [64, 64];\n  cluster 3;", COPY));
    assert_eq!(rule, "setting-range");
    let (line, _, rule, _) = error(&copy_with("  tile [64, 64];\n  target sm_9x;", COPY));
    assert_eq!((line, rule), (5, "target"));
    let (line, col, rule, _) = error("kernel k {\n  grid 4;\n}");
    assert_eq!((line, col, rule), (1, 8, "missing-setting"));
}

#[test]
fn tile_rules() {
    // A plain f32 copy goes over i64: 512 f32 columns are 256 i64 (legal),
    // 1024 are 512 (not: the compiler's box rule, at the tile setting);
    // with `widen off` 512 f32 columns are too many.
    let (line, col, rule, message) = compiler_error(&copy_with("  tile [64, 1024];", COPY));
    assert_eq!((line, col, rule.as_str()), (4, 3, "box-dim-range"));
    assert!(message.contains("got 512"), "{message}");
    let (line, col, rule, message) =
        compiler_error(&copy_with("  tile [64, 512];\n  widen off;", COPY));
    assert_eq!((line, col, rule.as_str()), (4, 3, "box-dim-range"));
    assert!(message.contains("got 512"), "{message}");
    let (line, _, rule, message) = compiler_error(&copy_with("  tile [64, 2];", COPY));
    assert_eq!((line, rule.as_str()), (4, "box-inner-bytes"));
    assert!(message.contains("8 bytes"), "{message}");
    // The walk's own arithmetic needs a tile of at least one element.
    let (line, col, rule, _) = error(&copy_with("  tile [64, 0];", COPY));
    assert_eq!((line, col, rule), (4, 3, "tile-box"));
    let (_, _, rule, _) = error(&copy_with("  tile [64, 64, 1];", COPY));
    assert_eq!(rule, "tile-rank");
    // 4 x 16 KiB stages and 4 mbarriers: the kernel's static shared memory
    // (the compiler's rule, at the kernel's name), laid out as ptxas does:
    // each 1024-byte aligned tile after a barrier starts at the next KiB.
    let (line, col, rule, message) =
        compiler_error(&copy_with("  tile [64, 64];\n  stages 4;", COPY));
    assert_eq!((line, col, rule.as_str()), (1, 8, "smem-static"));
    assert!(message.contains("69632"), "{message}");
}

#[test]
fn pipeline_rules() {
    const ADD: &str = "    load src[t];\n    reduce add dst[t];";
    // A pipelined reduce-add holds two tiles a stage: 3 x 2 x 8 KiB + barriers
    // (each tile after a barrier at the next KiB).
    let (line, col, rule, message) =
        compiler_error(&copy_with("  tile [32, 64];\n  stages 3;", ADD));
    assert_eq!((line, col, rule.as_str()), (1, 8, "smem-static"));
    assert!(message.contains("52224"), "{message}");
    // ... unless it is the TMA reduction.
    let add_tma = "    load src[t];\n    reduce add dst[t] tma;";
    assert!(plan_source(&copy_with("  tile [32, 64];\n  stages 3;", add_tma)).is_ok());
    // The add in shared memory is the walk's only output.
    let (line, col, rule, _) = error(&copy_with(
        "  tile [16, 64];\n  stages 3;",
        "    load src[t];\n    store src[t];\n    reduce add dst[t];",
    ));
    assert_eq!((line, col, rule), (11, 5, "reduce-smem"));
    let (line, col, rule, _) = error(&copy_with(
        "  tile [16, 64];\n  stages 3;",
        "    load src[t];\n    reduce add dst[t];\n    store src[t];",
    ));
    assert_eq!((line, col, rule), (11, 5, "reduce-smem"));
    // lookahead: 1 ..= stages - 1.
    let (line, col, rule, message) = error(&copy_with(
        "  tile [16, 64];\n  stages 3;\n  lookahead 3;",
        COPY,
    ));
    assert_eq!((line, col, rule), (6, 3, "setting-range"));
    assert!(message.contains("lookahead 3"), "{message}");
    let (_, _, rule, _) = error(&copy_with("  tile [16, 64];\n  lookahead 1;", COPY));
    assert_eq!(rule, "setting-range");
    let (line, col, rule, _) = error(&copy_with("  tile [16, 64];\n  widen maybe;", COPY));
    assert_eq!((line, col, rule), (5, 9, "syntax"));
}

#[test]
fn tensor_rules() {
    let program = "kernel k {\n  threads 32; grid 1; tile [8, 8];\n  tensor a: f32[8, 8];\n  tensor a: f32[8, 8];\n  for t in tiles(a) { load a[t]; store a[t]; }\n}";
    let (line, col, rule, message) = error(program);
    assert_eq!((line, col, rule), (4, 10, "dup-tensor"));
    assert!(message.contains("3:10"));
    let program = "kernel k {\n  threads 32; grid 1; tile [8, 8];\n  tensor a: f32[8, 6];\n  for t in tiles(a) { load a[t]; store a[t]; }\n}";
    let (line, _, rule, message) = error(program);
    assert_eq!((line, rule), (3, "tensor-pitch"));
    assert!(message.contains("24 bytes"));
    let (line, col, rule, _) = error(&copy_with(
        "  tile [64, 64];",
        "    load sr[t];\n    store dst[t];",
    ));
    assert_eq!((line, col, rule), (8, 10, "unknown-tensor"));
    let (line, col, rule, _) = error(&copy_with(
        "  tile [64, 64];",
        "    load src[u];\n    store dst[t];",
    ));
    assert_eq!((line, col, rule), (8, 14, "loop-var"));
}

#[test]
fn walk_rules() {
    let (line, col, rule, _) = error(&copy_with(
        "  tile [64, 64];",
        "    store dst[t];\n    load src[t];",
    ));
    assert_eq!((line, col, rule), (8, 5, "load-first"));
    let (_, _, rule, _) = error(&copy_with("  tile [64, 64];", "    load src[t];"));
    assert_eq!(rule, "no-output");
    let (_, _, rule, _) = error(&copy_with(
        "  tile [64, 64];",
        "    load src[t];\n    load dst[t];\n    store dst[t];",
    ));
    assert_eq!(rule, "load-count");
    let (line, col, rule, _) = error(&copy_with(
        "  tile [64, 64];",
        "    prefetch src[t + 0];\n    load src[t];\n    store dst[t];",
    ));
    assert_eq!((line, col, rule), (8, 18, "prefetch-ahead"));
    // TMA has no max of f32: the compiler's rule, at the reduce.
    let (line, col, rule, message) = compiler_error(&copy_with(
        "  tile [64, 64];",
        "    load src[t];\n    reduce add dst[t];\n    reduce max dst[t];",
    ));
    assert_eq!((line, col, rule.as_str()), (10, 5, "reduce-type"));
    assert!(
        message.contains("'max'") && message.contains("f32"),
        "{message}"
    );
    let (_, _, rule, _) = error("kernel k {\n  threads 32; grid 1; tile [8, 8];\n  tensor a: f32[8, 8];\n  tensor b: f16[8, 8];\n  for t in tiles(a) { load a[t]; store b[t]; }\n}");
    assert_eq!(rule, "dtype-mismatch");
    let (_, _, rule, _) = error("kernel k {\n  threads 32; grid 1;\n}");
    assert_eq!(rule, "one-loop");
}

#[test]
fn cluster_rules() {
    let (line, _, rule, _) = error(&copy_with(
        "  tile [64, 64];",
        "    load src[t] multicast;\n    store dst[t];",
    ));
    assert_eq!((line, rule), (8, "multicast-cluster"));
    let (_, _, rule, _) = error(&copy_with("  tile [64, 64];\n  cluster 2;", COPY));
    assert_eq!(rule, "cluster-multicast");
    let (_, _, rule, _) = error(
        &copy_with("  tile [64, 64];\n  cluster 8;\n  grid [8, 2];", COPY)
            .replace("  grid 8;\n", ""),
    );
    assert_eq!(rule, "grid-cluster");
    let mc = |tile: &str, dst: &str, store: &str| {
        format!("kernel k {{\n  threads 32; grid 8; cluster 4; tile {tile};\n  tensor src: f32[256, 256];\n  tensor dst: f32[256, 256]{dst};\n  for t in tiles(src) {{ load src[t] multicast; store {store}; }}\n}}")
    };
    assert!(plan_source(&mc("[32, 64]", " * 4", "dst[cta][t]")).is_ok());
    let (line, col, rule, _) = error(&mc("[30, 64]", " * 4", "dst[cta][t]"));
    assert_eq!((line, col, rule), (5, 25, "multicast-split"));
    let (_, _, rule, message) = error(&mc("[32, 64]", " * 2", "dst[cta][t]"));
    assert_eq!(rule, "per-cta");
    assert!(message.contains("2 replicas"));
    let (_, _, rule, _) = error(&mc("[32, 64]", " * 4", "dst[t]"));
    assert_eq!(rule, "per-cta");
    let (_, _, rule, _) = error(&mc("[32, 64]", "", "dst[cta][t]"));
    assert_eq!(rule, "per-cta");
    let (_, _, rule, _) = error(&mc("[32, 64]", "", "src[t]"));
    assert_eq!(rule, "box-conflict");
}

#[test]
fn grouped_rules() {
    let g = |dst: &str| {
        format!("kernel k {{\n  threads 32; grid 4; tile [64, 64];\n  tensor src: f32 groups [[8, 64], [70, 4]];\n  tensor dst: {dst};\n  for t in tiles(src) {{ load src[t]; store dst[t]; }}\n}}")
    };
    assert!(plan_source(&g("f32 groups [[8, 64], [70, 4]]")).is_ok());
    let (line, col, rule, _) = error(&g("f32 groups [[8, 64]]"));
    assert_eq!((line, col, rule), (5, 44, "group-mismatch"));
    let (_, _, rule, _) = error(&g("f32[64, 64]"));
    assert_eq!(rule, "group-mismatch");
    // The descriptors the kernel makes of the groups take the tile's box:
    // the compiler's box rule, at the tile setting.
    let wide = g("f32 groups [[8, 64], [70, 4]]").replace("tile [64, 64]", "tile [64, 512]");
    let (line, col, rule, message) = compiler_error(&wide);
    assert_eq!((line, col, rule.as_str()), (2, 23, "box-dim-range"));
    assert!(message.contains("got 512"), "{message}");
}

#[test]
fn im2col_rules() {
    let p = |input: &str, out: &str| {
        format!("kernel k {{\n  threads 32; grid 4;\n  tensor x: f16{input};\n  tensor y: f16{out};\n  for c in columns(x) {{ load x[c]; store y[c]; }}\n}}")
    };
    let good = "[2, 8, 8, 16] im2col(window = [3, 3], pad = [1, 1], pixels = 32)";
    assert!(plan_source(&p(good, "[36, 32, 16]")).is_ok());
    let (line, col, rule, message) = error(&p(good, "[36, 32, 8]"));
    assert_eq!((line, col, rule), (5, 42, "im2col-output"));
    assert!(message.contains("[36, 32, 16]"));
    let (line, col, rule, _) = error(&p(
        "[2, 8, 8, 16] im2col(window = [3, 3], pad = [1, 1], pixels = 12)",
        "[36, 32, 16]",
    ));
    assert_eq!((line, col, rule), (3, 10, "im2col-geometry"));
    let (_, _, rule, _) = error(&p(
        "[2, 8, 8, 16] im2col(window = [3, 3], pixels = 32)",
        "[36, 32, 16]",
    ));
    assert_eq!(rule, "syntax");
    let (_, _, rule, _) = error(&p("[2, 8, 8, 16]", "[36, 32, 16]"));
    assert_eq!(rule, "walk-kind");
    // The descriptors' rules are the compiler's, at the input's declaration:
    // channels per pixel, the output's box (r * s slabs, pixels), corners.
    let (line, col, rule, _) = compiler_error(&p(
        "[2, 8, 8, 512] im2col(window = [3, 3], pad = [1, 1], pixels = 32)",
        "[36, 32, 512]",
    ));
    assert_eq!((line, col, rule.as_str()), (3, 10, "im2col-channels"));
    let (line, col, rule, message) = compiler_error(&p(
        "[2, 8, 8, 16] im2col(window = [17, 17], pad = [8, 8], pixels = 32)",
        "[1156, 32, 16]",
    ));
    assert_eq!((line, col, rule.as_str()), (3, 10, "box-dim-range"));
    assert!(message.contains("got 289"), "{message}");
    let (line, col, rule, _) = compiler_error(&p(
        "[2, 8, 8, 16] im2col(window = [3, 3], pad = [200, 1], pixels = 8)",
        "[7308, 8, 16]",
    ));
    assert_eq!((line, col, rule.as_str()), (3, 10, "im2col-corner-range"));
}

#[test]
fn access_and_columns_rules() {
    let (line, col, rule, _) = error(&copy_with(
        "  tile [64, 64];",
        "    load src[t + 1];\n    store dst[t];",
    ));
    assert_eq!((line, col, rule), (8, 14, "access"));
    let (_, _, rule, _) = error(&copy_with(
        "  tile [64, 64];",
        "    load src[t];\n    store dst[t + 2];",
    ));
    assert_eq!(rule, "access");
    let columns = |settings: &str, body: &str| {
        format!("kernel k {{\n  threads 32; grid 4;{settings}\n  tensor x: f16[2, 8, 8, 16] im2col(window = [3, 3], pad = [1, 1], pixels = 32);\n  tensor y: f16[36, 32, 16];\n  for c in columns(x) {{ {body} }}\n}}")
    };
    let (line, col, rule, _) = error(&columns(" stages 2;", "load x[c]; store y[c];"));
    assert_eq!((line, col, rule), (2, 23, "stages-walk"));
    let (line, col, rule, _) = error(&columns("", "load x[c];"));
    assert_eq!((line, col, rule), (5, 3, "columns-body"));
    let (_, _, rule, _) = error(&columns("", "store y[c]; load x[c];"));
    assert_eq!(rule, "columns-body");
    let (_, _, rule, _) = error(&columns(" cluster 2;", "load x[c]; store y[c];"));
    assert_eq!(rule, "cluster-multicast");
}

#[test]
fn extents_are_bounded() {
    let program = |shape: &str| {
        format!("kernel k {{\n  threads 32; grid 1; tile [8, 8];\n  tensor a: f32[{shape}];\n  for t in tiles(a) {{ load a[t]; store a[t]; }}\n}}")
    };
    for shape in [
        "0, 8",
        "8, -4",
        "2147483648, 8",
        "9223372036854775807, 9223372036854775807",
    ] {
        let (line, col, rule, _) = error(&program(shape));
        assert_eq!((line, col, rule), (3, 10, "tensor-shape"), "{shape}");
    }
    let (_, _, rule, message) =
        error("kernel k {\n  threads 32; grid 1; tile [8, 8];\n  tensor a: f32[8, 8] * 100;\n}");
    assert_eq!(rule, "tensor-shape");
    assert!(message.contains("100 replicas"));
}

/// A group-table walk with `settings` after the first two, `tensors` and
/// `body`.
fn table_with(settings: &str, tensors: &str, body: &str) -> String {
    format!(
        "kernel k {{\n  threads 32;\n  grid 8;\n{settings}\n{tensors}\n  for t in tiles(dst) {{\n{body}\n  }}\n}}\n"
    )
}

const TABLE: &str = "  tensor src: f32 groups table;\n  tensor dst: f32 groups table;";

#[test]
fn group_table_walks_plan_and_refuse_misuse() {
    use tile_dsl::plan::Work;
    let plan =
        plan_source(&table_with("  tile [64, 64];\n  stages 4;", TABLE, COPY)).expect("valid");
    // The default lookahead is one work item; the parameters the tables.
    let Work::GroupTable(g) = &plan.work else {
        panic!("a group-table walk")
    };
    assert_eq!((g.stages, g.lookahead, g.tile), (4, 1, [64, 64]));
    let names: Vec<&str> = plan.params.iter().map(|p| p.name()).collect();
    assert_eq!(names, ["work", "groups", "nwork"]);
    // Every tensor of the walk comes from the table.
    let (line, col, rule, message) = error(&table_with(
        "  tile [64, 64];\n  stages 4;",
        "  tensor src: f32[256, 256];\n  tensor dst: f32 groups table;",
        COPY,
    ));
    assert_eq!((line, col, rule), (6, 10, "group-table"));
    assert!(message.contains("'src'"), "{message}");
    // One load and one store of two different tensors.
    let (line, _, rule, _) = error(&table_with(
        "  tile [64, 64];\n  stages 4;",
        TABLE,
        "    load src[t];\n    reduce add dst[t];",
    ));
    assert_eq!((line, rule), (10, "group-table"));
    let (line, _, rule, _) = error(&table_with(
        "  tile [64, 64];\n  stages 4;",
        TABLE,
        "    load src[t];",
    ));
    assert_eq!((line, rule), (8, "group-table"));
    let (line, _, rule, message) = error(&table_with(
        "  tile [64, 64];\n  stages 4;",
        TABLE,
        "    load dst[t];\n    store dst[t];",
    ));
    assert_eq!((line, rule), (10, "group-table"));
    assert!(message.contains("loaded and stored"), "{message}");
    let (line, _, rule, _) = error(&table_with(
        "  tile [64, 64];\n  stages 4;",
        &format!("{TABLE}\n  tensor third: f32 groups table;"),
        COPY,
    ));
    assert_eq!((line, rule), (8, "group-table"));
    let (_, _, rule, _) = error(&table_with(
        "  tile [64, 64];\n  stages 4;\n  cluster 2;",
        TABLE,
        COPY,
    ));
    assert_eq!(rule, "group-table");
    // The ring: 1 ..= 3 items ahead, whatever the stages (each item has its
    // own set of them).
    let (line, col, rule, _) = error(&table_with(
        "  tile [64, 64];\n  stages 8;\n  lookahead 4;",
        TABLE,
        COPY,
    ));
    assert_eq!((line, col, rule), (6, 3, "group-table-ring"));
    // lookahead 0: one CTA per work item, no work count.
    let plan = plan_source(&table_with("  tile [64, 64];\n  lookahead 0;", TABLE, COPY))
        .expect("one CTA per work item");
    let names: Vec<&str> = plan.params.iter().map(|p| p.name()).collect();
    assert_eq!(names, ["work", "groups"]);
    let plan = plan_source(&table_with(
        "  tile [64, 64];\n  stages 1;\n  lookahead 3;",
        TABLE,
        COPY,
    ))
    .expect("one stage per item, three items ahead");
    let Work::GroupTable(g) = &plan.work else {
        panic!("a group-table walk")
    };
    assert_eq!((g.stages, g.lookahead), (1, 3));
    // A tiles walk over a dense tensor cannot read a table tensor.
    let (line, _, rule, _) = error(
        "kernel k {\n  threads 32;\n  grid 8;\n  tile [64, 64];\n  tensor src: f32 groups table;\n  tensor dst: f32[256, 256];\n  for t in tiles(dst) {\n    load src[t];\n    store dst[t];\n  }\n}\n",
    );
    assert_eq!((line, rule), (6, "group-table"));
    // `groups table` needs its ';' right after.
    let (line, _, rule, _) = error(&table_with(
        "  tile [64, 64];",
        "  tensor src: f32 groups table [4];\n  tensor dst: f32 groups table;",
        COPY,
    ));
    assert_eq!((line, rule), (5, "syntax"));
}

#[test]
fn group_table_shared_memory_is_the_compilers_rule() {
    // 4 items of 8 stages of 64 x 64 f32: 512 KiB of dynamic shared memory,
    // over the target's capacity (the compiler's rule, at the loop).
    let (line, col, rule, message) = compiler_error(&table_with(
        "  tile [64, 64];\n  stages 8;\n  lookahead 3;",
        TABLE,
        COPY,
    ));
    assert_eq!((line, col, rule.as_str()), (9, 3, "smem-capacity"));
    assert!(message.contains("524544"), "{message}");
}
