//! Every program of `programs/`: compiled through both strategies with the
//! library (in process, one reused session), its PTX assembled by ptxas
//! (testing/cuda-check's helpers; scripts/setup.sh installs ptxas), its tile
//! IR and PTX checked with FileCheck against the `CHECK` / `PTX` lines of
//! the program file, its launch manifest complete; the files `build`
//! writes; nothing written for a failing program.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use tile_compiler::{Session, Strategy};
use tile_dsl::output::{programs_in, write_program, STRATEGIES};
use tile_dsl::{compile, emit_ir, plan_file, plan_source};

fn programs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs");
    programs_in(&dir).expect("the programs folder")
}

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("tile-dsl")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

fn ptxas() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    tile_cuda_check::tools::CudaTools::locate(&root)
        .expect("ptxas (scripts/setup.sh installs it)")
        .ptxas
}

/// `FILECHECK`, else LLVM 22's.
fn filecheck() -> PathBuf {
    std::env::var_os("FILECHECK")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22/bin/FileCheck"))
}

/// FileCheck of `input` against the `prefix` lines of `program`.
fn check(program: &Path, prefix: &str, input: &str, what: &str) {
    let mut child = Command::new(filecheck())
        .arg(program)
        .arg(format!("--check-prefix={prefix}"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("FileCheck runs (set FILECHECK)");
    std::io::Write::write_all(&mut child.stdin.take().expect("stdin"), input.as_bytes())
        .expect("FileCheck reads its input");
    let out = child.wait_with_output().expect("FileCheck finishes");
    assert!(
        out.status.success(),
        "{what}: FileCheck --check-prefix={prefix} {}:\n{}",
        program.display(),
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn the_programs_are_there() {
    let names: Vec<String> = programs()
        .iter()
        .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
        .collect();
    for wanted in [
        "copy_2d",
        "copy_pipe",
        "reduce_add",
        "reduce_add_pipe",
        "multicast_4cta",
        "im2col_conv",
        "grouped_copy",
        "grouped_ring",
        "grouped_band",
    ] {
        assert!(
            names.iter().any(|n| n == wanted),
            "no programs/{wanted}.tdsl"
        );
    }
}

#[test]
fn every_program_compiles_through_both_strategies_and_assembles() {
    let session = Session::new();
    let dir = scratch("ptx");
    for program in programs() {
        let plan = plan_file(&program).unwrap_or_else(|e| panic!("{e}"));
        let text = std::fs::read_to_string(&program).expect("the program");
        assert!(
            text.contains("# CHECK-LABEL:") && text.contains("# PTX-LABEL:"),
            "{}: no checks",
            program.display()
        );
        let ir = emit_ir(&session, &plan).unwrap_or_else(|e| panic!("{e}"));
        check(&program, "CHECK", &ir, "tile IR");
        for strategy in STRATEGIES {
            let what = format!("{} [{}]", plan.name, strategy.name());
            let artifacts =
                compile(&session, &plan, strategy, false).unwrap_or_else(|e| panic!("{e}"));
            let kernel = artifacts
                .kernel(&plan.name)
                .unwrap_or_else(|| panic!("{what}: no kernel"));
            check(&program, "PTX", &kernel.ptx, &what);
            let manifest = artifacts
                .manifest
                .as_ref()
                .unwrap_or_else(|| panic!("{what}: no manifest"));
            assert!(manifest.complete, "{what}: manifest incomplete");
            // The original parameters come first, in the program's order.
            assert!(
                kernel.params.len() >= plan.params.len(),
                "{what}: {} parameters",
                kernel.params.len()
            );
            let path = dir.join(format!("{}.{}.ptx", plan.name, strategy.name()));
            std::fs::write(&path, kernel.ptx.as_bytes()).expect("the PTX written");
            let assembled =
                tile_cuda_check::assemble::assemble(&ptxas(), &path, "sm_90a").expect("ptxas runs");
            if let Err(message) = assembled {
                panic!("{what}: {message}");
            }
        }
    }
}

#[test]
fn grouped_descriptors_are_host_born_in_the_manifest() {
    let session = Session::new();
    let program = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs/grouped_copy.tdsl");
    let plan = plan_file(&program).unwrap_or_else(|e| panic!("{e}"));
    let artifacts =
        compile(&session, &plan, Strategy::Intrinsics, false).unwrap_or_else(|e| panic!("{e}"));
    let kernel = artifacts.kernel("dsl_grouped_copy").expect("the kernel");
    let manifest = kernel.manifest.as_ref().expect("its manifest");
    // Ten memrefs, then the ten descriptors the pipeline hoisted.
    assert_eq!(manifest.host_tmas.len(), 10);
    assert_eq!(kernel.params.len(), 20);
}

#[test]
fn group_table_descriptors_are_device_rebound_in_the_manifest() {
    let session = Session::new();
    let program = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs/grouped_ring.tdsl");
    let plan = plan_file(&program).unwrap_or_else(|e| panic!("{e}"));
    for strategy in STRATEGIES {
        let artifacts = compile(&session, &plan, strategy, false).unwrap_or_else(|e| panic!("{e}"));
        let kernel = artifacts.kernel("dsl_grouped_ring").expect("the kernel");
        let manifest = kernel.manifest.as_ref().expect("its manifest");
        // work, groups, nwork; then 5 templates (the prologue item's source, per
        // iteration two sources and two destinations) and the workspace.
        assert_eq!(manifest.host_tmas.len(), 0);
        let rebind = manifest.rebind.as_ref().expect("device rebinds");
        assert_eq!(rebind.templates.len(), 5);
        assert_eq!(kernel.params.len(), 9);
        // 8 stages of 64 x 64 f32 and 8 mbarriers, declared.
        let shared = manifest.shared_memory.as_ref().expect("shared memory");
        assert_eq!(shared.dynamic_bytes, Some(8 * 16384 + 8 * 8));
    }
    // lookahead 2: three stage sets, 2 + 3 + 3 descriptors.
    let text = std::fs::read_to_string(&program)
        .expect("the program")
        .replace("lookahead 1;", "lookahead 2;");
    let plan = tile_dsl::plan_source(&text).unwrap_or_else(|e| panic!("{e}"));
    let artifacts =
        compile(&session, &plan, Strategy::Asm, false).unwrap_or_else(|e| panic!("{e}"));
    let kernel = artifacts.kernel("dsl_grouped_ring").expect("the kernel");
    let manifest = kernel.manifest.as_ref().expect("its manifest");
    let rebind = manifest.rebind.as_ref().expect("device rebinds");
    assert_eq!(rebind.templates.len(), 8);
    let shared = manifest.shared_memory.as_ref().expect("shared memory");
    assert_eq!(shared.dynamic_bytes, Some(12 * 16384 + 12 * 8));
    // lookahead 0 (programs/grouped_band.tdsl): one CTA per work item, (work, groups), two
    // descriptors, one stage set.
    let program = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs/grouped_band.tdsl");
    let plan = plan_file(&program).unwrap_or_else(|e| panic!("{e}"));
    let artifacts =
        compile(&session, &plan, Strategy::Asm, false).unwrap_or_else(|e| panic!("{e}"));
    let kernel = artifacts.kernel("dsl_grouped_band").expect("the kernel");
    let manifest = kernel.manifest.as_ref().expect("its manifest");
    let rebind = manifest.rebind.as_ref().expect("device rebinds");
    assert_eq!(rebind.templates.len(), 2);
    assert_eq!(kernel.params.len(), 5);
    let shared = manifest.shared_memory.as_ref().expect("shared memory");
    assert_eq!(shared.dynamic_bytes, Some(4 * 16384 + 4 * 8));
}

#[test]
fn build_writes_ptx_manifest_host_object_and_ir() {
    let session = Session::new();
    let dir = scratch("out");
    let program = Path::new(env!("CARGO_MANIFEST_DIR")).join("programs/copy_pipe.tdsl");
    let plan = plan_file(&program).unwrap_or_else(|e| panic!("{e}"));
    let written =
        write_program(&session, &plan, &STRATEGIES, true, &dir).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(written.len(), 7);
    for strategy in ["intrinsics", "asm"] {
        let ptx = std::fs::read_to_string(dir.join(format!("dsl_copy_pipe.{strategy}.ptx")))
            .expect("PTX");
        assert!(ptx.contains(".visible .entry dsl_copy_pipe("));
        let json =
            std::fs::read_to_string(dir.join(format!("dsl_copy_pipe.{strategy}.manifest.json")))
                .expect("manifest");
        // Read back with the ABI crate's reader (version checked).
        let manifest = tile_compiler::manifest::Manifest::read(&json)
            .unwrap_or_else(|e| panic!("{e}: {json}"));
        assert!(manifest.complete, "{json}");
        assert_eq!(manifest.kernels_named("dsl_copy_pipe").len(), 1, "{json}");
        let so = std::fs::read(dir.join(format!("dsl_copy_pipe.{strategy}.so"))).expect("host .so");
        assert_eq!(&so[..4], b"\x7fELF");
    }
    let ir = std::fs::read_to_string(dir.join("dsl_copy_pipe.tile.mlir")).expect("IR");
    assert!(ir.contains("gpu.func @dsl_copy_pipe("));
}

#[test]
fn a_refused_program_writes_nothing() {
    let e = plan_source("kernel bad {\n  threads 32; grid 1; tile [8, 8];\n  tensor a: f32[8, 8];\n  for t in tiles(a) { load a[t]; }\n}")
        .expect_err("no output");
    assert_eq!((e.pos.line, &*e.rule), (4, "no-output"));
    // The binary: a located error, exit status 1, no file.
    let dir = scratch("refused");
    let program = dir.join("bad.tdsl");
    std::fs::write(&program, "kernel bad {\n  threads 32;\n  grid 0;\n}\n").expect("written");
    let out = Command::new(env!("CARGO_BIN_EXE_tile-dsl"))
        .args(["build", program.to_str().expect("utf-8"), "--out"])
        .arg(dir.join("out"))
        .output()
        .expect("tile-dsl runs");
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("bad.tdsl:3:3: error: [setting-range] grid x 0"),
        "{stderr}"
    );
    assert!(!dir.join("out").exists());
    // Refused by the compiler (a box TMA cannot load): its rule, at the
    // program's line, from `build` and from `check`; no file.
    let wide = dir.join("wide.tdsl");
    let text = "kernel wide {\n  threads 32;\n  grid 8;\n  tile [64, 1024];\n  tensor src: f32[256, 1024];\n  tensor dst: f32[256, 1024];\n  for t in tiles(dst) { load src[t]; store dst[t]; }\n}\n";
    std::fs::write(&wide, text).expect("written");
    for command in ["build", "check"] {
        let out = Command::new(env!("CARGO_BIN_EXE_tile-dsl"))
            .args([command, wide.to_str().expect("utf-8"), "--out"])
            .arg(dir.join("out"))
            .output()
            .expect("tile-dsl runs");
        assert_eq!(out.status.code(), Some(1), "{command}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains(
                "wide.tdsl:4:3: error: [box-dim-range] box dimension 0 must be 1..256, got 512"
            ),
            "{command}: {stderr}"
        );
        assert!(!dir.join("out").exists(), "{command}");
    }
}

/// Pipelines of shapes the programs do not use: a one-stage cluster ring,
/// a 3-stage cluster ring with lookahead 1, a bf16 reduce-add in shared
/// memory with a prefetch and lookahead 1, an i32 one with 2 stages, a
/// 3-stage copy with lookahead 1: both strategies, ptxas, and the PTX
/// shape each needs.
#[test]
fn pipeline_shapes_compile_and_assemble() {
    let session = Session::new();
    let dir = scratch("shapes");
    let cases = [
        (
            "mc_s1",
            "cluster 2; tile [32, 64];",
            "f32",
            "load src[t] multicast; store dst[cta][t];",
            " * 2",
            &[
                "mbarrier.try_wait.parity",
                "mapa.shared::cluster",
                "cp.async.bulk.wait_group.read 0;",
            ][..],
        ),
        (
            "mc_s3l1",
            "cluster 4; stages 3; lookahead 1; tile [32, 64];",
            "f32",
            "load src[t] multicast; store dst[cta][t];",
            " * 4",
            &["mapa.shared::cluster", "cp.async.bulk.wait_group.read 1;"][..],
        ),
        (
            "rmw_bf16",
            "threads 64; stages 3; lookahead 1; tile [16, 64];",
            "bf16",
            "prefetch src[t + 2]; load src[t]; reduce add dst[t];",
            "",
            &[
                "bf16",
                "fence.proxy.async.shared::cta",
                "bar.sync",
                "prefetch.tensor",
                "cp.async.bulk.wait_group.read 2;",
            ][..],
        ),
        (
            "rmw_i32",
            "threads 128; stages 2; tile [16, 64];",
            "i32",
            "load src[t]; reduce add dst[t];",
            "",
            &["add.s32", "cp.async.bulk.wait_group.read 1;"][..],
        ),
        (
            "copy_s3l1",
            "stages 3; lookahead 1; tile [16, 64];",
            "f16",
            "load src[t]; store dst[t];",
            "",
            &["cp.async.bulk.wait_group.read 2;"][..],
        ),
    ];
    for (name, settings, dtype, body, replicas, wanted) in cases {
        let threads = if settings.contains("threads") {
            ""
        } else {
            "threads 32; "
        };
        let source = format!(
            "kernel {name} {{\n  {threads}grid 8; {settings}\n  tensor src: {dtype}[256, 256];\n  tensor dst: {dtype}[256, 256]{replicas};\n  for t in tiles(src) {{ {body} }}\n}}\n"
        );
        let plan = plan_source(&source).unwrap_or_else(|e| panic!("{name}: {e}\n{source}"));
        for strategy in STRATEGIES {
            let what = format!("{name} [{}]", strategy.name());
            let artifacts =
                compile(&session, &plan, strategy, false).unwrap_or_else(|e| panic!("{what}: {e}"));
            let ptx = &artifacts.kernel(name).expect("the kernel").ptx;
            // One space between tokens (the strategies print tabs or spaces).
            let flat = ptx.split_whitespace().collect::<Vec<_>>().join(" ");
            for w in wanted {
                assert!(flat.contains(w), "{what}: no {w}:\n{ptx}");
            }
            let path = dir.join(format!("{what}.ptx").replace([' ', '[', ']'], "_"));
            std::fs::write(&path, ptx.as_bytes()).expect("the PTX written");
            let assembled =
                tile_cuda_check::assemble::assemble(&ptxas(), &path, "sm_90a").expect("ptxas runs");
            if let Err(message) = assembled {
                panic!("{what}: {message}");
            }
        }
    }
}
