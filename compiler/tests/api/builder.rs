//! Kernels made with the typed builders compile through both strategies
//! to PTX that ptxas accepts, with the launch parameters the manifest
//! lists; every `tile` op has a builder; mistakes are typed errors or
//! located diagnostics that point at the Rust line that built the op.

use std::path::{Path, PathBuf};
use tile_compiler::builder::*;
use tile_compiler::manifest::ParamKind;
use tile_compiler::{CompileError, CompileOptions, Session, Strategy, Target};

fn sm90a() -> Target {
    Target::parse("sm_90a").expect("a known target")
}

/// A 2-D f32 copy, one 64 x 64 tile per CTA (examples/copy_2d.mlir).
fn copy_2d(session: &Session) -> Result<tile_compiler::mlir::Module<'_>, BuildError> {
    let m = ModuleBuilder::new(session, "kernels", sm90a())?;
    let map = TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([64, 64]));
    let k = m.kernel(
        "copy_2d",
        &[
            KernelParam::TensorMap(map.clone()),
            KernelParam::TensorMap(map),
        ],
        LaunchBounds::threads(128),
    )?;
    let (src, dst) = (k.arg_tensor_map(0)?, k.arg_tensor_map(1)?);
    let smem = k.shared(
        "smem",
        &MemRefSpec::shared(Element::F32, Shape::outermost_first([64, 64])),
        1024,
    )?;
    let bar = k.barrier("bar")?;
    let c64 = k.i32(64)?;
    let x = k.mul(k.cast(k.block_id(Dim::X)?)?, c64)?;
    let y = k.mul(k.cast(k.block_id(Dim::Y)?)?, c64)?;
    let leader = k.cmp(Compare::Eq, k.thread_id(Dim::X)?, k.index(0)?)?;
    k.if_then(leader, |b| {
        b.mbarrier_init(&bar, b.i32(1)?)?;
        b.fence_proxy_async(ProxySpace::SharedCta)?;
        b.mbarrier_arrive_expect_tx(&bar, b.i32(64 * 64 * 4)?, None)?;
        b.load(
            &src,
            &Coords::innermost_first([x, y]),
            &smem,
            &bar,
            &LoadOptions::default(),
        )?;
        b.mbarrier_wait_parity(&bar, b.i32(0)?)?;
        b.store(
            &smem,
            &dst,
            &Coords::innermost_first([x, y]),
            &StoreOptions::default(),
        )?;
        b.bulk_commit()?;
        b.bulk_wait(0, true)
    })?;
    Ok(m.finish())
}

/// A reduce-add over `tiles` column tiles with a loop: a memref source
/// whose descriptor the pipeline hoists to the host (a host-born
/// parameter), a kernel-parameter destination.
fn reduce_rows(session: &Session) -> Result<tile_compiler::mlir::Module<'_>, BuildError> {
    let m = ModuleBuilder::new(session, "reduce", sm90a())?;
    let map = TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([32, 32]));
    let k = m.kernel(
        "reduce_rows",
        &[
            KernelParam::MemRef(MemRefSpec::global(
                Element::F32,
                Shape::outermost_first([256, 256]),
            )),
            KernelParam::TensorMap(map.clone()),
            KernelParam::I32,
        ],
        LaunchBounds::threads(32).with_grid([8, 1, 1]),
    )?;
    let src = k.make_tensormap(&k.arg_memref(0)?, &map)?;
    let dst = k.arg_tensor_map(1)?;
    let tiles = k.cast(k.arg_i32(2)?)?;
    let smem = k.shared(
        "acc",
        &MemRefSpec::shared(Element::F32, Shape::outermost_first([32, 32])),
        1024,
    )?;
    let bar = k.barrier("ready")?;
    let row = k.mul(k.cast(k.block_id(Dim::X)?)?, k.i32(32)?)?;
    let leader = k.cmp(Compare::Eq, k.thread_id(Dim::X)?, k.index(0)?)?;
    k.if_then(leader, |b| {
        b.prefetch_tensormap(&src, None)?;
        b.mbarrier_init(&bar, b.i32(1)?)?;
        b.fence_proxy_async(ProxySpace::SharedCta)?;
        b.for_range(b.index(0)?, tiles, b.index(1)?, |l, i| {
            let col = l.mul(l.cast(i)?, l.i32(32)?)?;
            let phase = l.and(l.cast(i)?, l.i32(1)?)?;
            l.prefetch(
                &src,
                &Coords::innermost_first([col, row]),
                &PrefetchOptions::default(),
            )?;
            l.mbarrier_arrive_expect_tx(&bar, l.i32(32 * 32 * 4)?, None)?;
            l.load(
                &src,
                &Coords::innermost_first([col, row]),
                &smem,
                &bar,
                &LoadOptions::default(),
            )?;
            l.mbarrier_wait_parity(&bar, phase)?;
            l.reduce(
                ReduceKind::Add,
                &smem,
                &dst,
                &Coords::innermost_first([l.i32(0)?, row]),
                &StoreOptions::default(),
            )?;
            l.bulk_commit()?;
            l.bulk_wait(0, true)
        })
    })?;
    Ok(m.finish())
}

/// A 3-stage pipelined copy of a row of `tiles` 64 x 32 tiles per CTA: an
/// mbarrier ring, the load of tile i + 2 in flight while tile i is stored,
/// the phase bit carried by the loop; the whole block waits on each tile.
fn pipelined_copy(session: &Session) -> Result<tile_compiler::mlir::Module<'_>, BuildError> {
    const STAGES: i64 = 3;
    let m = ModuleBuilder::new(session, "pipelined", sm90a())?;
    let map = TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([32, 64]))
        .swizzle(Swizzle::Sw128);
    let k = m.kernel(
        "copy_stages",
        &[
            KernelParam::TensorMap(map.clone()),
            KernelParam::TensorMap(map),
            KernelParam::Index,
        ],
        LaunchBounds::threads(128),
    )?;
    let (src, dst, tiles) = (k.arg_tensor_map(0)?, k.arg_tensor_map(1)?, k.arg_index(2)?);
    let tile = MemRefSpec::shared(Element::F32, Shape::outermost_first([64, 32]));
    let mut buffers = Vec::new();
    let mut bars = Vec::new();
    for s in 0..STAGES {
        buffers.push(k.shared(&format!("stage{s}"), &tile, 1024)?);
        bars.push(k.barrier(&format!("full{s}"))?);
    }
    let y = k.mul(k.cast(k.block_id(Dim::X)?)?, k.i32(64)?)?;
    let leader = k.cmp(Compare::Eq, k.thread_id(Dim::X)?, k.index(0)?)?;
    let bytes = k.i32(64 * 32 * 4)?;
    k.if_then(leader, |b| {
        for bar in &bars {
            b.mbarrier_init(bar, b.i32(1)?)?;
        }
        b.fence_proxy_async(ProxySpace::SharedCta)
    })?;
    k.sync_threads()?;
    let (zero, one, stages) = (k.index(0)?, k.index(1)?, k.index(STAGES)?);
    // Prologue: the first STAGES - 1 loads.
    k.if_then(leader, |b| {
        for s in 0..(STAGES - 1) as usize {
            let i = b.index(s as i64)?;
            let x = b.mul(b.cast(i)?, b.i32(32)?)?;
            b.mbarrier_arrive_expect_tx(&bars[s], bytes, None)?;
            b.load(
                &src,
                &Coords::innermost_first([x, y]),
                &buffers[s],
                &bars[s],
                &LoadOptions::default(),
            )?;
        }
        Ok(())
    })?;
    let phase = k.for_range_carried(zero, tiles, one, k.i32(0)?, |l, i, phase| {
        let slot = l.rem_u(i, stages)?;
        let ahead = l.add(i, l.index(STAGES - 1)?)?;
        let ahead_slot = l.rem_u(ahead, stages)?;
        let in_range = l.cmp(Compare::Ult, ahead, tiles)?;
        for s in 0..STAGES as usize {
            let here = l.cmp(Compare::Eq, slot, l.index(s as i64)?)?;
            l.if_then(here, |b| {
                b.mbarrier_wait_parity(&bars[s], phase)?;
                b.if_then(leader, |w| {
                    let x = w.mul(w.cast(i)?, w.i32(32)?)?;
                    w.store(
                        &buffers[s],
                        &dst,
                        &Coords::innermost_first([x, y]),
                        &StoreOptions::default(),
                    )?;
                    w.bulk_commit()?;
                    w.bulk_wait(STAGES as u32 - 2, true)
                })
            })?;
            let refill = l.and(
                in_range,
                l.cmp(Compare::Eq, ahead_slot, l.index(s as i64)?)?,
            )?;
            l.if_then(l.and(refill, leader)?, |b| {
                let x = b.mul(b.cast(ahead)?, b.i32(32)?)?;
                b.mbarrier_arrive_expect_tx(&bars[s], bytes, None)?;
                b.load(
                    &src,
                    &Coords::innermost_first([x, y]),
                    &buffers[s],
                    &bars[s],
                    &LoadOptions::default(),
                )
            })?;
        }
        // The phase flips after the last stage of each round.
        let wraps = l.cmp(Compare::Eq, slot, l.index(STAGES - 1)?)?;
        l.select(wraps, l.xor(phase, l.i32(1)?)?, phase)
    })?;
    // The phase after the loop: the one the next use of slot 0 waits for.
    let _ = phase;
    // The leader waits for its last stores; the others have nothing left.
    k.if_then_else(leader, |b| b.bulk_wait(0, false), |_| Ok(()))?;
    Ok(m.finish())
}

/// A 2-CTA multicast (test/gpu/multicast_2cta.mlir): rank 0 loads with
/// multicast into both CTAs after a cluster barrier publishes both
/// mbarriers.
fn multicast(session: &Session) -> Result<tile_compiler::mlir::Module<'_>, BuildError> {
    let m = ModuleBuilder::new(session, "kernels", sm90a())?;
    let map = TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([64, 64]));
    let k = m.kernel(
        "multicast_2cta",
        &[
            KernelParam::TensorMap(map.clone()),
            KernelParam::TensorMap(map),
        ],
        LaunchBounds::threads(32),
    )?;
    let (src, dst) = (k.arg_tensor_map(0)?, k.arg_tensor_map(1)?);
    let smem = k.shared(
        "smem",
        &MemRefSpec::shared(Element::F32, Shape::outermost_first([64, 64])),
        1024,
    )?;
    let bar = k.barrier("bar")?;
    let x = k.mul(
        k.div_u(k.cast(k.block_id(Dim::X)?)?, k.i32(2)?)?,
        k.i32(64)?,
    )?;
    let y = k.mul(k.cast(k.block_id(Dim::Y)?)?, k.i32(64)?)?;
    let rank0 = k.cmp(Compare::Eq, k.cluster_rank()?, k.i32(0)?)?;
    let leader = k.cmp(Compare::Eq, k.thread_id(Dim::X)?, k.index(0)?)?;
    k.if_then(leader, |b| {
        b.mbarrier_init(&bar, b.i32(1)?)?;
        b.fence_mbarrier_init()?;
        b.fence_proxy_async(ProxySpace::SharedCta)
    })?;
    k.cluster_sync()?;
    k.if_then(leader, |b| {
        b.mbarrier_arrive_expect_tx(&bar, b.i32(64 * 64 * 4)?, None)?;
        b.if_then(rank0, |r| {
            let options = LoadOptions {
                multicast: Some(r.i16(0b11)?),
                ..LoadOptions::default()
            };
            r.load(
                &src,
                &Coords::innermost_first([x, y]),
                &smem,
                &bar,
                &options,
            )
        })?;
        b.mbarrier_wait_parity(&bar, b.i32(0)?)?;
        b.store(
            &smem,
            &dst,
            &Coords::innermost_first([x, y]),
            &StoreOptions::default(),
        )?;
        b.bulk_commit()?;
        b.bulk_wait(0, false)
    })?;
    k.cluster_sync()?;
    Ok(m.finish())
}

/// A kernel whose descriptor is born on the device (its address is read
/// from a table), so the pipeline adds a rebind template and a workspace,
/// and whose other descriptor is hoisted to the host.
fn device_rebind(session: &Session) -> Result<tile_compiler::mlir::Module<'_>, BuildError> {
    let m = ModuleBuilder::new(session, "kernels", sm90a())?;
    let k = m.kernel(
        "rebound",
        &[
            KernelParam::MemRef(MemRefSpec::global_dynamic(Element::I64, 1)),
            KernelParam::I64,
            KernelParam::I64,
            KernelParam::MemRef(MemRefSpec::global(
                Element::F32,
                Shape::outermost_first([256, 256]),
            )),
        ],
        LaunchBounds::threads(64),
    )?;
    let (table, w, pitch, out) = (
        k.arg_memref(0)?,
        k.arg_i64(1)?,
        k.arg_i64(2)?,
        k.arg_memref(3)?,
    );
    assert_eq!(
        k.load_scalar::<I32>(&table, &[k.index(0)?])
            .err()
            .map(|e| e.rule()),
        Some("builder-shape")
    );
    let row = k.min_u(k.block_id(Dim::X)?, k.index(255)?)?;
    let address = k.load_i64(&table, &[row])?;
    let ptr = k.int_to_ptr(address)?;
    let map = TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([64, 64]));
    let d = k.make_tensormap_ptr(
        ptr,
        &Axes::innermost_first([w, w]),
        &Axes::innermost_first([pitch]),
        &map,
    )?;
    k.prefetch_tensormap(&d, None)?;
    let h = k.make_tensormap(&out, &map)?;
    k.prefetch_tensormap(&h, None)?;
    Ok(m.finish())
}

#[test]
fn pipelined_multicast_and_rebind_kernels_compile_and_assemble() {
    let session = Session::new();
    for strategy in [Strategy::Intrinsics, Strategy::Asm] {
        let options = CompileOptions {
            strategy,
            ..CompileOptions::default()
        };
        let mut module = pipelined_copy(&session).expect("builds");
        let artifacts = match session.compile(&mut module, &options) {
            Ok(a) => a,
            Err(e) => panic!("{e}: {:#?}\n{}", e.diagnostics(), session.print(&module)),
        };
        let kernel = artifacts.kernel("copy_stages").expect("the kernel");
        assemble(&format!("copy_stages.{strategy:?}"), &kernel.ptx);

        let mut module = multicast(&session).expect("builds");
        let artifacts = session.compile(&mut module, &options).expect("compiles");
        let kernel = artifacts.kernel("multicast_2cta").expect("the kernel");
        assert!(kernel.ptx.contains("multicast::cluster"), "{}", kernel.ptx);
        assert!(
            kernel.ptx.contains("barrier.cluster.wait"),
            "{}",
            kernel.ptx
        );
        assemble(&format!("multicast_2cta.{strategy:?}"), &kernel.ptx);

        let mut module = device_rebind(&session).expect("builds");
        let artifacts = session.compile(&mut module, &options).expect("compiles");
        let kernel = artifacts.kernel("rebound").expect("the kernel");
        let kinds: Vec<ParamKind> = kernel.params.iter().map(|p| p.kind).collect();
        assert_eq!(
            kinds,
            [
                ParamKind::Original,
                ParamKind::Original,
                ParamKind::Original,
                ParamKind::Original,
                ParamKind::RebindTemplate,
                ParamKind::RebindWorkspace,
                ParamKind::HostTma,
            ]
        );
        // Every word in order: the .param list of the PTX entry.
        let words: usize = kernel.params.iter().map(|p| p.abi.len()).sum();
        let last = kernel.params.last().expect("params");
        assert_eq!(last.abi_index.map(|i| i + last.abi.len()), Some(words));
        let rebind = kernel
            .manifest
            .as_ref()
            .and_then(|m| m.rebind.as_ref())
            .expect("a rebind section");
        assert_eq!(rebind.workspace.param, 5);
        assert_eq!(rebind.workspace.alignment, 128);
        assemble(&format!("rebound.{strategy:?}"), &kernel.ptx);
    }
}

fn ptxas() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    tile_cuda_check::tools::CudaTools::locate(&root)
        .expect("ptxas (scripts/setup.sh installs it)")
        .ptxas
}

/// Assembles `ptx` with ptxas for sm_90a; any message fails.
pub(crate) fn assemble(name: &str, ptx: &str) {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("builder-ptx");
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let path = dir.join(format!("{name}.ptx"));
    std::fs::write(&path, ptx).expect("the PTX written");
    let result =
        tile_cuda_check::assemble::assemble(&ptxas(), &path, "sm_90a").expect("ptxas runs");
    if let Err(message) = result {
        panic!("{name}: {message}");
    }
}

#[test]
fn built_kernels_compile_through_both_strategies_and_assemble() {
    let session = Session::new();
    for strategy in [Strategy::Intrinsics, Strategy::Asm] {
        let options = CompileOptions {
            strategy,
            ..CompileOptions::default()
        };
        let mut module = copy_2d(&session).expect("builds");
        let artifacts = session.compile(&mut module, &options).expect("compiles");
        let kernel = artifacts.kernel("copy_2d").expect("the kernel");
        assert_eq!(kernel.unit, "kernels");
        assert!(
            kernel.ptx.contains("cp.async.bulk.tensor.2d"),
            "{}",
            kernel.ptx
        );
        assert_eq!(kernel.params.len(), 2);
        assert!(kernel.params.iter().all(|p| p.kind == ParamKind::Original));
        assert!(kernel
            .params
            .iter()
            .all(|p| p.abi.len() == 1 && p.abi[0].bytes == 128));
        assemble(&format!("copy_2d.{strategy:?}"), &kernel.ptx);

        let mut module = reduce_rows(&session).expect("builds");
        let artifacts = session.compile(&mut module, &options).expect("compiles");
        let kernel = artifacts.kernel("reduce_rows").expect("the kernel");
        assert!(
            kernel.ptx.contains("cp.reduce.async.bulk.tensor.2d"),
            "{}",
            kernel.ptx
        );
        // The memref (3 + 2 * 2 words), the tensor map, the i32, then the
        // host-born descriptor of the memref.
        let kinds: Vec<ParamKind> = kernel.params.iter().map(|p| p.kind).collect();
        assert_eq!(
            kinds,
            [
                ParamKind::Original,
                ParamKind::Original,
                ParamKind::Original,
                ParamKind::HostTma
            ]
        );
        assert_eq!(kernel.params[0].abi.len(), 7);
        let manifest = artifacts.manifest.as_ref().expect("a manifest");
        assert!(manifest.complete);
        assert_eq!(manifest.kernels[0].host_tmas.len(), 1);
        let json = artifacts.manifest_json().expect("JSON");
        assert!(json.contains("\"host_tma\""), "{json}");
        assemble(&format!("reduce_rows.{strategy:?}"), &kernel.ptx);
    }
}

#[test]
fn host_code_comes_with_the_kernel() {
    let session = Session::new();
    let mut module = copy_2d(&session).expect("builds");
    let options = CompileOptions {
        host: Some(tile_compiler::HostOutput::LlvmIr),
        ..CompileOptions::default()
    };
    let artifacts = session.compile(&mut module, &options).expect("compiles");
    let host = String::from_utf8(artifacts.host.expect("host code")).expect("text");
    assert!(host.contains("copy_2d"), "{host}");
}

#[test]
fn every_tile_op_has_a_builder() {
    let session = Session::new();
    let m = ModuleBuilder::new(&session, "all", sm90a()).expect("module");
    let map = TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([64, 64]));
    let k = m
        .kernel(
            "all_ops",
            &[
                KernelParam::MemRef(MemRefSpec::global(
                    Element::F32,
                    Shape::outermost_first([1024]),
                )),
                KernelParam::TensorMap(map.clone()),
                KernelParam::I64,
                KernelParam::MemRef(MemRefSpec::slot(MemorySpace::Global)),
                KernelParam::GlobalPtr,
            ],
            LaunchBounds::threads(32),
        )
        .expect("kernel");
    let built = (|| -> Result<(), BuildError> {
        let g = k.arg_memref(0)?;
        let d = k.arg_tensor_map(1)?;
        let w = k.arg_i64(2)?;
        let slot = k.arg_memref(3)?;
        let p = k.arg_ptr(4)?;
        let s = k.shared(
            "s",
            &MemRefSpec::shared(Element::F32, Shape::outermost_first([64, 64])),
            1024,
        )?;
        let flat = k.shared(
            "flat",
            &MemRefSpec::shared(Element::F32, Shape::outermost_first([1024])),
            128,
        )?;
        let tmpl = k.shared("tmpl", &MemRefSpec::slot(MemorySpace::Shared), 128)?;
        let bar = k.barrier("bar")?;
        let (c0, bytes) = (k.i32(0)?, k.i32(4096)?);
        let i0 = k.index(0)?;
        let made = k.make_tensormap(
            &g,
            &TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([64])),
        )?;
        let from_ptr = k.make_tensormap_ptr(
            p,
            &Axes::innermost_first([w, w]),
            &Axes::innermost_first([w]),
            &map,
        )?;
        let from_slot = k.tensormap_from_slot(&slot, &map)?;
        k.load(
            &d,
            &Coords::innermost_first([c0, c0]),
            &s,
            &bar,
            &LoadOptions::default(),
        )?;
        k.store(
            &s,
            &d,
            &Coords::innermost_first([c0, c0]),
            &StoreOptions::default(),
        )?;
        k.reduce(
            ReduceKind::Max,
            &s,
            &d,
            &Coords::innermost_first([c0, c0]),
            &StoreOptions::default(),
        )?;
        k.prefetch(
            &from_ptr,
            &Coords::innermost_first([c0, c0]),
            &PrefetchOptions::default(),
        )?;
        k.prefetch_tensormap(&made, None)?;
        k.bulk_load(&g, &flat, bytes, &bar, &BulkLoadOptions::default())?;
        k.bulk_store(&flat, &g, bytes, &BulkStoreOptions::default())?;
        k.bulk_copy_cluster(&flat, &flat, bytes, &bar)?;
        k.bulk_reduce(ReduceKind::Add, &flat, &g, bytes, None, None)?;
        k.bulk_prefetch(&g, bytes, None)?;
        k.cp_async(&g, &[i0], &flat, &[i0], 16, &CpAsyncOptions::default())?;
        k.cp_async_commit()?;
        k.cp_async_wait(0)?;
        k.bulk_commit()?;
        k.bulk_wait(0, false)?;
        k.mbarrier_init(&bar, k.i32(1)?)?;
        k.mbarrier_arrive(&bar)?;
        k.mbarrier_arrive_expect_tx(&bar, bytes, None)?;
        k.mbarrier_expect_tx(&bar, bytes)?;
        k.mbarrier_arrive_cluster(&bar, c0)?;
        k.mbarrier_arrive_cluster_cta(&bar, c0)?;
        k.cluster_arrive(true, true)?;
        k.cluster_wait(true)?;
        let done = k.mbarrier_try_wait_parity(&bar, c0)?;
        k.if_then(done, |b| b.mbarrier_wait_parity(&bar, c0))?;
        k.fence_proxy_async(ProxySpace::All)?;
        k.tensormap_init(&tmpl, Some(&from_slot))?;
        let mut rebind = Rebind::to(map.clone());
        rebind.address = Some(p);
        k.rebind(&tmpl, &rebind)?;
        k.tensormap_cp_fenceproxy(&tmpl, &slot, FenceScope::Gpu)?;
        k.tensormap_fence_release(FenceScope::Gpu)?;
        k.tensormap_fence_acquire(&slot, FenceScope::Gpu)?;
        Ok(())
    })();
    built.expect("every op builds");
    let text = session.print(&m.finish());
    let ops = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../dialects/tile/td/TileOps.td"),
    )
    .expect("TileOps.td");
    let mut missing = Vec::new();
    for line in ops.lines() {
        if let Some(rest) = line.split("Tile_Op<\"").nth(1) {
            let name = rest.split('"').next().unwrap_or_default();
            if !text.contains(&format!("tile.{name} ")) && !text.contains(&format!("tile.{name}\n"))
            {
                missing.push(name.to_string());
            }
        }
    }
    assert!(
        missing.is_empty(),
        "no builder used for {missing:?}:\n{text}"
    );
    assert!(
        text.contains("release_cta :"),
        "mbarrier_arrive_cluster_cta sets release_cta:\n{text}"
    );
}

#[test]
fn builder_mistakes_are_typed_errors() {
    let session = Session::new();
    assert_eq!(
        ModuleBuilder::new(&session, "9lives", sm90a())
            .err()
            .map(|e| e.rule()),
        Some("builder-name")
    );
    let m = ModuleBuilder::new(&session, "k", sm90a()).expect("module");
    let map = TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([64, 64]));
    assert_eq!(
        m.kernel("big", &[], LaunchBounds::threads(2048))
            .err()
            .map(|e| e.rule()),
        Some("builder-launch")
    );
    let bad_box = TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([512, 1]));
    assert_eq!(
        m.kernel(
            "bad",
            &[KernelParam::TensorMap(bad_box)],
            LaunchBounds::threads(32)
        )
        .err()
        .map(|e| e.rule()),
        Some("box-dim-range")
    );
    let k = m
        .kernel(
            "ok",
            &[KernelParam::TensorMap(map)],
            LaunchBounds::threads(32),
        )
        .expect("kernel");
    assert_eq!(
        k.arg_memref(0).err().map(|e| e.rule()),
        Some("builder-param")
    );
    assert_eq!(k.arg_i32(0).err().map(|e| e.rule()), Some("builder-param"));
    assert!(matches!(
        k.arg_tensor_map(1).map_err(|e| e.kind().clone()),
        Err(BuildErrorKind::NoParam { index: 1, count: 1 })
    ));
    let d = k.arg_tensor_map(0).expect("param 0");
    let s = k
        .shared(
            "s",
            &MemRefSpec::shared(Element::F32, Shape::outermost_first([64, 64])),
            1024,
        )
        .expect("shared");
    let bar = k.barrier("bar").expect("barrier");
    let c0 = k.i32(0).expect("constant");
    let one_coord = k
        .load(
            &d,
            &Coords::innermost_first([c0]),
            &s,
            &bar,
            &LoadOptions::default(),
        )
        .map_err(|e| e.kind().clone());
    assert!(
        matches!(
            one_coord,
            Err(BuildErrorKind::Arity {
                what: "coords",
                expected: 2,
                got: 1,
                ..
            })
        ),
        "{one_coord:?}"
    );
    let global_dst = k.store(
        &bar,
        &d,
        &Coords::innermost_first([c0, c0]),
        &StoreOptions::default(),
    );
    assert!(global_dst.is_ok(), "a shared src is fine");
    assert_eq!(
        k.shared(
            "s",
            &MemRefSpec::shared(Element::F16, Shape::outermost_first([8])),
            16
        )
        .err()
        .map(|e| e.rule()),
        Some("builder-duplicate")
    );
    assert_eq!(
        k.shared(
            "odd",
            &MemRefSpec::shared(Element::F32, Shape::outermost_first([8])),
            48
        )
        .err()
        .map(|e| e.rule()),
        Some("builder-shape")
    );
}

#[test]
fn verifier_diagnostics_point_at_the_rust_line() {
    let session = Session::new();
    let m = ModuleBuilder::new(&session, "k", sm90a()).expect("module");
    let map = TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([64, 64]));
    let k = m
        .kernel(
            "wrong",
            &[KernelParam::TensorMap(map)],
            LaunchBounds::threads(32),
        )
        .expect("kernel");
    let d = k.arg_tensor_map(0).expect("param");
    // A 32 x 32 buffer cannot hold a 64 x 64 box.
    let small = k
        .shared(
            "small",
            &MemRefSpec::shared(Element::F32, Shape::outermost_first([32, 32])),
            1024,
        )
        .expect("shared");
    let bar = k.barrier("bar").expect("barrier");
    let c0 = k.i32(0).expect("constant");
    let line = line!() + 1;
    k.load(
        &d,
        &Coords::innermost_first([c0, c0]),
        &small,
        &bar,
        &LoadOptions::default(),
    )
    .expect("builds");
    let mut module = m.finish();
    let error = session
        .compile(&mut module, &CompileOptions::default())
        .expect_err("the verifier refuses it");
    assert!(matches!(error, CompileError::Invalid(_)), "{error}");
    let diagnostics = error.diagnostics();
    let located = diagnostics
        .iter()
        .find(|d| d.rule.is_some())
        .unwrap_or_else(|| panic!("a diagnostic with a rule: {diagnostics:?}"));
    let (file, at, _) = located.file_line_col.clone().expect("located");
    assert!(file.ends_with("tests/api/builder.rs"), "{file}");
    assert_eq!(at, line as usize, "{located:?}");
}

#[test]
fn a_value_of_another_kernel_is_a_located_error() {
    let session = Session::new();
    let m = ModuleBuilder::new(&session, "k", sm90a()).expect("module");
    let a = m
        .kernel("a", &[], LaunchBounds::threads(32))
        .expect("kernel a");
    let b = m
        .kernel("b", &[], LaunchBounds::threads(32))
        .expect("kernel b");
    let bar = b.barrier("bar").expect("barrier");
    let count = a.i32(1).expect("a constant of kernel a");
    let line = line!() + 1;
    b.mbarrier_init(&bar, count).expect("builds");
    let mut module = m.finish();
    let error = session
        .compile(&mut module, &CompileOptions::default())
        .expect_err("MLIR's verifier refuses it");
    let diagnostics = error.diagnostics();
    assert!(matches!(error, CompileError::Invalid(_)), "{error}");
    assert!(
        diagnostics.iter().any(|d| d
            .file_line_col
            .as_ref()
            .is_some_and(|f| f.1 == line as usize)),
        "{diagnostics:#?}"
    );
}

#[test]
fn optional_operand_groups_make_well_formed_ops() {
    let session = Session::new();
    let m = ModuleBuilder::new(&session, "opts", Target::parse("sm_100a").expect("target"))
        .expect("module");
    let map = TensorMapSpec::tiled(Element::F32, BoxDims::innermost_first([64, 64]));
    let k = m
        .kernel(
            "options",
            &[
                KernelParam::MemRef(MemRefSpec::global(
                    Element::F32,
                    Shape::outermost_first([1024]),
                )),
                KernelParam::TensorMap(map.clone()),
                KernelParam::TensorMap(TensorMapSpec::im2col(
                    Element::F16,
                    4,
                    64,
                    32,
                    BoxDims::innermost_first([0, 0]),
                    BoxDims::innermost_first([0, 0]),
                )),
                KernelParam::GlobalPtr,
            ],
            LaunchBounds::threads(32),
        )
        .expect("kernel");
    let built = (|| -> Result<(), BuildError> {
        let g = k.arg_memref(0)?;
        let d = k.arg_tensor_map(1)?;
        let im = k.arg_tensor_map(2)?;
        let p = k.arg_ptr(3)?;
        let s = k.shared(
            "s",
            &MemRefSpec::shared(Element::F32, Shape::outermost_first([64, 64])),
            1024,
        )?;
        let h = k.shared(
            "h",
            &MemRefSpec::shared(Element::F16, Shape::outermost_first([32, 64])),
            1024,
        )?;
        let flat = k.shared(
            "flat",
            &MemRefSpec::shared(Element::F32, Shape::outermost_first([1024])),
            128,
        )?;
        let slot = k.shared("slot", &MemRefSpec::slot(MemorySpace::Shared), 128)?;
        let bar = k.barrier("bar")?;
        let (c0, yes, mask, policy) = (k.i32(0)?, k.bool(true)?, k.i16(3)?, k.i64(0)?);
        let load = LoadOptions {
            dst_space: Some(SharedSpace::Cluster),
            multicast: Some(mask),
            l2_hint: Some(policy),
            predicate: Some(yes),
            ..LoadOptions::default()
        };
        k.load(&d, &Coords::innermost_first([c0, c0]), &s, &bar, &load)?;
        let im2col = LoadOptions {
            mode: Some(LoadMode::Im2col),
            im2col: vec![k.i16(0)?, k.i16(0)?],
            ..LoadOptions::default()
        };
        k.load(
            &im,
            &Coords::innermost_first([c0, c0, c0, c0]),
            &h,
            &bar,
            &im2col,
        )?;
        let store = StoreOptions {
            l2_hint: Some(policy),
            predicate: Some(yes),
            ..StoreOptions::default()
        };
        k.store(&s, &d, &Coords::innermost_first([c0, c0]), &store)?;
        k.reduce(
            ReduceKind::Add,
            &s,
            &d,
            &Coords::innermost_first([c0, c0]),
            &store,
        )?;
        let prefetch = PrefetchOptions {
            l2_hint: Some(policy),
            predicate: Some(yes),
            ..PrefetchOptions::default()
        };
        k.prefetch(&d, &Coords::innermost_first([c0, c0]), &prefetch)?;
        k.prefetch_tensormap(&d, Some(yes))?;
        let bytes = k.i32(4096)?;
        let bulk = BulkLoadOptions {
            dst_space: Some(SharedSpace::Cta),
            multicast: None,
            l2_hint: Some(policy),
        };
        k.bulk_load(&g, &flat, bytes, &bar, &bulk)?;
        let bulk_store = BulkStoreOptions {
            l2_hint: Some(policy),
            byte_mask: Some(mask),
        };
        k.bulk_store(&flat, &g, bytes, &bulk_store)?;
        k.bulk_reduce(
            ReduceKind::Add,
            &flat,
            &flat,
            bytes,
            Some(&bar),
            Some(policy),
        )?;
        k.bulk_prefetch(&g, bytes, Some(policy))?;
        let i0 = k.index(0)?;
        let cp = CpAsyncOptions {
            cache: Some(CpAsyncCache::Cg),
            src_size: Some(k.i32(8)?),
            ignore_src: Some(yes),
            l2_hint: Some(policy),
            l2_prefetch: Some(128),
        };
        k.cp_async(&g, &[i0], &flat, &[i0], 16, &cp)?;
        k.mbarrier_arrive_expect_tx(&bar, bytes, Some(yes))?;
        k.tensormap_init(&slot, Some(&d))?;
        let mut rebind = Rebind::to(
            TensorMapSpec::tiled(Element::BF16, BoxDims::innermost_first([64, 32]))
                .swizzle(Swizzle::Sw128),
        );
        rebind.from = RebindFrom::Template(map.clone());
        rebind.address = Some(p);
        rebind.unchanged = vec![0];
        k.rebind(&slot, &rebind)?;
        Ok(())
    })();
    built.expect("every variant builds");
    let text = session.print(&m.finish());
    // An op MLIR's verifier refuses (a wrong operandSegmentSizes, say)
    // prints in the generic form.
    assert!(!text.contains("\"tile."), "{text}");
    for part in [
        "multicast(",
        "l2_hint(",
        " if ",
        "im2col[",
        "dst_space = cta",
        "byte_mask(",
        "mbar(",
        "src_size(",
        "ignore_src(",
        "l2_prefetch = 128",
        "cache = cg",
        "from !tile",
        "unchanged = [0]",
    ] {
        assert!(text.contains(part), "no '{part}' in\n{text}");
    }
}

/// `dst += src` of one 32 x 64 tile of `element` per CTA, in shared memory:
/// both tiles TMA-loaded onto one mbarrier, every thread adds over a
/// strided thread loop (`load_element`, `add_elements`, `store_element`),
/// `fence.proxy.async.shared::cta`, the CTA barrier, thread 0 stores the sum.
fn add_in_smem<'s>(
    session: &'s Session,
    name: &str,
    element: Element,
) -> Result<tile_compiler::mlir::Module<'s>, BuildError> {
    let m = ModuleBuilder::new(session, "rmw", sm90a())?;
    let map = TensorMapSpec::tiled(element, BoxDims::innermost_first([64, 32]));
    let k = m.kernel(
        name,
        &[
            KernelParam::TensorMap(map.clone()),
            KernelParam::TensorMap(map),
        ],
        LaunchBounds::threads(128),
    )?;
    let (src, dst) = (k.arg_tensor_map(0)?, k.arg_tensor_map(1)?);
    let spec = MemRefSpec::shared(element, Shape::outermost_first([32, 64]));
    let a = k.shared(&format!("{name}_src"), &spec, 1024)?;
    let acc = k.shared(&format!("{name}_acc"), &spec, 1024)?;
    let bar = k.barrier(&format!("{name}_bar"))?;
    let leader = k.cmp(Compare::Eq, k.thread_id(Dim::X)?, k.index(0)?)?;
    let y = k.mul(k.cast(k.block_id(Dim::X)?)?, k.i32(32)?)?;
    let at = Coords::innermost_first([k.i32(0)?, y]);
    let bytes = 2 * 32 * 64 * element.bytes() as i32;
    k.if_then(leader, |b| {
        b.mbarrier_init(&bar, b.i32(1)?)?;
        b.fence_proxy_async(ProxySpace::SharedCta)?;
        b.mbarrier_arrive_expect_tx(&bar, b.i32(bytes)?, None)?;
        b.load(&src, &at, &a, &bar, &LoadOptions::default())?;
        b.load(&dst, &at, &acc, &bar, &LoadOptions::default())
    })?;
    k.sync_threads()?;
    k.mbarrier_wait_parity(&bar, k.i32(0)?)?;
    let (r, c) = (k.index(32)?, k.index(64)?);
    // Rows by the loop, columns by thread: 2-D indices.
    let tid = k.thread_id(Dim::X)?;
    let col = k.rem_u(tid, c)?;
    k.for_range(k.div_u(tid, c)?, r, k.index(2)?, |b, row| {
        let sum = b.add_elements(
            b.load_element(&acc, &[row, col])?,
            b.load_element(&a, &[row, col])?,
        )?;
        b.store_element(sum, &acc, &[row, col])
    })?;
    k.fence_proxy_async(ProxySpace::SharedCta)?;
    k.sync_threads()?;
    k.if_then(leader, |b| {
        b.store(&acc, &dst, &at, &StoreOptions::default())?;
        b.bulk_commit()?;
        b.bulk_wait(0, true)
    })?;
    Ok(m.finish())
}

#[test]
fn a_read_modify_write_in_shared_memory_compiles_and_assembles() {
    let session = Session::new();
    for strategy in [Strategy::Intrinsics, Strategy::Asm] {
        let options = CompileOptions {
            strategy,
            ..CompileOptions::default()
        };
        for (name, element, add) in [
            ("rmw_f32", Element::F32, "add.rn.f32"),
            ("rmw_i32", Element::I32, "add.s32"),
        ] {
            let mut module = add_in_smem(&session, name, element).expect("builds");
            let artifacts = session.compile(&mut module, &options).expect("compiles");
            let ptx = &artifacts.kernel(name).expect("the kernel").ptx;
            for op in [
                "ld.shared",
                add,
                "st.shared",
                "fence.proxy.async.shared::cta",
                "bar.sync",
                "cp.async.bulk.tensor.2d.global.shared::cta",
            ] {
                assert!(ptx.contains(op), "{name} {strategy:?}: no {op}:\n{ptx}");
            }
            assert!(!ptx.contains("cp.reduce.async.bulk"), "{ptx}");
            assemble(&format!("{name}.{strategy:?}"), ptx);
        }
    }
}

#[test]
fn element_builders_refuse_mixed_types() {
    let session = Session::new();
    let m = ModuleBuilder::new(&session, "mixed", sm90a()).expect("module");
    let k = m
        .kernel("mixed", &[], LaunchBounds::threads(32))
        .expect("kernel");
    let f = k
        .shared(
            "f",
            &MemRefSpec::shared(Element::F32, Shape::outermost_first([32])),
            128,
        )
        .expect("buffer");
    let i = k
        .shared(
            "i",
            &MemRefSpec::shared(Element::I32, Shape::outermost_first([32])),
            128,
        )
        .expect("buffer");
    let tid = k.thread_id(Dim::X).expect("tid");
    let x = k.load_element(&f, &[tid]).expect("f32 load");
    let n = k.load_element(&i, &[tid]).expect("i32 load");
    let e = k.add_elements(x, n).err().expect("f32 + i32 is refused");
    assert_eq!(e.rule(), "builder-shape");
    assert!(e.to_string().contains("f32 and i32"), "{e}");
    let e = k.store_element(n, &f, &[tid]).expect_err("i32 into f32");
    assert_eq!(e.rule(), "builder-shape");
    let e = k
        .store_element(x, &f, &[tid, tid])
        .expect_err("two indices");
    assert_eq!(e.rule(), "builder-arity");
}
