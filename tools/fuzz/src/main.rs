//! `tile-fuzz`: the command line over the `tile_fuzz` library (see
//! tools/fuzz/README.md for the commands).

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;
use tile_fuzz::campaign::{self, Config, Mode};
use tile_fuzz::error::FuzzError;
use tile_fuzz::findings::{read_kind, Store};
use tile_fuzz::minimize::Budget;
use tile_fuzz::paths;
use tile_fuzz::pool::{current_exe, scratch_dir, Worker, WorkerConfig};
use tile_fuzz::protocol::{Job, JobKind};
use tile_fuzz::{corpus, ptxas, regressions, stress, worker};

/// `println!` that ignores a closed stdout (`tile-fuzz ... | head`).
macro_rules! say {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($t)*);
    }};
}

/// `print!` that ignores a closed stdout.
macro_rules! say_raw {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stdout(), $($t)*);
    }};
}

/// A command-line error.
fn usage(text: impl Into<String>) -> FuzzError {
    FuzzError::Usage(text.into())
}

const USAGE: &str = "\
tile-fuzz: mutation and structure-aware fuzzing of tile-opt (in-process, in worker processes)

USAGE:
  tile-fuzz run [--seed N] [--first N] [--iterations N] [--time-limit SECS]
                [--mode mutate|generate|both] [--generate-percent P] [--jobs N]
                [--findings DIR (default target/tile-fuzz/findings)] [--no-minimize] [--timeout SECS] [--memory-mb N]
                [--log FILE]  (input, class, signature of every input)
                [--jobs-per-session N]  (default 200: a library Session serves up to N
                                   inputs, renewed after any finding; 1: fresh per input)
                [--threads N]     (threads of each worker's Session; default: all cores)
  tile-fuzz show --seed N --iteration I [--mode M] [--generate-percent P]
                                   print input I of a campaign (and how it is run)
  tile-fuzz check FILE [--kind K]  run one input, print its outcome
  tile-fuzz minimize FILE [--kind K] [-o OUT]
                                   shrink FILE keeping its outcome
  tile-fuzz replay [DIR|FILE...]   re-run findings (default: records/fuzz/fixed, target/tile-fuzz/findings) and
                                   the regression corpus; with --binary PATH also through tile-opt
  tile-fuzz promote FINDING.mlir --name NAME [--lit] [--expect-ok]
                                   add a finding to tools/fuzz/regressions (and a test/Fuzz skeleton)
  tile-fuzz stress FILE... [--iterations N] [--mutants K] [--around SEED:ITER:RADIUS[:PCT]]...
                [--jobs N | --in-process] [--threads N] [--out DIR] [--seed S] [--time-limit SECS]
                                   run the same inputs (and neighbours) N times; failures to
                                   DIR (default target/tile-fuzz-stress)

  K is `generated` or `mutant <path>`; paths: verify, split-verify-diagnostics,
  default-mlir, default-ptx, asm-ptx, sm100-ptx, sm100-asm-ptx, default-llvm,
  host-llvm, asm-host-llvm, split-default-ptx, split-verify-diagnostics-default,
  sm90-verify, host-obj, manifest-ptx. Common: --root DIR (repository), --timeout SECS (default 10).
";

struct Args {
    positional: Vec<String>,
    options: Vec<(String, Option<String>)>,
}

impl Args {
    fn parse(args: &[String]) -> Result<Args, FuzzError> {
        const FLAGS: &[&str] = &[
            "--no-minimize",
            "--lit",
            "--expect-ok",
            "--worker",
            "--core-dumps",
            "--in-process",
        ];
        let mut positional = Vec::new();
        let mut options = Vec::new();
        let mut i = 0;
        while i < args.len() {
            let a = &args[i];
            if let Some((k, v)) = a.split_once('=').filter(|_| a.starts_with("--")) {
                options.push((k.to_string(), Some(v.to_string())));
            } else if FLAGS.contains(&a.as_str()) {
                options.push((a.clone(), None));
            } else if a.starts_with('-') && a.len() > 1 {
                let v = args
                    .get(i + 1)
                    .ok_or_else(|| usage(format!("{a} needs a value")))?
                    .clone();
                options.push((a.clone(), Some(v)));
                i += 1;
            } else {
                positional.push(a.clone());
            }
            i += 1;
        }
        Ok(Args {
            positional,
            options,
        })
    }

    fn get(&self, name: &str) -> Option<&str> {
        self.options
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .and_then(|(_, v)| v.as_deref())
    }

    fn all(&self, name: &str) -> Vec<&str> {
        self.options
            .iter()
            .filter(|(k, _)| k == name)
            .filter_map(|(_, v)| v.as_deref())
            .collect()
    }

    fn flag(&self, name: &str) -> bool {
        self.options.iter().any(|(k, _)| k == name)
    }

    fn number(&self, name: &str) -> Result<Option<u64>, FuzzError> {
        self.get(name)
            .map(|v| {
                v.parse::<u64>()
                    .map_err(|_| usage(format!("{name}: expected a number, got '{v}'")))
            })
            .transpose()
    }
}

fn root(args: &Args) -> PathBuf {
    args.get("--root")
        .map(PathBuf::from)
        .unwrap_or_else(corpus::default_root)
}

/// Inputs one library `Session` serves in a worker before a fresh one is
/// made (it is also renewed after every finding and after a fatal LLVM
/// error): creating and destroying the MLIR context with every dialect was
/// a third of a worker's time with a fresh session per input.
const DEFAULT_JOBS_PER_SESSION: u64 = 200;

fn worker_config(args: &Args, scratch: PathBuf) -> Result<WorkerConfig, FuzzError> {
    Ok(WorkerConfig {
        exe: current_exe()?,
        root: root(args),
        scratch,
        timeout: Duration::from_secs(args.number("--timeout")?.unwrap_or(10)),
        memory_mb: args.number("--memory-mb")?.unwrap_or(6144),
        jobs_per_session: args
            .number("--jobs-per-session")?
            .unwrap_or(DEFAULT_JOBS_PER_SESSION) as usize,
        threads: args.number("--threads")?.map(|t| t.max(1) as usize),
        core_dumps: args.flag("--core-dumps"),
    })
}

fn kind(args: &Args, file: Option<&Path>) -> Result<JobKind, FuzzError> {
    if let Some(k) = args.get("--kind") {
        return JobKind::parse(k).ok_or_else(|| usage(format!("--kind: unknown kind '{k}'")));
    }
    if let Some(f) = file {
        for meta in [f.with_extension("txt"), f.with_extension("meta")] {
            if let Some(k) = read_kind(&meta) {
                return Ok(k);
            }
        }
    }
    Err(usage(
        "--kind is needed (no .txt/.meta next to the file names one)",
    ))
}

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let args = match Args::parse(&argv) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("tile-fuzz: {e}");
            return ExitCode::from(2);
        }
    };
    if args.flag("--worker") {
        let memory = args.number("--memory-mb").ok().flatten().unwrap_or(0);
        let per_session = args
            .number("--jobs-per-session")
            .ok()
            .flatten()
            .unwrap_or(1);
        let scratch = args.get("--scratch").map(PathBuf::from).unwrap_or_else(|| {
            paths::default_scratch().join(format!("worker-{}", std::process::id()))
        });
        let options = worker::ServeOptions {
            memory_mb: memory,
            jobs_per_session: per_session as usize,
            threads: args
                .number("--threads")
                .ok()
                .flatten()
                .map(|t| t.max(1) as usize),
            core_dumps: args.flag("--core-dumps"),
        };
        let code = worker::serve(&root(&args), &scratch, options);
        return ExitCode::from(code.clamp(0, 255) as u8);
    }
    let result = match args.positional.first().map(String::as_str) {
        Some("run") => cmd_run(&args),
        Some("show") => cmd_show(&args),
        Some("check") => cmd_check(&args),
        Some("minimize") => cmd_minimize(&args),
        Some("replay") => cmd_replay(&args),
        Some("promote") => cmd_promote(&args),
        Some("stress") => cmd_stress(&args),
        _ => {
            say_raw!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("tile-fuzz: {e}");
            ExitCode::from(2)
        }
    }
}

fn cmd_run(args: &Args) -> Result<ExitCode, FuzzError> {
    let root = root(args);
    let seeds = Arc::new(corpus::load(&root)?);
    let findings = args
        .get("--findings")
        .map(PathBuf::from)
        .unwrap_or_else(paths::default_findings);
    let mode = match args.get("--mode") {
        Some(m) => Mode::parse(m).ok_or_else(|| usage(format!("--mode: unknown mode '{m}'")))?,
        None => Mode::Both,
    };
    let iterations = args.number("--iterations")?;
    let time_limit = args.number("--time-limit")?.map(Duration::from_secs);
    if iterations.is_none() && time_limit.is_none() {
        return Err(usage("give --iterations or --time-limit"));
    }
    match ptxas::locate(&root) {
        Ok(p) => eprintln!("ptxas: {}", p.display()),
        Err(e) => eprintln!("warning: {e}; the ptxas oracle is off"),
    }
    let scratch = scratch_dir(&paths::default_scratch());
    // A scratch folder the workers cannot create would make every input a
    // "crash" of the harness itself: refuse to start instead.
    std::fs::create_dir_all(&scratch).map_err(|e| FuzzError::io("create", &scratch, e))?;
    let config = Config {
        seed: args.number("--seed")?.unwrap_or(1),
        first: args.number("--first")?.unwrap_or(0),
        iterations,
        time_limit,
        mode,
        generate_percent: args.number("--generate-percent")?.unwrap_or(35) as u32,
        jobs: args.number("--jobs")?.unwrap_or(1) as usize,
        minimize: !args.flag("--no-minimize"),
        budget: Budget::default(),
        worker: worker_config(args, scratch.clone())?,
        progress: Some(Duration::from_secs(30)),
        log: args.get("--log").map(PathBuf::from),
    };
    eprintln!(
        "tile-fuzz: seed {}, {} seed chunks, findings in {}",
        config.seed,
        seeds.len(),
        findings.display()
    );
    let mut store = Store::new(&findings);
    let report = campaign::run(&config, seeds, &mut store);
    remove_scratch(&scratch);
    say_raw!("{}", report.render());
    Ok(if report.findings.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn cmd_show(args: &Args) -> Result<ExitCode, FuzzError> {
    let root = root(args);
    let seeds = corpus::load(&root)?;
    let seed = args.number("--seed")?.unwrap_or(1);
    let iteration = args
        .number("--iteration")?
        .ok_or_else(|| usage("--iteration is needed"))?;
    let mode = args
        .get("--mode")
        .map(|m| Mode::parse(m).ok_or_else(|| usage(format!("--mode: unknown mode '{m}'"))))
        .transpose()?
        .unwrap_or(Mode::Both);
    let percent = args.number("--generate-percent")?.unwrap_or(35) as u32;
    let (job, origin) = campaign::make_job(&seeds, seed, iteration, mode, percent);
    eprintln!("{origin}\nkind: {}", job.kind.header());
    use std::io::Write;
    std::io::stdout()
        .write_all(&job.input)
        .map_err(|e| FuzzError::io("write", "stdout", e))?;
    Ok(ExitCode::SUCCESS)
}

fn one_worker(args: &Args) -> Result<(Worker, PathBuf), FuzzError> {
    if let Err(e) = ptxas::locate(&root(args)) {
        eprintln!("warning: {e}; the ptxas oracle is off");
    }
    let scratch = scratch_dir(&paths::default_scratch());
    Ok((
        Worker::new(worker_config(args, scratch.clone())?, 0),
        scratch,
    ))
}

fn cmd_check(args: &Args) -> Result<ExitCode, FuzzError> {
    let file = PathBuf::from(
        args.positional
            .get(1)
            .ok_or_else(|| usage("check: FILE is needed"))?,
    );
    let kind = kind(args, Some(&file))?;
    let input = std::fs::read(&file).map_err(|e| FuzzError::io("read", &file, e))?;
    let (mut worker, scratch) = one_worker(args)?;
    let outcome = worker.run(&Job { kind, input });
    drop(worker);
    remove_scratch(&scratch);
    say!(
        "{}: {}\n{}",
        outcome.class,
        outcome.signature,
        outcome.detail
    );
    Ok(if outcome.class.is_finding() {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn cmd_minimize(args: &Args) -> Result<ExitCode, FuzzError> {
    let file = PathBuf::from(
        args.positional
            .get(1)
            .ok_or_else(|| usage("minimize: FILE is needed"))?,
    );
    let kind = kind(args, Some(&file))?;
    let input = std::fs::read(&file).map_err(|e| FuzzError::io("read", &file, e))?;
    let (mut worker, scratch) = one_worker(args)?;
    let job = Job { kind, input };
    let outcome = worker.run(&job);
    if !outcome.class.is_finding() {
        return Err(usage(format!(
            "{} is not a finding ({})",
            file.display(),
            outcome.class
        )));
    }
    let small = campaign::shrink(&mut worker, &job, &outcome, Budget::default());
    drop(worker);
    remove_scratch(&scratch);
    let out = args
        .get("-o")
        .map(PathBuf::from)
        .unwrap_or_else(|| file.with_extension("min.mlir"));
    std::fs::write(&out, &small).map_err(|e| FuzzError::io("write", &out, e))?;
    eprintln!(
        "[{}] {}: {} -> {} bytes in {}",
        outcome.class,
        outcome.signature,
        job.input.len(),
        small.len(),
        out.display()
    );
    Ok(ExitCode::SUCCESS)
}

fn cmd_replay(args: &Args) -> Result<ExitCode, FuzzError> {
    let root = root(args);
    let mut files: Vec<PathBuf> = args.positional[1..].iter().map(PathBuf::from).collect();
    if files.is_empty() {
        files.push(root.join("records/fuzz/fixed"));
        if paths::default_findings().is_dir() {
            files.push(paths::default_findings());
        }
        files.push(regressions::default_dir(&root));
    }
    let mut inputs = Vec::new();
    for f in files {
        collect_findings(&f, &mut inputs);
        if f.is_dir() {
            // Regressions whose input is generated (a `.meta` with `generate:`).
            let out = paths::default_scratch().join("replay-generated");
            inputs.extend(regressions::write_generated(&f, &out)?);
        }
    }
    let (mut worker, scratch) = one_worker(args)?;
    let binary = args.get("--binary").map(PathBuf::from);
    let mut still = 0;
    for f in &inputs {
        let Ok(kind) = kind(args, Some(f)) else {
            say!("{}: no kind, skipped", f.display());
            continue;
        };
        let input = std::fs::read(f).map_err(|e| FuzzError::io("read", f, e))?;
        let outcome = worker.run(&Job {
            kind,
            input: input.clone(),
        });
        if outcome.class.is_finding() {
            still += 1;
        }
        say!("{}: [{}] {}", f.display(), outcome.class, outcome.signature);
        if let (Some(bin), JobKind::Mutant(path)) = (&binary, kind) {
            // The manifest placeholder is substituted, as in the worker.
            let manifest = scratch.join("replay-manifest.json");
            let run = std::process::Command::new(bin)
                .arg(f)
                .args(path.args_with(&manifest.to_string_lossy()))
                .arg("-o")
                .arg(scratch.join("replay.out"))
                .output()
                .map_err(|source| FuzzError::Spawn {
                    exe: bin.clone(),
                    source,
                })?;
            let stderr = String::from_utf8_lossy(&run.stderr);
            let first = stderr.lines().next().unwrap_or("");
            say!("    tile-opt: {} {first}", run.status);
        }
    }
    drop(worker);
    remove_scratch(&scratch);
    say!("{} of {} still fail", still, inputs.len());
    Ok(if still == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn cmd_stress(args: &Args) -> Result<ExitCode, FuzzError> {
    let root = root(args);
    let mut inputs = Vec::new();
    for name in &args.positional[1..] {
        let file = PathBuf::from(name);
        let kind = kind(args, Some(&file))?;
        let input = std::fs::read(&file).map_err(|e| FuzzError::io("read", &file, e))?;
        inputs.push((file, Job { kind, input }));
    }
    let around = args
        .all("--around")
        .into_iter()
        .map(|a| {
            stress::Around::parse(a).ok_or_else(|| {
                usage(format!(
                    "--around: expected SEED:ITER:RADIUS[:PCT], got '{a}'"
                ))
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    if inputs.is_empty() && around.is_empty() {
        return Err(usage("stress: give input files or --around"));
    }
    let seeds = Arc::new(corpus::load(&root)?);
    if let Err(e) = ptxas::locate(&root) {
        eprintln!("warning: {e}; the ptxas oracle is off");
    }
    let scratch = scratch_dir(&std::env::temp_dir().join("tile-fuzz"));
    std::fs::create_dir_all(&scratch).map_err(|e| FuzzError::io("create", &scratch, e))?;
    let config = stress::StressConfig {
        inputs,
        rounds: args.number("--iterations")?.unwrap_or(100),
        mutants: args.number("--mutants")?.unwrap_or(0),
        around,
        seed: args.number("--seed")?.unwrap_or(1),
        jobs: if args.flag("--in-process") {
            0
        } else {
            args.number("--jobs")?.unwrap_or(1).max(1) as usize
        },
        worker: worker_config(args, scratch.clone())?,
        out: args
            .get("--out")
            .map(PathBuf::from)
            .unwrap_or_else(|| root.join("target/tile-fuzz-stress")),
        time_limit: args.number("--time-limit")?.map(Duration::from_secs),
    };
    let report = stress::run(&config, seeds);
    remove_scratch(&scratch);
    say_raw!("{}", report.render());
    Ok(if report.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Removes a scratch folder and its parent when that is left empty.
fn remove_scratch(scratch: &Path) {
    let _ = std::fs::remove_dir_all(scratch);
    if let Some(parent) = scratch.parent() {
        let _ = std::fs::remove_dir(parent);
    }
}

fn collect_findings(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(path)
            .map(|e| e.flatten().map(|e| e.path()).collect())
            .unwrap_or_default();
        entries.sort();
        for e in entries {
            collect_findings(&e, out);
        }
    } else if path.extension().is_some_and(|e| e == "mlir") {
        out.push(path.to_path_buf());
    }
}

fn cmd_promote(args: &Args) -> Result<ExitCode, FuzzError> {
    let root = root(args);
    let file = PathBuf::from(
        args.positional
            .get(1)
            .ok_or_else(|| usage("promote: FINDING is needed"))?,
    );
    let name = args
        .get("--name")
        .ok_or_else(|| usage("promote: --name is needed"))?;
    let target = regressions::promote(&file, name, &regressions::default_dir(&root))?;
    eprintln!("wrote {}", target.display());
    if args.flag("--lit") {
        let kind = kind(args, Some(&file))?;
        let input = std::fs::read(&file).map_err(|e| FuzzError::io("read", &file, e))?;
        let meta = std::fs::read_to_string(file.with_extension("txt")).unwrap_or_default();
        let note = meta
            .lines()
            .find_map(|l| l.strip_prefix("signature: "))
            .unwrap_or("")
            .to_string();
        let text = regressions::lit_skeleton(kind, &input, &note, args.flag("--expect-ok"))
            .ok_or_else(|| usage("no lit skeleton for this finding (generated, or not text)"))?;
        let lit = root.join("test/Fuzz").join(format!("{name}.mlir"));
        std::fs::create_dir_all(root.join("test/Fuzz"))
            .map_err(|e| FuzzError::io("create", root.join("test/Fuzz"), e))?;
        std::fs::write(&lit, text).map_err(|e| FuzzError::io("write", &lit, e))?;
        eprintln!("wrote {} (it fails until the bug is fixed)", lit.display());
    }
    Ok(ExitCode::SUCCESS)
}
