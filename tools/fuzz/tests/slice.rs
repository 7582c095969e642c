//! The bounded fuzzing slice of `cargo test`: a fixed-seed run of each
//! fuzzer (well under two minutes together on this machine) and a replay
//! of the regression corpus. Each fails on any finding — crash, hang,
//! unlocated error, ptxas rejection, strategy mismatch, silent drop, a
//! generated kernel the pipelines refuse or the fence checker flags — and
//! lists every distinct one (class, count, signature, reproducer). The
//! reproducers are written under `target/tile-fuzz-slice/`; `tile-fuzz
//! show --seed S --iteration I` regenerates any input, `tile-fuzz minimize`
//! shrinks it. ptxas is required (TILE_PTXAS, `.tools/bin/ptxas` from
//! scripts/setup.sh, or PATH).

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use tile_fuzz::campaign::{self, Config, Mode, Report};
use tile_fuzz::corpus;
use tile_fuzz::findings::Store;
use tile_fuzz::minimize::Budget;
use tile_fuzz::pool::{Worker, WorkerConfig};
use tile_fuzz::protocol::Job;
use tile_fuzz::{ptxas, regressions};

/// The slice's seed: any change of the fuzzers changes the inputs, which is
/// fine (the slice must pass for every seed); it is fixed so that a failure
/// reproduces.
const SEED: u64 = 20_261_125;
/// Mutants: about 60 inputs/s on an idle core of this machine (30/s under
/// the usual load of five engineers building).
const MUTANTS: u64 = 2000;
/// Generated kernels: about 6 inputs/s idle, 3.5/s loaded (three
/// compilations and two ptxas runs each).
const GENERATED: u64 = 120;

fn out_dir(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("tile-fuzz-slice")
        .join(name)
}

fn worker_config(name: &str) -> WorkerConfig {
    WorkerConfig {
        exe: PathBuf::from(env!("CARGO_BIN_EXE_tile-fuzz")),
        root: corpus::default_root(),
        scratch: out_dir(name).join("scratch"),
        timeout: Duration::from_secs(10),
        memory_mb: 6144,
        jobs_per_session: 200,
        threads: None,
        core_dumps: false,
    }
}

fn require_ptxas() {
    if let Err(e) = ptxas::locate(&corpus::default_root()) {
        panic!("the fuzzing slice needs ptxas for its oracles: {e}");
    }
}

fn slice(name: &str, mode: Mode, iterations: u64) -> Report {
    require_ptxas();
    let seeds = Arc::new(corpus::load(&corpus::default_root()).expect("the seed corpus"));
    let dir = out_dir(name);
    let _ = std::fs::remove_dir_all(&dir);
    let config = Config {
        seed: SEED,
        first: 0,
        iterations: Some(iterations),
        time_limit: None,
        mode,
        generate_percent: 0,
        jobs: 1,
        minimize: false,
        budget: Budget::default(),
        worker: worker_config(name),
        progress: None,
        log: None,
    };
    let mut store = Store::new(&dir.join("findings"));
    let report = campaign::run(&config, seeds, &mut store);
    let _ = std::fs::remove_dir_all(dir.join("scratch"));
    report
}

fn assert_no_findings(what: &str, report: &Report) {
    assert_eq!(
        report.inputs,
        report.by_class.values().sum::<u64>(),
        "every input is classified"
    );
    assert!(
        report.findings.is_empty(),
        "{what}: {} distinct finding(s) in {} inputs (seed {SEED}; reproduce one with \
         `tile-fuzz check FILE`, regenerate its input with `tile-fuzz show --seed {SEED} \
         --iteration I`, the iteration is in FILE's .txt):\n{}",
        report.findings.len(),
        report.inputs,
        report.render()
    );
}

#[test]
fn mutation_slice_finds_nothing() {
    let report = slice("mutate", Mode::Mutate, MUTANTS);
    assert_eq!(report.inputs, MUTANTS);
    // The corpus must still reach every stage: accepted inputs and
    // located rejections both occur.
    assert!(
        report
            .by_class
            .get(&tile_fuzz::oracle::Class::Ok)
            .copied()
            .unwrap_or(0)
            > MUTANTS / 20
    );
    assert_no_findings("mutation slice", &report);
}

#[test]
fn generator_slice_finds_nothing() {
    let report = slice("generate", Mode::Generate, GENERATED);
    assert_eq!(report.inputs, GENERATED);
    // Generated kernels are meant to be valid: most must compile.
    let ok = report
        .by_class
        .get(&tile_fuzz::oracle::Class::Ok)
        .copied()
        .unwrap_or(0);
    assert!(
        ok * 10 >= GENERATED * 7 || !report.findings.is_empty(),
        "only {ok} of {GENERATED} generated kernels compiled:\n{}",
        report.render()
    );
    assert_no_findings("generator slice", &report);
}

#[test]
fn regression_corpus_passes() {
    require_ptxas();
    let root = corpus::default_root();
    let corpus =
        regressions::load(&regressions::default_dir(&root)).expect("the regression corpus");
    let mut worker = Worker::new(worker_config("regressions"), 0);
    let mut failures = Vec::new();
    for r in &corpus {
        let outcome = worker.run(&Job {
            kind: r.kind,
            input: r.input.clone(),
        });
        if outcome.class.is_finding() {
            failures.push(format!(
                "  {}: [{}] {}\n    (when promoted: {})",
                r.name,
                outcome.class,
                outcome.signature,
                r.meta
                    .lines()
                    .find(|l| l.starts_with("signature:"))
                    .unwrap_or("")
            ));
        }
    }
    drop(worker);
    let _ = std::fs::remove_dir_all(out_dir("regressions"));
    assert!(
        failures.is_empty(),
        "{} of {} regression inputs (tools/fuzz/regressions) still fail:\n{}",
        failures.len(),
        corpus.len(),
        failures.join("\n")
    );
}
