//! `tile-dsl`: compile tile-dsl programs with tile-opt embedded.
//!
//! ```text
//! tile-dsl build-all --out DIR [--programs DIR] [--no-host]
//! tile-dsl build FILE... --out DIR [--strategy intrinsics|asm|both] [--no-host]
//! tile-dsl check FILE...     check only: the DSL's rules, then the
//!                            compiler's on what it builds (no code)
//! tile-dsl ir FILE           print the tile IR the lowering builds
//! ```
//!
//! Errors go to stderr as `file:line:col: error: [rule] message`; the exit
//! status is 1 on any error, 2 on bad usage. `build` and `check` also
//! print the choices the check made (a copy widened to `i64`, a reduce-add
//! in shared memory) as `file:line:col: remark: [rule] message`.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use tile_compiler::{Session, Strategy};
use tile_dsl::output::{programs_in, write_program, STRATEGIES};
use tile_dsl::{check_plan, emit_ir, plan_file, DslError};

const USAGE: &str = "usage: tile-dsl build-all --out DIR [--programs DIR] [--no-host]
       tile-dsl build FILE... --out DIR [--strategy intrinsics|asm|both] [--no-host]
       tile-dsl check FILE...
       tile-dsl ir FILE";

/// What to do.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Command {
    /// Compile every program of a folder.
    BuildAll,
    /// Compile the given programs.
    Build,
    /// Check only (the DSL's rules, then the compiler's verifier).
    Check,
    /// Print the tile IR.
    Ir,
}

/// The parsed command line.
struct Args {
    command: Command,
    files: Vec<PathBuf>,
    out: Option<PathBuf>,
    programs: Option<PathBuf>,
    strategies: Vec<Strategy>,
    host: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut raw = std::env::args().skip(1);
    let command = match raw.next().as_deref() {
        Some("build-all") => Command::BuildAll,
        Some("build") => Command::Build,
        Some("check") => Command::Check,
        Some("ir") => Command::Ir,
        Some(other) => return Err(format!("unknown command '{other}'")),
        None => return Err("no command".into()),
    };
    let mut args = Args {
        command,
        files: Vec::new(),
        out: None,
        programs: None,
        strategies: STRATEGIES.to_vec(),
        host: true,
    };
    while let Some(a) = raw.next() {
        match a.as_str() {
            "--out" => args.out = Some(raw.next().ok_or("--out needs a folder")?.into()),
            "--programs" => {
                args.programs = Some(raw.next().ok_or("--programs needs a folder")?.into())
            }
            "--no-host" => args.host = false,
            "--strategy" => {
                args.strategies = match raw.next() {
                    Some(both) if both == "both" => STRATEGIES.to_vec(),
                    Some(one) => vec![one
                        .parse::<Strategy>()
                        .map_err(|e| format!("--strategy: {e} (or 'both')"))?],
                    None => return Err("--strategy needs intrinsics, asm or both".into()),
                }
            }
            flag if flag.starts_with("--") => return Err(format!("unknown option {flag}")),
            file => args.files.push(file.into()),
        }
    }
    Ok(args)
}

fn build(session: &Session, files: &[PathBuf], args: &Args, out: &Path) -> Result<(), DslError> {
    for file in files {
        let plan = plan_file(file)?;
        remarks(file, &plan);
        let written = write_program(session, &plan, &args.strategies, args.host, out)?;
        println!(
            "{}: {} -> {} files in {}",
            file.display(),
            plan.name,
            written.len(),
            out.display()
        );
    }
    Ok(())
}

/// Prints the choices the check made for `plan` (`file:line:col: remark:
/// [rule] message`) to stderr.
fn remarks(file: &Path, plan: &tile_dsl::Plan) {
    for r in &plan.remarks {
        eprintln!("{}:{r}", file.display());
    }
}

fn run(args: &Args) -> Result<(), DslError> {
    let session = Session::new();
    match args.command {
        Command::BuildAll => {
            let dir = args
                .programs
                .clone()
                .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("programs"));
            let files = programs_in(&dir)?;
            let out = args.out.clone().unwrap_or_else(|| PathBuf::from("dsl-out"));
            build(&session, &files, args, &out)
        }
        Command::Build => {
            let out = args.out.clone().unwrap_or_else(|| PathBuf::from("dsl-out"));
            build(&session, &args.files, args, &out)
        }
        Command::Check => {
            for file in &args.files {
                let plan = plan_file(file)?;
                remarks(file, &plan);
                check_plan(&session, &plan)?;
                println!(
                    "{}: {} ok ({} parameters)",
                    file.display(),
                    plan.name,
                    plan.params.len()
                );
            }
            Ok(())
        }
        Command::Ir => {
            for file in &args.files {
                print!("{}", emit_ir(&session, &plan_file(file)?)?);
            }
            Ok(())
        }
    }
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("tile-dsl: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
