//! A named pipeline skips `expand-strided-metadata` and `lower-affine` when
//! the module holds nothing they rewrite, and tidies the device functions
//! instead (unused pure ops erased, constants hoisted and uniqued): the PTX
//! is the same bytes as with the pipeline spelled out as text (which runs
//! every pass), and a module that needs a pass still gets it.

use tile_compiler::pipeline::has_work;
use tile_compiler::{Session, TimingReport};

/// The text of the named pipeline `name`, which runs every pass.
fn spelled_out(name: &str) -> String {
    let session = Session::new();
    session
        .registry()
        .pipeline(name)
        .expect("a named pipeline")
        .text
        .to_string()
}

/// The PTX of `source` after `pipeline`, and the wall time the timing
/// report gives `stage` (None when it did not run).
fn compile(source: &str, pipeline: &str, stage: &str) -> (String, Option<f64>) {
    let session = Session::new();
    session.enable_timing(TimingReport::new());
    let mut module = session.parse(source).expect("the test module parses");
    session
        .run_pipeline(&mut module, pipeline)
        .expect("the pipeline runs");
    let ptx = session
        .emit_ptx(&module, None)
        .expect("the test module compiles");
    let timing = session.take_timing().expect("timed");
    let ran = timing
        .stages()
        .iter()
        .find(|s| s.name == stage)
        .map(|s| s.wall.as_secs_f64());
    (ptx, ran)
}

/// A kernel with a descriptor (a parameter, or device-born when
/// `device_born`: its rebind slot is a `memref.view` of the workspace), the
/// kernel's own constants equal to the lowering's (`0 : index`, `128 :
/// index`), an unused `gpu.thread_id`, and `extra` in its body.
fn kernel(device_born: bool, extra: &str) -> String {
    let ty = "!tile.tensormap<f32, rank = 2, box = [64, 64]>";
    let (param, make) = if device_born {
        (
            String::new(),
            format!("%p = llvm.inttoptr %a : i64 to !llvm.ptr<1>\n      %d = tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch] : !llvm.ptr<1> -> {ty}"),
        )
    } else {
        (format!(", %d: {ty}"), String::new())
    };
    format!(
        r#"module attributes {{gpu.container_module, tile.target = "sm_90a"}} {{
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {{
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {{alignment = 1024}}
    memref.global "private" @tile_bar : memref<i64, 3> {{alignment = 8}}
    gpu.func @k(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64, %out: memref<4xindex, 1>{param}) kernel
        attributes {{tile.rebind_seed = "zero"}} {{
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c128 = arith.constant 128 : index
      %c0_again = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %bytes = arith.constant 16384 : i32
      %tid = gpu.thread_id x
      %unused = gpu.thread_id y
      %a = memref.load %table[%c0_again] : memref<?xi64, 1>
      {make}
      memref.store %c128, %out[%c0] : memref<4xindex, 1>
      {extra}
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {{
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %d[%c0_i32, %c0_i32] to %smem, %bar : {ty}, memref<64x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      }}
      gpu.return
    }}
  }}
}}
"#
    )
}

/// Whether each of the two passes has work in `source` right after the
/// tile lowering.
fn work(source: &str) -> (bool, bool) {
    let session = Session::new();
    let mut module = session.parse(source).expect("the test module parses");
    session
        .run_pipeline(
            &mut module,
            "builtin.module(tile-verify,tile-separate-host-tma,tile-plan-device-rebind,tile-lower-to-nvvm)",
        )
        .expect("the lowering runs");
    (
        has_work("expand-strided-metadata", module.as_operation()),
        has_work("lower-affine", module.as_operation()),
    )
}

#[test]
fn skipped_passes_leave_the_ptx_unchanged() {
    let source = kernel(false, "");
    assert_eq!(work(&source), (false, false), "nothing to rewrite");
    for name in ["default", "default-asm"] {
        let (skipped, wall) = compile(&source, name, "expand-strided-metadata");
        assert!(wall.is_some(), "{name}: the check is timed under the pass");
        let (full, _) = compile(&source, &spelled_out(name), "expand-strided-metadata");
        assert!(skipped.contains(".visible .entry k("), "{skipped}");
        assert_eq!(skipped, full, "{name}");
    }
}

#[test]
fn a_module_that_needs_the_passes_gets_them() {
    // An affine.apply (lower-affine) and a subview (expand-strided-metadata):
    // neither lowers to LLVM without its pass.
    // A device-born descriptor's slot is a view (kept for the pass).
    assert_eq!(work(&kernel(true, "")), (true, false));
    let source = kernel(
        true,
        "%i = affine.apply affine_map<(d0) -> (d0 * 4 + 1)>(%tid)\n      \
         %v = memref.subview %out[%c0] [2] [1] : memref<4xindex, 1> to memref<2xindex, strided<[1], offset: ?>, 1>\n      \
         memref.store %i, %v[%c0] : memref<2xindex, strided<[1], offset: ?>, 1>",
    );
    assert_eq!(work(&source), (true, true));
    for name in ["default", "default-asm"] {
        let (skipped, _) = compile(&source, name, "lower-affine");
        let (full, _) = compile(&source, &spelled_out(name), "lower-affine");
        assert!(skipped.contains(".visible .entry k("), "{skipped}");
        assert_eq!(skipped, full, "{name}");
    }
}
