//! Command-line options of `tile-opt` and its `--help` text.

use thiserror::Error;
use tile_passes::Registry;
use tile_rules::{target::TargetError, Target};

/// What the driver writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Emit {
    /// MLIR text (default).
    Mlir,
    /// LLVM IR of each `gpu.module`.
    Llvm,
    /// PTX of each `gpu.module`.
    Ptx,
    /// LLVM IR of the host module (x86-64, PTX embedded), after the host tail.
    HostLlvm,
    /// An x86-64 ELF object of the host module (PIC).
    HostObj,
    /// A shared object of the host module (`cc -shared`).
    HostSo,
    /// The launch manifest (JSON) the pipeline left on the module.
    Manifest,
}

impl Emit {
    /// Whether the output is binary (one object per run).
    pub fn is_binary(self) -> bool {
        matches!(self, Emit::HostObj | Emit::HostSo)
    }
}

/// Parsed command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Input file; `-` or none reads stdin.
    pub input: Option<String>,
    /// Output file; none writes stdout.
    pub output: Option<String>,
    /// Split the input at `// -----` and process each part alone.
    pub split_input_file: bool,
    /// Check diagnostics against `expected-*` comments instead of printing them.
    pub verify_diagnostics: bool,
    /// Pipeline elements, in command-line order.
    pub pipeline: Vec<String>,
    /// `--target`.
    pub target: Option<Target>,
    /// `--emit`.
    pub emit: Emit,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered: bool,
    /// `--help`.
    pub help: bool,
    /// `--timing`: print per-stage wall times to stderr.
    pub timing: bool,
    /// `--threads=N`: threads for PTX generation (none: all cores).
    pub threads: Option<usize>,
    /// `--output-chunk-ops=N`: least ops of a chunk when one unit's
    /// kernels are split for parallel PTX generation (0: never; none: the
    /// default).
    pub chunk_ops: Option<usize>,
    /// `--libdevice=PATH`: NVIDIA's libdevice for units that call it (none:
    /// looked for, see `Session::set_libdevice`).
    pub libdevice: Option<String>,
    /// `--verify-each[=true|false]`: MLIR's verifier after every pass
    /// (none: after every pass of a pipeline text, once after a named one).
    pub verify_each: Option<bool>,
}

/// A bad command line.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum CliError {
    /// An option this driver does not know.
    #[error("unknown option '{0}' (see --help)")]
    UnknownOption(String),
    /// An option that needs a value got none.
    #[error("option '{0}' needs a value")]
    MissingValue(String),
    /// More than one input file.
    #[error("more than one input file: '{0}' and '{1}'")]
    TwoInputs(String, String),
    /// A bad `--target`.
    #[error("--target: {0}")]
    Target(#[from] TargetError),
    /// A bad `--verify-each` value.
    #[error("--verify-each must be true or false, got '{0}'")]
    VerifyEach(String),
    /// A bad `--threads`.
    #[error("--threads must be a positive integer, got '{0}'")]
    Threads(String),
    /// A bad `--output-chunk-ops`.
    #[error("--output-chunk-ops must be a non-negative integer, got '{0}'")]
    ChunkOps(String),
    /// A bad `--emit`.
    #[error(
        "--emit must be mlir, llvm or ptx, got '{0}' (host code: host-llvm, host-obj or host-so; the launch manifest: manifest)"
    )]
    Emit(String),
}

/// Parses `args` (without the program name).
pub fn parse_args(args: &[String], registry: &Registry) -> Result<Options, CliError> {
    let mut o = Options {
        input: None,
        output: None,
        split_input_file: false,
        verify_diagnostics: false,
        pipeline: Vec::new(),
        target: None,
        emit: Emit::Mlir,
        allow_unregistered: false,
        help: false,
        timing: false,
        threads: None,
        chunk_ops: None,
        libdevice: None,
        verify_each: None,
    };
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with('-') => (f.to_string(), Some(v.to_string())),
            _ => (arg.clone(), None),
        };
        let mut value = |name: &str| -> Result<String, CliError> {
            if let Some(v) = &inline {
                return Ok(v.clone());
            }
            i += 1;
            args.get(i)
                .cloned()
                .ok_or_else(|| CliError::MissingValue(name.to_string()))
        };
        match flag.as_str() {
            "-h" | "--help" | "-help" => o.help = true,
            "-o" => o.output = Some(value("-o")?),
            "--split-input-file" | "-split-input-file" => o.split_input_file = true,
            "--verify-diagnostics" | "-verify-diagnostics" => o.verify_diagnostics = true,
            "--allow-unregistered-dialect" => o.allow_unregistered = true,
            "--timing" | "-timing" | "--mlir-timing" => o.timing = true,
            "--verify-each" | "-verify-each" => {
                o.verify_each = match inline.as_deref() {
                    None | Some("true") | Some("1") => Some(true),
                    Some("false") | Some("0") => Some(false),
                    Some(other) => return Err(CliError::VerifyEach(other.to_string())),
                }
            }
            "--threads" => {
                let text = value("--threads")?;
                o.threads = match text.parse::<usize>() {
                    Ok(n) if n > 0 => Some(n),
                    _ => return Err(CliError::Threads(text)),
                };
            }
            "--output-chunk-ops" => {
                let text = value("--output-chunk-ops")?;
                o.chunk_ops = Some(
                    text.parse::<usize>()
                        .map_err(|_| CliError::ChunkOps(text))?,
                );
            }
            "--libdevice" => o.libdevice = Some(value("--libdevice")?),
            "--pass-pipeline" | "-p" | "--pipeline" => o.pipeline.push(value(&flag)?),
            "--target" => o.target = Some(Target::parse(&value("--target")?)?),
            "--emit" => {
                o.emit = match value("--emit")?.as_str() {
                    "mlir" => Emit::Mlir,
                    "llvm" => Emit::Llvm,
                    "ptx" => Emit::Ptx,
                    "host-llvm" => Emit::HostLlvm,
                    "host-obj" => Emit::HostObj,
                    "host-so" => Emit::HostSo,
                    "manifest" => Emit::Manifest,
                    other => return Err(CliError::Emit(other.to_string())),
                }
            }
            "-" => set_input(&mut o, arg)?,
            f if f.starts_with("--") && registry.get(&f[2..]).is_some() => {
                let name = &f[2..];
                o.pipeline.push(match inline {
                    Some(opts) => format!("{name}{{{}}}", opts.trim_matches('"')),
                    None => name.to_string(),
                });
            }
            f if f.starts_with('-') => return Err(CliError::UnknownOption(arg.clone())),
            _ => set_input(&mut o, arg)?,
        }
        i += 1;
    }
    Ok(o)
}

fn set_input(o: &mut Options, arg: &str) -> Result<(), CliError> {
    if let Some(prev) = &o.input {
        return Err(CliError::TwoInputs(prev.clone(), arg.to_string()));
    }
    o.input = Some(arg.to_string());
    Ok(())
}

/// The `--help` text: usage, options, every Rust pass and named pipeline.
pub fn help_text(registry: &Registry) -> String {
    let mut s = String::from(
        "tile-opt: TMA tile dialect pass pipeline on MLIR 22\n\n\
USAGE: tile-opt [options] [input.mlir | -]\n\n\
OPTIONS:\n\
  -o <file>                    write the output here (nothing is written on error)\n\
  --split-input-file           process each '// -----' part of the input alone\n\
  --verify-diagnostics         check diagnostics against expected-error/warning/note/remark comments\n\
  --pass-pipeline=<pipeline>   run a textual pipeline, e.g. 'builtin.module(tile-verify,canonicalize)';\n\
                               Rust passes below mix with any upstream MLIR pass (-p is the short form)\n\
  --pipeline=<name>            run a named pipeline (below), or a pipeline text\n\
  --<pass>[=\"opts\"]            append one Rust pass from the list below\n\
  --target=<sm_N[a]>           verify and compile for this target (default: module's tile.target, else sm_90a)\n\
  --emit=mlir|llvm|ptx         what to write (default mlir)\n\
  --emit=host-llvm|host-obj|host-so  the host module with its PTX embedded: x86-64 LLVM IR, an ELF object, or a shared object ('cc -shared')\n\
  --emit=manifest              the launch manifest (JSON) the pipeline left on the module\n\
  --allow-unregistered-dialect accept ops of unregistered dialects\n\
  --verify-each[=true|false]   run MLIR's verifier after every pass (default: after every pass of a\n\
                               pipeline text, once after a named pipeline such as default)\n\
  --timing                     print the wall time of every stage to stderr (parse, verify, each pass, output)\n\
  --threads=<n>                threads generating PTX, running MLIR's gpu.module passes and verifier (default: all cores; same output)\n\
  --output-chunk-ops=<n>       least ops of a chunk when one gpu.module's kernels are split for parallel passes and PTX (0: never; same output)\n\
  --libdevice=<path>           NVIDIA's libdevice.10.bc, linked into units that call it (math.sin, math.exp... on floats);\n\
                               default: $TILE_LIBDEVICE, else nvvm/libdevice/ under $CUDA_HOME, $CUDA_PATH, $CUDA_ROOT,\n\
                               /usr/local/cuda, else Debian's /usr/lib/nvidia-cuda-toolkit/libdevice\n\
  -h, --help                   this text\n\nPASSES:\n",
    );
    for p in registry.passes() {
        s += &format!("  {:<28} {}\n", p.name, p.summary);
        for opt in p.options {
            s += &format!("  {:<30} {}\n", "", opt);
        }
    }
    s += "  (any upstream MLIR pass name is accepted in a pipeline as well)\n\nPIPELINES:\n";
    for p in registry.pipelines() {
        s += &format!("  {:<28} {} ({})\n", p.name, p.summary, p.text);
    }
    s
}
