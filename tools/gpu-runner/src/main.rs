//! gpu-runner: runs tile-opt's PTX on an NVIDIA GPU from a case description (TOML).
//!
//! ```text
//! gpu-runner run <case.toml> --module <file.ptx|cubin> [--strategy NAME] [--kernel NAME]
//!                [--checks N] [--no-time] [--seed N] [--device N] [--json FILE]
//!                [--launch-timeout SECONDS]
//! gpu-runner validate <case.toml>...      parse and check cases (no GPU needed)
//! gpu-runner plan <case.toml>...          name, case, mlir, kernel, reference .cu, its kernel (TSV)
//! gpu-runner table --results FILE [--sanitizers FILE]
//! ```
//! Exit status of `run`: 0 correct, 1 a check failed, 2 could not run (no GPU, CUDA error,
//! bad case). Every CUDA call is checked; the message names the call and the error.

mod case;
mod check;
mod cuda;
mod data;
mod run;
mod table;
mod tensormap;
mod timing;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The runner's one error type: a message for a person.
#[derive(Debug, Clone)]
pub struct Error(pub String);

impl Error {
    pub fn new(m: impl Into<String>) -> Error {
        Error(m.into())
    }
}

const USAGE: &str = "usage:
  gpu-runner run <case.toml> --module <file.ptx|.cubin> [--strategy NAME] [--kernel NAME]
                 [--checks N] [--no-time] [--seed N] [--device N] [--json FILE]
                 [--launch-timeout SECONDS]   (a checked launch still running then is a hang: default 30)
  gpu-runner validate <case.toml>...
  gpu-runner plan <case.toml>...
  gpu-runner table --results FILE [--sanitizers FILE]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("run") => cmd_run(&args[1..]),
        Some("validate") => cmd_validate(&args[1..]),
        Some("plan") => cmd_plan(&args[1..]),
        Some("table") => cmd_table(&args[1..]),
        Some("-h") | Some("--help") => {
            println!("{USAGE}");
            Ok(0)
        }
        _ => Err(Error::new(USAGE)),
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            eprintln!("gpu-runner: error: {}", e.0);
            ExitCode::from(2)
        }
    }
}

/// Split `args` into positionals and `--flag [value]` options (`flags` take no value).
type Parsed<'a> = (Vec<&'a str>, Vec<(&'a str, &'a str)>);

fn parse_opts<'a>(args: &'a [String], valued: &[&str], flags: &[&str]) -> Result<Parsed<'a>, Error> {
    let mut pos = Vec::new();
    let mut opts = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        if let Some((k, v)) = a.split_once('=').filter(|(k, _)| k.starts_with("--")) {
            if !valued.contains(&k) {
                return Err(Error::new(format!("unknown option {k}\n{USAGE}")));
            }
            opts.push((k, v));
        } else if valued.contains(&a) {
            let v = args.get(i + 1).ok_or_else(|| Error::new(format!("{a} needs a value")))?;
            opts.push((a, v.as_str()));
            i += 1;
        } else if flags.contains(&a) {
            opts.push((a, ""));
        } else if a.starts_with("--") {
            return Err(Error::new(format!("unknown option {a}\n{USAGE}")));
        } else {
            pos.push(a);
        }
        i += 1;
    }
    Ok((pos, opts))
}

fn opt<'a>(opts: &[(&str, &'a str)], k: &str) -> Option<&'a str> {
    opts.iter().rev().find(|(n, _)| *n == k).map(|(_, v)| *v)
}

fn num<T: std::str::FromStr>(opts: &[(&str, &str)], k: &str) -> Result<Option<T>, Error> {
    opt(opts, k).map(|v| v.parse::<T>().map_err(|_| Error::new(format!("{k}: not a number: {v}")))).transpose()
}

fn cmd_run(args: &[String]) -> Result<u8, Error> {
    let (pos, o) = parse_opts(
        args,
        &["--module", "--strategy", "--kernel", "--checks", "--seed", "--device", "--json", "--launch-timeout"],
        &["--no-time"],
    )?;
    let [case_path] = pos[..] else {
        return Err(Error::new(format!("run takes one case file\n{USAGE}")));
    };
    let module = opt(&o, "--module").ok_or_else(|| Error::new("run needs --module <file.ptx|.cubin>"))?;
    let opts = run::Options {
        case_path: PathBuf::from(case_path),
        module: PathBuf::from(module),
        strategy: opt(&o, "--strategy").unwrap_or("ptx").to_string(),
        kernel: opt(&o, "--kernel").map(String::from),
        device: num(&o, "--device")?.unwrap_or(0),
        checks: num(&o, "--checks")?.unwrap_or(2),
        time: opt(&o, "--no-time").is_none(),
        seed: num(&o, "--seed")?,
        launch_timeout: num(&o, "--launch-timeout")?.unwrap_or(30.0),
    };
    let mut rec = table::Record {
        case: Path::new(case_path).file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default(),
        strategy: opts.strategy.clone(),
        module: module.to_string(),
        ..Default::default()
    };
    // A panic (e.g. a driver symbol missing from libcuda) still leaves a record.
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run::run(&opts, &mut rec)));
    match outcome {
        Ok(Ok(())) => {}
        Ok(Err(e)) => {
            rec.status = "error".into();
            rec.message = e.0;
        }
        Err(p) => {
            let m = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "unknown panic".into());
            rec.status = "error".into();
            rec.message = format!("panic: {m}");
        }
    }
    let code = match rec.status.as_str() {
        "ok" => {
            println!("PASS {} [{}]: {}", rec.case, rec.strategy, rec.message);
            0
        }
        "wrong" => {
            println!("FAIL {} [{}]: {}", rec.case, rec.strategy, rec.message);
            1
        }
        _ => {
            println!("ERROR {} [{}]: {}", rec.case, rec.strategy, rec.message);
            2
        }
    };
    if let Some(j) = opt(&o, "--json") {
        rec.append_to(Path::new(j))?;
    }
    Ok(code)
}

fn cmd_validate(args: &[String]) -> Result<u8, Error> {
    if args.is_empty() {
        return Err(Error::new("validate takes case files"));
    }
    let mut bad = 0;
    for a in args {
        match case::Case::load(Path::new(a)) {
            Ok(c) => {
                let tensors: Vec<String> =
                    c.tensors.iter().map(|t| format!("{} {}{:?}", t.name, t.dtype.name(), t.shape)).collect();
                println!(
                    "ok {a}: {} — {} (tensors {}; {} params; grid {:?}, block {:?})",
                    c.name,
                    c.description,
                    tensors.join(", "),
                    c.params.len(),
                    c.launch.grid,
                    c.launch.block
                )
            }
            Err(e) => {
                println!("BAD {}", e.0);
                bad += 1;
            }
        }
    }
    Ok(if bad == 0 { 0 } else { 1 })
}

fn cmd_plan(args: &[String]) -> Result<u8, Error> {
    for a in args {
        let c = case::Case::load(Path::new(a))?;
        let (cu, k) = match &c.reference {
            Some(r) => (r.cu.display().to_string(), r.kernel.clone().unwrap_or_else(|| c.kernel.clone())),
            None => ("-".into(), "-".into()),
        };
        println!("{}\t{}\t{}\t{}\t{}\t{}", c.name, a, c.mlir.display(), c.kernel, cu, k);
    }
    Ok(0)
}

fn cmd_table(args: &[String]) -> Result<u8, Error> {
    let (pos, o) = parse_opts(args, &["--results", "--sanitizers"], &[])?;
    if !pos.is_empty() {
        return Err(Error::new(format!("table takes no positional arguments\n{USAGE}")));
    }
    let results = opt(&o, "--results").ok_or_else(|| Error::new("table needs --results FILE"))?;
    let records = table::read_records(Path::new(results))?;
    let san = match opt(&o, "--sanitizers") {
        Some(p) if Path::new(p).exists() => table::read_sanitizers(Path::new(p))?,
        _ => Default::default(),
    };
    print!("{}", table::render(&records, &san));
    Ok(0)
}
