//! `gen-compile-bench`: writes one input of the compile-speed benchmark
//! (`bench/compile/run`) to stdout.
//!
//! ```text
//! gen-compile-bench <shape> <size> [tile|nvvm]
//! ```
//!
//! Shapes (see the README of `bench/compile`):
//! - `copy2d K`: K copies of the `examples/copy_2d.mlir` kernel in one `gpu.module`;
//! - `rank3 K`: K copies of a rank-3 load / store / reduce-add kernel;
//! - `ops N`: one kernel with N tile ops (load / wait / store groups);
//! - `fences N`: one kernel with N sequential `scf.if { rebind; release; acquire; store;
//!   commit; wait }` blocks;
//! - `device-born N`: one kernel with N device-born descriptors, each used by a load;
//! - `launches N`: a host function with N launches of a kernel with 8 host-born descriptors;
//! - `modules M`: M `gpu.module`s of 100 copy_2d kernels each (the parallel output stage);
//! - `fences-wait-first N`, `fences-nested N`, `fences-loops N`, `fences-slots N`: rebind
//!   blocks that start with `tile.bulk_wait 0 read` (a store may still be in flight when a
//!   block begins) in sequential ifs, nested ifs, sibling loops, one block per slot;
//! - `fences-batch N`: N slots rebound in a row, one release, then each acquired and used;
//! - `deep-if N`: one store under N nested `scf.if`;
//! - `verifier-kernels N`, `slot-globals N`, `func-attrs N`, `rebind-siblings N`,
//!   `rebind-nest N`, `scf-if-nest N`, `split-chunks N`, `verify-diagnostics N`: the growth
//!   shapes found by testing from outside (see `growth`).
//!
//! Flavor `tile` (default) is tile-opt's input; `nvvm` is the same kernels written by hand
//! in the LLVM and NVVM dialects, the input of the upstream chain
//! (`mlir-opt --convert-nvvm-to-llvm --reconcile-unrealized-casts | mlir-translate
//! --mlir-to-llvmir | llc`); only `copy2d`, `rank3` and `ops` have one.

mod copies;
mod fence_shapes;
mod growth;
mod ops;
mod stress;
mod text;

use std::io::Write;
use std::process::ExitCode;
use thiserror::Error;

/// Which dialects an input is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flavor {
    /// The `tile` dialect (tile-opt's input).
    Tile,
    /// The LLVM and NVVM dialects (the upstream chain's input).
    Nvvm,
}

/// Every shape the generator knows.
const SHAPES: &[&str] = &[
    "copy2d",
    "rank3",
    "ops",
    "fences",
    "device-born",
    "launches",
    "modules",
    "fences-wait-first",
    "fences-nested",
    "fences-loops",
    "fences-slots",
    "fences-batch",
    "deep-if",
    "verifier-kernels",
    "slot-globals",
    "func-attrs",
    "rebind-siblings",
    "rebind-nest",
    "scf-if-nest",
    "split-chunks",
    "verify-diagnostics",
];

/// A bad command line.
#[derive(Debug, Error)]
enum GenError {
    #[error("usage: gen-compile-bench <shape> <size> [tile|nvvm]; shapes: {}", SHAPES.join(", "))]
    Usage,
    #[error("size must be a positive integer, got '{0}'")]
    Size(String),
    #[error("unknown shape '{0}'")]
    Shape(String),
    #[error("unknown flavor '{0}' (tile or nvvm)")]
    Flavor(String),
    #[error("shape '{0}' has no nvvm flavor")]
    NoNvvm(String),
    #[error("cannot write the output: {0}")]
    Io(#[from] std::io::Error),
}

fn generate(args: &[String]) -> Result<String, GenError> {
    let (shape, size) = match args {
        [shape, size] | [shape, size, _] => (shape.as_str(), size),
        _ => return Err(GenError::Usage),
    };
    let n: usize = match size.parse() {
        Ok(n) if n > 0 => n,
        _ => return Err(GenError::Size(size.clone())),
    };
    let flavor = match args.get(2).map(String::as_str) {
        None | Some("tile") => Flavor::Tile,
        Some("nvvm") => Flavor::Nvvm,
        Some(other) => return Err(GenError::Flavor(other.to_string())),
    };
    let tile_only = |text: String| {
        if flavor == Flavor::Nvvm {
            Err(GenError::NoNvvm(shape.to_string()))
        } else {
            Ok(text)
        }
    };
    match shape {
        "copy2d" => Ok(copies::copy_2d(n, flavor)),
        "rank3" => Ok(copies::rank_3(n, flavor)),
        "ops" => Ok(ops::many_ops(n, flavor)),
        "fences" => tile_only(stress::fences(n)),
        "device-born" => tile_only(stress::device_born(n)),
        "launches" => tile_only(stress::launches(n)),
        "modules" => tile_only(copies::modules(n)),
        "fences-wait-first" => tile_only(fence_shapes::wait_first(n)),
        "fences-nested" => tile_only(fence_shapes::nested(n)),
        "fences-loops" => tile_only(fence_shapes::loops(n)),
        "fences-slots" => tile_only(fence_shapes::slots(n)),
        "fences-batch" => tile_only(fence_shapes::batch(n)),
        "deep-if" => tile_only(fence_shapes::deep_if(n)),
        "verifier-kernels" => tile_only(growth::verifier_kernels(n)),
        "slot-globals" => tile_only(growth::slot_globals(n)),
        "func-attrs" => tile_only(growth::func_attrs(n)),
        "rebind-siblings" => tile_only(growth::rebind_siblings(n)),
        "rebind-nest" => tile_only(growth::rebind_nest(n)),
        "scf-if-nest" => tile_only(growth::scf_if_nest(n)),
        "split-chunks" => tile_only(growth::split_chunks(n)),
        "verify-diagnostics" => tile_only(growth::verify_diagnostics(n)),
        other => Err(GenError::Shape(other.to_string())),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = generate(&args).and_then(|text| {
        let mut out = std::io::stdout().lock();
        out.write_all(text.as_bytes())?;
        out.flush()?;
        Ok(())
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gen-compile-bench: {e}");
            ExitCode::from(2)
        }
    }
}
