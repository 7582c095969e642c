//! The gpu.module-nested passes of a named pipeline run on the kernels of
//! one unit split into sibling gpu.modules (in parallel when the session
//! has several threads) and joined back: the MLIR after the pipeline and the
//! PTX are the same bytes as with the unit whole, for every part size and
//! thread count; a unit whose conversion could create symbols stays whole.

use tile_compiler::{Session, TimingReport};

/// `count` copies of the kernel of `examples/copy_2d.mlir` in one
/// `gpu.module`, each with its own shared buffer (declared between the
/// kernels) besides the two shared globals of all; `extra` goes into the
/// first kernel's body.
fn kernels(count: usize, extra: &str) -> String {
    let ty = "!tile.tensormap<f32, rank = 2, box = [64, 64]>";
    let mut text = String::from(
        "module attributes {gpu.container_module, tile.target = \"sm_90a\"} {\n  gpu.module @kernels [#nvvm.target<chip = \"sm_90a\">] {\n    memref.global \"private\" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}\n    memref.global \"private\" @tile_bar : memref<i64, 3> {alignment = 8}\n",
    );
    for i in 0..count {
        let body = if i == 0 { extra } else { "" };
        text.push_str(&format!(
            r#"    memref.global "private" @own{i} : memref<4xi32, 3> {{alignment = 16}}
    gpu.func @copy_{i}(%src: {ty}, %dst: {ty}, %v: f32) kernel {{
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %own = memref.get_global @own{i} : memref<4xi32, 3>
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %c64_i32 = arith.constant 64 : i32
      %bytes = arith.constant 16384 : i32
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %bxi = arith.index_cast %bx : index to i32
      %byi = arith.index_cast %by : index to i32
      %x = arith.muli %bxi, %c64_i32 : i32
      %y = arith.muli %byi, %c64_i32 : i32
      memref.store %x, %own[%c0] : memref<4xi32, 3>
      {body}
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {{
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %src[%x, %y] to %smem, %bar : {ty}, memref<64x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %dst[%x, %y] : memref<64x64xf32, 3>, {ty}
        tile.bulk_commit
        tile.bulk_wait 0 read
      }}
      gpu.return
    }}
"#
        ));
    }
    text.push_str("  }\n}\n");
    text
}

/// The MLIR after `pipeline` and the PTX of `source`, and whether the
/// passes ran on a split unit (a join stage ran).
fn compile(
    source: &str,
    pipeline: &str,
    threads: usize,
    chunk_ops: usize,
) -> (String, String, bool) {
    compile_with(source, pipeline, threads, chunk_ops, None).expect("the test module compiles")
}

/// [`compile`] with libdevice at `libdevice`; the PTX error, if any.
fn compile_with(
    source: &str,
    pipeline: &str,
    threads: usize,
    chunk_ops: usize,
    libdevice: Option<std::path::PathBuf>,
) -> Result<(String, String, bool), tile_compiler::DriverError> {
    let mut session = Session::new();
    session.set_libdevice(libdevice);
    session.set_output_threads(threads);
    session.set_output_chunk_ops(chunk_ops);
    session.enable_timing(TimingReport::new());
    let mut module = session.parse(source).expect("the test module parses");
    session
        .run_pipeline(&mut module, pipeline)
        .expect("the pipeline runs");
    let mlir = session.print(&module);
    let ptx = session.emit_ptx(&module, None)?;
    let split = session
        .take_timing()
        .is_some_and(|t| t.stages().iter().any(|s| s.name == "Join split units"));
    Ok((mlir, ptx, split))
}

/// NVIDIA's libdevice: `$TILE_LIBDEVICE`, else the one of the CUDA wheel
/// scripts/setup.sh installs into `.tools/cuda` (as ptxas: required).
fn libdevice() -> std::path::PathBuf {
    if let Some(path) = std::env::var_os("TILE_LIBDEVICE").filter(|p| !p.is_empty()) {
        return path.into();
    }
    let lib = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../.tools/cuda/lib");
    std::fs::read_dir(&lib)
        .into_iter()
        .flatten()
        .flatten()
        .map(|python| {
            python
                .path()
                .join("site-packages/nvidia/cu13/nvvm/libdevice/libdevice.10.bc")
        })
        .find(|p| p.is_file())
        .unwrap_or_else(|| panic!("no libdevice under {}: run scripts/setup.sh", lib.display()))
}

#[test]
fn split_passes_give_the_whole_units_mlir_and_ptx() {
    let source = kernels(12, "");
    for pipeline in ["default", "default-asm"] {
        let (mlir, ptx, split) = compile(&source, pipeline, 1, 0);
        assert!(!split, "chunk ops 0 never splits");
        assert!(mlir.contains("llvm.func @copy_11("), "{mlir}");
        assert!(ptx.contains(".visible .entry copy_11("));
        for (threads, chunk_ops) in [(1, 1), (2, 1), (2, 40), (3, 100), (8, 1)] {
            let (m, p, split) = compile(&source, pipeline, threads, chunk_ops);
            assert!(split, "{pipeline}: chunk ops {chunk_ops} splits 12 kernels");
            assert_eq!(
                m, mlir,
                "{pipeline}: MLIR, {threads} threads, {chunk_ops} ops"
            );
            assert_eq!(
                p, ptx,
                "{pipeline}: PTX, {threads} threads, {chunk_ops} ops"
            );
        }
    }
}

#[test]
fn a_unit_too_small_for_two_parts_stays_whole() {
    let (_, _, split) = compile(&kernels(12, ""), "default", 2, 100_000);
    assert!(!split);
}

#[test]
fn a_kernel_whose_conversion_declares_a_function_keeps_the_unit_whole() {
    // math.exp becomes a call of a declared __nv_expf.
    let source = kernels(
        6,
        "%e = math.exp %v : f32\n      %ei = arith.fptosi %e : f32 to i32\n      memref.store %ei, %own[%c0] : memref<4xi32, 3>",
    );
    let (mlir, ptx, split) =
        compile_with(&source, "default", 2, 1, Some(libdevice())).expect("it compiles");
    assert!(!split, "a unit with math.exp is not split");
    assert!(mlir.contains("llvm.call @__nv_expf("), "{mlir}");
    // libdevice is linked in: the PTX defines what it calls.
    assert!(ptx.contains("call.uni (retval0), __nv_expf,"), "{ptx}");
    assert!(
        ptx.contains(".func  (.param .b32 func_retval0) __nv_expf(\n"),
        "{ptx}"
    );
    let (whole, whole_ptx, _) =
        compile_with(&source, "default", 2, 0, Some(libdevice())).expect("it compiles");
    assert_eq!(mlir, whole);
    assert_eq!(ptx, whole_ptx);
    // Without libdevice: a located [libdevice] error, not PTX ptxas refuses.
    let missing = std::path::PathBuf::from("/nonexistent/libdevice.10.bc");
    let error =
        compile_with(&source, "default", 2, 0, Some(missing)).expect_err("no libdevice, no PTX");
    let diagnostics = error.diagnostics();
    assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
    assert!(
        diagnostics[0]
            .message
            .starts_with("[libdevice] this call of __nv_expf"),
        "{diagnostics:?}"
    );
}

#[test]
fn a_pipeline_text_verified_after_every_pass_is_not_split() {
    let text = "builtin.module(tile-lower-to-nvvm,expand-strided-metadata,convert-scf-to-cf,gpu.module(convert-gpu-to-nvvm),convert-nvvm-to-llvm,reconcile-unrealized-casts)";
    let (_, _, split) = compile(&kernels(4, ""), text, 2, 1);
    assert!(!split, "a pipeline text verifies after every pass");
}
