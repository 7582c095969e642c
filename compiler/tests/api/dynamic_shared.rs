//! Dynamic shared memory from the typed builders: a kernel whose TMA box
//! (128-byte swizzle: 1024-byte aligned) and mbarrier live in a laid-out
//! dynamic window compiles through both strategies, ptxas assembles it,
//! and the launch manifest says the bytes a launch must pass (padding
//! included) although the module launches nothing; layout mistakes are
//! `BuildError`s.

use crate::builder::assemble;
use tile_compiler::builder::*;
use tile_compiler::{CompileOptions, Session, Strategy, Target};

fn sm90a() -> Target {
    Target::parse("sm_90a").expect("a known target")
}

/// The box: 64 rows of 32 f32 (128 bytes a row: the 128-byte swizzle's
/// span), 8 KiB.
fn box_map() -> TensorMapSpec {
    TensorMapSpec::tiled(Element::F32, BoxDims::outermost_first([64, 32])).swizzle(Swizzle::Sw128)
}

/// A 2-D copy through dynamic shared memory: the mbarrier at 0, the box at
/// the next 1024-byte boundary.
fn copy_dynamic(session: &Session) -> Result<tile_compiler::mlir::Module<'_>, BuildError> {
    let m = ModuleBuilder::new(session, "kernels", sm90a())?;
    let map = box_map();
    let k = m.kernel(
        "copy_dynamic",
        &[
            KernelParam::TensorMap(map.clone()),
            KernelParam::TensorMap(map.clone()),
        ],
        LaunchBounds::threads(128),
    )?;
    let (src, dst) = (k.arg_tensor_map(0)?, k.arg_tensor_map(1)?);
    let mut layout = SharedLayout::new();
    let bar = layout.barrier();
    let tile = layout.tma_box(&map)?;
    let buffers = k.dynamic_shared(&layout)?;
    let (bar, smem) = (&buffers[bar], &buffers[tile]);
    let x = k.mul(k.cast(k.block_id(Dim::X)?)?, k.i32(32)?)?;
    let y = k.mul(k.cast(k.block_id(Dim::Y)?)?, k.i32(64)?)?;
    let at = Coords::innermost_first([x, y]);
    let leader = k.cmp(Compare::Eq, k.thread_id(Dim::X)?, k.index(0)?)?;
    k.if_then(leader, |b| {
        b.mbarrier_init(bar, b.i32(1)?)?;
        b.fence_proxy_async(ProxySpace::SharedCta)?;
        b.mbarrier_arrive_expect_tx(bar, b.i32(64 * 32 * 4)?, None)?;
        b.load(&src, &at, smem, bar, &LoadOptions::default())?;
        b.mbarrier_wait_parity(bar, b.i32(0)?)?;
        b.store(smem, &dst, &at, &StoreOptions::default())?;
        b.bulk_commit()?;
        b.bulk_wait(0, true)
    })?;
    Ok(m.finish())
}

#[test]
fn the_layout_pads_to_each_alignment() {
    let mut layout = SharedLayout::new();
    let bar = layout.barrier();
    let tile = layout.tma_box(&box_map()).expect("a tiled map");
    let plain = layout
        .tma_box(&TensorMapSpec::tiled(
            Element::F16,
            BoxDims::innermost_first([8, 3]),
        ))
        .expect("a tiled map");
    let slots = layout.slots();
    assert_eq!((slots[bar].offset, slots[bar].alignment), (0, 8));
    assert_eq!((slots[tile].offset, slots[tile].alignment), (1024, 1024));
    // The shared buffer is the box outermost first.
    assert_eq!(
        slots[tile].spec,
        MemRefSpec::shared(Element::F32, Shape::outermost_first([64, 32]))
    );
    assert_eq!(slots[plain].offset, 1024 + 8192);
    assert_eq!(slots[plain].alignment, 128);
    assert_eq!(layout.bytes(), 1024 + 8192 + 3 * 8 * 2);
}

#[test]
fn a_dynamic_kernel_compiles_assembles_and_its_manifest_says_the_bytes() {
    let session = Session::new();
    for strategy in [Strategy::Intrinsics, Strategy::Asm] {
        let mut module = copy_dynamic(&session).expect("builds");
        let text = session.print(&module);
        assert!(!text.contains("gpu.launch_func"), "{text}");
        let options = CompileOptions {
            strategy,
            ..CompileOptions::default()
        };
        let artifacts = match session.compile(&mut module, &options) {
            Ok(a) => a,
            Err(e) => panic!("{e}: {:#?}\n{text}", e.diagnostics()),
        };
        let kernel = artifacts.kernel("copy_dynamic").expect("the kernel");
        assert!(
            kernel.ptx.contains(".extern .shared .align 1024 .b8"),
            "{}",
            kernel.ptx
        );
        assemble(&format!("copy_dynamic.{strategy}"), &kernel.ptx);
        let shared = kernel
            .manifest
            .as_ref()
            .and_then(|m| m.shared_memory.clone())
            .expect("the kernel's shared memory");
        assert!(shared.uses_dynamic);
        assert_eq!(shared.dynamic_bytes, Some(1024 + 64 * 32 * 4));
        assert_eq!(shared.static_bytes, Some(0));
        let json = artifacts.manifest_json().expect("JSON");
        assert!(json.contains("\"dynamic_bytes\": 9216"), "{json}");
    }
}

#[test]
fn layout_mistakes_are_build_errors() {
    let mut layout = SharedLayout::new();
    for alignment in [0, 3, 2048] {
        let e = layout.add(MemRefSpec::barrier(), alignment).unwrap_err();
        assert_eq!(e.rule(), "builder-dynamic-shared", "{e}");
    }
    let global = MemRefSpec::global(Element::F32, Shape::outermost_first([4]));
    assert_eq!(
        layout.add(global, 16).unwrap_err().rule(),
        "builder-dynamic-shared"
    );
    let im2col = TensorMapSpec::im2col(
        Element::F16,
        4,
        64,
        32,
        BoxDims::innermost_first([-1, -1]),
        BoxDims::innermost_first([0, 0]),
    );
    assert_eq!(
        layout.tma_box(&im2col).unwrap_err().rule(),
        "builder-dynamic-shared"
    );
    assert!(layout.slots().is_empty());

    let session = Session::new();
    let m = ModuleBuilder::new(&session, "k", sm90a()).expect("a module");
    let k = m
        .kernel("too_big", &[], LaunchBounds::threads(32))
        .expect("a kernel");
    let mut big = SharedLayout::new();
    big.add(
        MemRefSpec::shared(Element::F32, Shape::outermost_first([240, 256])),
        128,
    )
    .expect("laid out");
    let e = k.dynamic_shared(&big).err().expect("over the capacity");
    assert_eq!(e.rule(), "smem-capacity", "{e}");
    assert_eq!(e.kernel(), Some("too_big"));
    let mut small = SharedLayout::new();
    small.barrier();
    k.dynamic_shared(&small).expect("declared");
    let e = k.dynamic_shared(&small).err().expect("declared twice");
    assert_eq!(e.rule(), "builder-dynamic-shared", "{e}");
}
