//! Embedding the tile compiler: build a 2-D copy kernel with the typed
//! builders, compile it, write its PTX, launch manifest and host shared
//! object. `cargo run -p tile-compiler --example embed -- [OUT_DIR]`.

use tile_compiler::builder::*;
use tile_compiler::{CompileOptions, HostOutput, Session, Strategy, Target};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out = std::path::PathBuf::from(std::env::args().nth(1).unwrap_or("embed-out".into()));
    std::fs::create_dir_all(&out)?;

    // One session per thread, reused for every compile.
    let session = Session::new();

    // A module for sm_90a; one kernel taking two host-encoded tensor maps
    // (boxes of 64 rows of 32 f32, 128-byte swizzle). A box is kept
    // innermost first, a shared buffer's shape outermost first: the types
    // say which, and `to_shape` converts.
    let m = ModuleBuilder::new(&session, "kernels", Target::parse("sm_90a")?)?;
    let box_dims = BoxDims::outermost_first([64, 32]);
    let tile = TensorMapSpec::tiled(Element::F32, box_dims.clone()).swizzle(Swizzle::Sw128);
    let k = m.kernel(
        "copy_2d",
        &[
            KernelParam::TensorMap(tile.clone()),
            KernelParam::TensorMap(tile),
        ],
        LaunchBounds::threads(128),
    )?;
    let (src, dst) = (k.arg_tensor_map(0)?, k.arg_tensor_map(1)?);
    let buffer = MemRefSpec::shared(Element::F32, box_dims.to_shape());
    let smem = k.shared("smem", &buffer, 1024)?;
    let bar = k.barrier("bar")?;
    let x = k.mul(k.cast(k.block_id(Dim::X)?)?, k.i32(32)?)?;
    let y = k.mul(k.cast(k.block_id(Dim::Y)?)?, k.i32(64)?)?;
    let at = Coords::innermost_first([x, y]);
    let leader = k.cmp(Compare::Eq, k.thread_id(Dim::X)?, k.index(0)?)?;
    k.if_then(leader, |b| {
        b.mbarrier_init(&bar, b.i32(1)?)?;
        b.fence_proxy_async(ProxySpace::SharedCta)?;
        b.mbarrier_arrive_expect_tx(&bar, b.i32(32 * 64 * 4)?, None)?;
        b.load(&src, &at, &smem, &bar, &LoadOptions::default())?;
        b.mbarrier_wait_parity(&bar, b.i32(0)?)?;
        b.store(&smem, &dst, &at, &StoreOptions::default())?;
        b.bulk_commit()?;
        b.bulk_wait(0, true)
    })?;
    let mut module = m.finish();

    // Inline-asm strategy, default pipeline, a host shared object too.
    let options = CompileOptions {
        strategy: Strategy::Asm,
        host: Some(HostOutput::SharedObject),
        ..CompileOptions::default()
    };
    let artifacts = match session.compile(&mut module, &options) {
        Ok(a) => a,
        Err(e) => {
            // Located diagnostics naming their rule, as values.
            for d in e.diagnostics() {
                eprintln!("{} [{}]", d.render("<built>"), d.rule.unwrap_or_default());
            }
            return Err(e.into());
        }
    };
    for kernel in &artifacts.kernels {
        println!("kernel {} (gpu.module @{}):", kernel.name, kernel.unit);
        for p in &kernel.params {
            println!(
                "  #{} {:?} {} -> {} PTX word(s)",
                p.index,
                p.kind,
                p.ty,
                p.abi.len()
            );
        }
        std::fs::write(
            out.join(format!("{}.ptx", kernel.name)),
            kernel.ptx.as_bytes(),
        )?;
    }
    if let Some(json) = artifacts.manifest_json() {
        std::fs::write(out.join("manifest.json"), json)?;
    }
    if let Some(host) = &artifacts.host {
        std::fs::write(out.join("host.so"), host)?;
    }
    println!("wrote {}", out.display());
    Ok(())
}
