//! Each diagnostic of a failed compile is reported once through the
//! library: the module-level rules (`[smem-static]`, `[smem-capacity]`,
//! `[smem-launch]`) of scopes with and without `tile` ops, whether the
//! error comes from parsing (MLIR's verifier running the `tile` hook), from
//! [`Session::compile`]'s own verification (a target other than the
//! module's), or from the driver's path ([`tile_driver::compile`]).

use tile_compiler::{CompileOptions, Diagnostic, Session, Severity, Target};
use tile_driver::cli::parse_args;
use tile_driver::compile::run_source;

/// `[smem-static]` in a kernel without tile ops (the scope the hook never
/// sees).
const STATIC_NO_TILE_OPS: &str = r#"module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_100a">] {
    memref.global "private" @big : memref<65536xi8, 3>
    gpu.func @k() kernel {
      %big = memref.get_global @big : memref<65536xi8, 3>
      gpu.return
    }
  }
}"#;

/// `[smem-static]` in a kernel with a tile op (reported by the hook of the
/// scope's first tile op).
const STATIC_TILE_OPS: &str = r#"module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @a : memref<8192xf32, 3> {alignment = 128}
    memref.global "private" @b : memref<4097xf32, 3> {alignment = 128}
    gpu.func @k() kernel {
      %a = memref.get_global @a : memref<8192xf32, 3>
      %b = memref.get_global @b : memref<4097xf32, 3>
      tile.fence_proxy_async shared_cta
      gpu.return
    }
  }
}"#;

/// `[smem-capacity]` of an LLVM shared global, no tile ops.
const CAPACITY_NO_TILE_OPS: &str = r#"module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    llvm.mlir.global internal @smem() {addr_space = 3 : i32} : !llvm.array<65536 x i1024>
  }
}"#;

/// A shared global of 128 KiB that no kernel reads: fine for the module's
/// sm_90a (227 KiB a block), `[smem-capacity]` for sm_86 (99 KiB). With a
/// tile op valid on sm_80 and later.
const CAPACITY_FOR_ANOTHER_TARGET: &str = r#"module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile : memref<128x256xf32, 3>
    gpu.func @k() kernel {
      tile.fence_proxy_async shared_cta
      gpu.return
    }
  }
}"#;

/// `[smem-launch]`: a launch's dynamic plus the kernel's static shared
/// memory over the block's limit.
const LAUNCH: &str = r#"module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @bar : memref<2xi64, 3>
    gpu.func @dyn() kernel {
      %b = memref.get_global @bar : memref<2xi64, 3>
      %s = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
  func.func @over() {
    %c1 = arith.constant 1 : index
    %smem = arith.constant 232433 : i32
    gpu.launch_func @k::@dyn blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) dynamic_shared_memory_size %smem
    return
  }
}"#;

/// Asserts `rule` is reported exactly once in `diagnostics` and no error is
/// reported twice.
fn assert_once(diagnostics: &[Diagnostic], rule: &str, what: &str) {
    let of_rule = diagnostics
        .iter()
        .filter(|d| d.rule.as_deref() == Some(rule))
        .count();
    assert_eq!(
        of_rule, 1,
        "{what}: [{rule}] {of_rule} times: {diagnostics:#?}"
    );
    let errors: Vec<_> = diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .collect();
    for (i, d) in errors.iter().enumerate() {
        assert!(
            !errors[..i].contains(d),
            "{what}: reported twice: {d:#?}\nall: {diagnostics:#?}"
        );
    }
}

/// The diagnostics of a compile that must fail.
fn failed(
    result: Result<tile_compiler::Artifacts, tile_compiler::CompileError>,
) -> Vec<Diagnostic> {
    match result {
        Ok(_) => panic!("the compile succeeds"),
        Err(e) => e.diagnostics(),
    }
}

#[test]
fn compile_reports_each_module_level_error_once() {
    let session = Session::new();
    let options = CompileOptions::default();
    for (source, rule) in [
        (STATIC_NO_TILE_OPS, "smem-static"),
        (STATIC_TILE_OPS, "smem-static"),
        (CAPACITY_NO_TILE_OPS, "smem-capacity"),
        (LAUNCH, "smem-launch"),
    ] {
        // From source: parsing reports what the hook finds, compile the rest.
        let diagnostics = failed(session.compile_source(source, &options));
        assert_once(&diagnostics, rule, &format!("compile_source:\n{source}"));
    }
    for (source, rule) in [
        (STATIC_NO_TILE_OPS, "smem-static"),
        (CAPACITY_NO_TILE_OPS, "smem-capacity"),
        (LAUNCH, "smem-launch"),
    ] {
        // A module that parses (the hook never sees these scopes): compile's
        // own verification finds the error.
        let mut module = session.parse(source).expect("parses");
        let diagnostics = failed(session.compile(&mut module, &options));
        session.discard(module);
        assert_once(&diagnostics, rule, &format!("compile:\n{source}"));
    }
    // Valid for the module's target, invalid for the compile's.
    let mut module = session
        .parse(CAPACITY_FOR_ANOTHER_TARGET)
        .expect("parses for sm_90a");
    let sm86 = CompileOptions {
        target: Target::parse("sm_86").ok(),
        ..CompileOptions::default()
    };
    let diagnostics = failed(session.compile(&mut module, &sm86));
    session.discard(module);
    assert_once(&diagnostics, "smem-capacity", "compile for sm_86");
}

#[test]
fn the_driver_reports_each_module_level_error_once() {
    let session = Session::new();
    for args in [&[][..], &["--pipeline=default", "--emit=ptx"][..]] {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let options = parse_args(&args, session.registry()).expect("a valid command line");
        for (source, rule) in [
            (STATIC_NO_TILE_OPS, "smem-static"),
            (STATIC_TILE_OPS, "smem-static"),
            (CAPACITY_NO_TILE_OPS, "smem-capacity"),
            (LAUNCH, "smem-launch"),
        ] {
            let outcome = run_source(&session, &options, "k.mlir", source.into(), &mut |_| {})
                .expect("a valid command line");
            assert!(!outcome.ok);
            assert_once(
                &outcome.diagnostics,
                rule,
                &format!("driver {args:?}:\n{source}"),
            );
            let printed = outcome
                .reports
                .iter()
                .filter(|r| r.contains(&format!("[{rule}]")))
                .count();
            assert_eq!(printed, 1, "{:#?}", outcome.reports);
        }
    }
}
