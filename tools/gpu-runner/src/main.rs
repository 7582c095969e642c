//! gpu-runner: runs tile-opt's PTX on an NVIDIA GPU from a case description (TOML).
//!
//! ```text
//! gpu-runner run <case.toml> --module <file.ptx|cubin> [--strategy NAME] [--kernel NAME]
//!                [--checks N] [--no-time] [--seed N] [--device N] [--json FILE]
//!                [--launch-timeout SECONDS]
//! gpu-runner run <host-case.toml> --module <file.so> [--manifest FILE] ...
//!                                         a host-so case: dlopen the generated shared object,
//!                                         call its host function (see host_so.rs)
//! gpu-runner validate <case.toml>...      parse and check cases (no GPU needed)
//! gpu-runner plan [--host] <case.toml>... name, case, mlir, kernel, reference .cu, its kernel (TSV);
//!                                         --host: the host-so cases (name, case, mlir, kernel, function)
//! gpu-runner abi <case.toml> <file.ptx>   the case's parameters against the PTX .entry's (no GPU;
//!                                         a from_manifest case: the manifest's ABI words)
//! gpu-runner host-abi <case.toml> <manifest.json> <file.ptx>
//!                                         a host-so case: the manifest's parameters, memrefs
//!                                         expanded, against the PTX .entry's (no GPU)
//! gpu-runner table --results FILE [--sanitizers FILE]
//! ```
//! Exit status of `run`: 0 correct, 1 a check failed, 2 could not run (no GPU, CUDA error,
//! bad case). Every CUDA call is checked; the message names the call and the error.

mod case;
mod check;
mod cuda;
mod data;
mod from_manifest;
mod grouped;
mod host_so;
mod launch;
mod manifest;
mod mgpu;
mod run;
mod swizzle;
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
                 [--manifest FILE]   (host-so and from_manifest cases: default <module>.manifest.json)
                 [--launch-checks-only]   (host-so, from_manifest: skip the output checks; the fake-libcuda dry run)
  gpu-runner validate <case.toml>...
  gpu-runner plan [--host] <case.toml>...
  gpu-runner abi <case.toml> <file.ptx> [--kernel NAME] [--manifest FILE]
  gpu-runner host-abi <case.toml> <manifest.json> <file.ptx>
  gpu-runner table --results FILE [--sanitizers FILE]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("run") => cmd_run(&args[1..]),
        Some("validate") => cmd_validate(&args[1..]),
        Some("plan") => cmd_plan(&args[1..]),
        Some("abi") => cmd_abi(&args[1..]),
        Some("host-abi") => cmd_host_abi(&args[1..]),
        Some("table") => cmd_table(&args[1..]),
        Some("grouped") => grouped::cmd(&args[1..]),
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

fn parse_opts<'a>(
    args: &'a [String],
    valued: &[&str],
    flags: &[&str],
) -> Result<Parsed<'a>, Error> {
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
            let v = args
                .get(i + 1)
                .ok_or_else(|| Error::new(format!("{a} needs a value")))?;
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
    option_number(k, opt(opts, k))
}

/// The value `v` of option `k`, where given, as a number.
pub(crate) fn option_number<T: std::str::FromStr>(
    k: &str,
    v: Option<&str>,
) -> Result<Option<T>, Error> {
    v.map(|v| {
        v.parse::<T>()
            .map_err(|_| Error::new(format!("{k}: not a number: {v}")))
    })
    .transpose()
}

fn cmd_run(args: &[String]) -> Result<u8, Error> {
    let (pos, o) = parse_opts(
        args,
        &[
            "--module",
            "--strategy",
            "--kernel",
            "--checks",
            "--seed",
            "--device",
            "--json",
            "--launch-timeout",
            "--manifest",
        ],
        &["--no-time", "--launch-checks-only"],
    )?;
    let [case_path] = pos[..] else {
        return Err(Error::new(format!("run takes one case file\n{USAGE}")));
    };
    let module =
        opt(&o, "--module").ok_or_else(|| Error::new("run needs --module <file.ptx|.cubin>"))?;
    let opts = launch::Options {
        case_path: PathBuf::from(case_path),
        module: PathBuf::from(module),
        strategy: opt(&o, "--strategy").unwrap_or("ptx").to_string(),
        kernel: opt(&o, "--kernel").map(String::from),
        device: num(&o, "--device")?.unwrap_or(0),
        checks: num(&o, "--checks")?.unwrap_or(2),
        time: opt(&o, "--no-time").is_none(),
        seed: num(&o, "--seed")?,
        launch_timeout: num(&o, "--launch-timeout")?.unwrap_or(30.0),
        manifest: opt(&o, "--manifest").map(PathBuf::from),
        launch_checks_only: opt(&o, "--launch-checks-only").is_some(),
    };
    let mut rec = table::Record {
        case: Path::new(case_path)
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default(),
        strategy: opts.strategy.clone(),
        module: module.to_string(),
        ..Default::default()
    };
    // A panic (e.g. a driver symbol missing from libcuda) still leaves a record.
    let outcome =
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run::run(&opts, &mut rec)));
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
                let tensors: Vec<String> = c
                    .tensors
                    .iter()
                    .map(|t| format!("{} {}{:?}", t.name, t.dtype.name(), t.shape))
                    .collect();
                let how = match &c.launch {
                    Some(l) => format!(
                        "{} params; grid {:?}, block {:?}",
                        c.params.len(),
                        l.grid,
                        l.block
                    ),
                    None => format!(
                        "host-so: {}({}); {} expected launches",
                        c.host_function.as_deref().unwrap_or("?"),
                        c.args.join(", "),
                        c.expect_launches.len()
                    ),
                };
                println!(
                    "ok {a}: {} — {} (tensors {}; {how})",
                    c.name,
                    c.description,
                    tensors.join(", ")
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
    let (pos, o) = parse_opts(args, &[], &["--host"])?;
    let host = opt(&o, "--host").is_some();
    for a in pos {
        let c = case::Case::load(Path::new(a))?;
        if c.host_so != host {
            continue;
        }
        if host {
            println!(
                "{}\t{}\t{}\t{}\t{}",
                c.name,
                a,
                c.mlir.display(),
                c.kernel,
                c.host_function()?
            );
            continue;
        }
        let (cu, k) = match &c.reference {
            Some(r) => (
                r.cu.display().to_string(),
                r.kernel.clone().unwrap_or_else(|| c.kernel.clone()),
            ),
            None => ("-".into(), "-".into()),
        };
        println!(
            "{}\t{}\t{}\t{}\t{}\t{}",
            c.name,
            a,
            c.mlir.display(),
            c.kernel,
            cu,
            k
        );
    }
    Ok(0)
}

/// The byte sizes of the parameters of `.entry kernel(...)` in PTX text.
fn ptx_param_sizes(ptx: &str, kernel: &str) -> Result<Vec<usize>, Error> {
    let head = format!(".entry {kernel}(");
    let start = ptx
        .find(&head)
        .ok_or_else(|| Error::new(format!("no {head} in the PTX")))?
        + head.len();
    let end = start
        + ptx[start..]
            .find(')')
            .ok_or_else(|| Error::new("unterminated parameter list"))?;
    let mut sizes = Vec::new();
    for decl in ptx[start..end]
        .split(',')
        .map(str::trim)
        .filter(|d| !d.is_empty())
    {
        let words: Vec<&str> = decl.split_whitespace().collect();
        let last = words.last().copied().unwrap_or("");
        let size = if let Some(open) = last.find('[') {
            let n: usize = last[open + 1..last.len() - 1]
                .parse()
                .map_err(|_| Error::new(format!("bad array in '{decl}'")))?;
            let elem = words
                .iter()
                .find_map(|w| {
                    w.strip_prefix(".b")
                        .or(w.strip_prefix(".u"))
                        .or(w.strip_prefix(".s"))
                })
                .and_then(|b| b.parse::<usize>().ok())
                .unwrap_or(8);
            n * elem / 8
        } else {
            let ty = words.iter().rev().skip(1).find(|w| {
                let w = w.trim_start_matches('.');
                w.len() > 1
                    && matches!(&w[..1], "u" | "s" | "b" | "f")
                    && w[1..].chars().all(|c| c.is_ascii_digit())
            });
            let bits: usize = ty.map(|w| w[2..].parse().unwrap_or(0)).unwrap_or(0);
            if bits == 0 {
                return Err(Error::new(format!("cannot size the parameter '{decl}'")));
            }
            bits / 8
        };
        sizes.push(size);
    }
    Ok(sizes)
}

fn cmd_abi(args: &[String]) -> Result<u8, Error> {
    let (pos, o) = parse_opts(args, &["--kernel", "--manifest"], &[])?;
    let [case_path, ptx_path] = pos[..] else {
        return Err(Error::new(format!(
            "abi takes a case file and a PTX file\n{USAGE}"
        )));
    };
    let c = case::Case::load(Path::new(case_path))?;
    let kernel = opt(&o, "--kernel").unwrap_or(&c.kernel);
    let ptx =
        std::fs::read_to_string(ptx_path).map_err(|e| Error::new(format!("{ptx_path}: {e}")))?;
    let have = ptx_param_sizes(&ptx, kernel)?;
    let want = if c.from_manifest {
        let path = opt(&o, "--manifest")
            .map(PathBuf::from)
            .unwrap_or_else(|| manifest::default_manifest(Path::new(ptx_path)));
        from_manifest::abi_sizes(&manifest::load_manifest(&path)?, kernel)?
    } else {
        c.param_sizes()?
    };
    if have == want {
        println!(
            "ok {case_path}: {kernel} takes {} parameters, sizes match",
            have.len()
        );
        Ok(0)
    } else {
        println!("BAD {case_path}: {ptx_path} .entry {kernel} declares parameter sizes {have:?}; the case passes {want:?}");
        Ok(1)
    }
}

fn cmd_host_abi(args: &[String]) -> Result<u8, Error> {
    let [case_path, manifest, ptx_path] = args else {
        return Err(Error::new(format!(
            "host-abi takes a case file, a manifest and a PTX file\n{USAGE}"
        )));
    };
    let c = case::Case::load(Path::new(case_path))?;
    let m = manifest::load_manifest(Path::new(manifest))?;
    let ptx =
        std::fs::read_to_string(ptx_path).map_err(|e| Error::new(format!("{ptx_path}: {e}")))?;
    let (ok, msg) = host_so::abi(&c, &m, &ptx)?;
    println!("{} {case_path}: {msg}", if ok { "ok" } else { "BAD" });
    Ok(if ok { 0 } else { 1 })
}

fn cmd_table(args: &[String]) -> Result<u8, Error> {
    let (pos, o) = parse_opts(args, &["--results", "--sanitizers"], &[])?;
    if !pos.is_empty() {
        return Err(Error::new(format!(
            "table takes no positional arguments\n{USAGE}"
        )));
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

#[cfg(test)]
mod tests {
    use super::ptx_param_sizes;

    #[test]
    fn sizes_ptx_entry_parameters() {
        let ptx = ".visible .entry k(\n\t.param .align 64 .b8 k_param_0[128],\n\t.param .u64 .ptr .global .align 1 k_param_1,\n\t.param .u64 k_param_2,\n\t.param .u32 k_param_3\n)\n{\n}";
        assert_eq!(ptx_param_sizes(ptx, "k").unwrap(), vec![128, 8, 8, 4]);
        assert!(ptx_param_sizes(ptx, "other").is_err());
        assert_eq!(
            ptx_param_sizes(".entry e(\n)\n", "e").unwrap(),
            Vec::<usize>::new()
        );
    }
}
