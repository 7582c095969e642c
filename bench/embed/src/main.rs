//! `embed-compile-bench [N]`: how long one in-process compile of a small
//! kernel takes through the `tile-compiler` library with a reused
//! `Session` (the goal: at most 5 ms). One session; N rounds
//! (default 200) after 10 warm-up rounds; per round and per strategy:
//! build the 2-D copy kernel with the typed builders, then
//! `Session::compile` (verify, the default pipeline, PTX), and the same
//! kernel parsed from `examples/copy_2d.mlir` and compiled
//! (`Session::compile_source`). Prints min / median / p90 per row, then
//! the per-stage timing of one compile.

use std::process::ExitCode;
use std::time::{Duration, Instant};
use tile_compiler::builder::*;
use tile_compiler::{CompileOptions, Session, Strategy, Target};

/// The 2-D f32 copy of `examples/copy_2d.mlir`, built in Rust.
fn copy_2d(session: &Session) -> Result<tile_compiler::mlir::Module<'_>, BuildError> {
    let target = Target::parse("sm_90a").map_err(|e| BuildErrorKind::Mlir {
        what: "target",
        text: e.to_string(),
    })?;
    let m = ModuleBuilder::new(session, "kernels", target)?;
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

/// Min, median and p90 of `samples`, in milliseconds.
fn summary(samples: &mut [Duration]) -> String {
    samples.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let at = |q: f64| samples[((samples.len() - 1) as f64 * q).round() as usize];
    format!(
        "{:8.3} {:8.3} {:8.3}",
        ms(samples[0]),
        ms(at(0.5)),
        ms(at(0.9))
    )
}

fn run(rounds: usize) -> Result<(), String> {
    // Built in, so that the binary runs anywhere (the device machine too).
    let source = include_str!("../../../examples/copy_2d.mlir");
    let start = Instant::now();
    let session = Session::new();
    let setup = start.elapsed();
    println!(
        "Session::new: {:.3} ms (once); {rounds} rounds after 10 warm-up",
        setup.as_secs_f64() * 1e3
    );
    println!(
        "{:<44} {:>8} {:>8} {:>8}",
        "ms per compile", "min", "median", "p90"
    );
    for strategy in [Strategy::Intrinsics, Strategy::Asm] {
        let options = CompileOptions {
            strategy,
            ..CompileOptions::default()
        };
        let (mut build, mut compile, mut both, mut text) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for round in 0..rounds + 10 {
            let t0 = Instant::now();
            let mut module = copy_2d(&session).map_err(|e| e.to_string())?;
            let t1 = Instant::now();
            let artifacts = session
                .compile(&mut module, &options)
                .map_err(|e| e.to_string())?;
            let t2 = Instant::now();
            drop(module);
            let parsed = session
                .compile_source(source, &options)
                .map_err(|e| e.to_string())?;
            let t3 = Instant::now();
            if artifacts.kernel("copy_2d").is_none() || parsed.kernel("copy_2d").is_none() {
                return Err("no copy_2d kernel in the artifacts".into());
            }
            if round >= 10 {
                build.push(t1 - t0);
                compile.push(t2 - t1);
                both.push(t2 - t0);
                text.push(t3 - t2);
            }
        }
        let name = format!("{strategy:?}");
        println!(
            "{:<44} {}",
            format!("{name}: build (typed builders)"),
            summary(&mut build)
        );
        println!(
            "{:<44} {}",
            format!("{name}: Session::compile"),
            summary(&mut compile)
        );
        println!(
            "{:<44} {}",
            format!("{name}: build + compile"),
            summary(&mut both)
        );
        println!(
            "{:<44} {}",
            format!("{name}: compile_source (parse + compile)"),
            summary(&mut text)
        );
    }
    // Where one compile's time goes (the session's per-stage timing).
    session.enable_timing(tile_compiler::TimingReport::new());
    let mut module = copy_2d(&session).map_err(|e| e.to_string())?;
    session
        .compile(&mut module, &CompileOptions::default())
        .map_err(|e| e.to_string())?;
    if let Some(report) = session.take_timing() {
        println!(
            "\none build + compile (intrinsics), per stage:\n{}",
            report.render()
        );
    }
    Ok(())
}

fn main() -> ExitCode {
    let rounds = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(200usize)
        .max(1);
    match run(rounds) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let _ = std::io::Write::write_all(
                &mut std::io::stderr(),
                format!("error: {e}\n").as_bytes(),
            );
            ExitCode::FAILURE
        }
    }
}
