//! `tile-lsp-server`: MLIR's LSP server (the library behind upstream
//! `mlir-lsp-server`) with every upstream dialect and the `tile` dialect
//! registered. The dialect's verifiers run the Rust semantic rules
//! (`tile_dialect::hook`), so an editor shows the same diagnostics as
//! `tile-opt`, rule ids included. Command-line options are MLIR's
//! (`--help`); the server speaks LSP on stdin/stdout.

use melior::dialect::DialectRegistry;
use std::ffi::{c_char, c_int, CString};
use std::process::ExitCode;

extern "C" {
    // cpp/LspServerMain.cpp: runs mlir::MlirLspServerMain; 0 on success.
    fn tileLspServerMain(
        argc: c_int,
        argv: *mut *mut c_char,
        registry: mlir_sys::MlirDialectRegistry,
    ) -> c_int;
}

fn main() -> ExitCode {
    let registry = DialectRegistry::new();
    melior::utility::register_all_dialects(&registry);
    tile_dialect::register_dialect(&registry);
    // Arguments with a NUL byte cannot be passed on; MLIR's option parser
    // reports what is left.
    let args: Vec<CString> = std::env::args_os()
        .filter_map(|a| CString::new(a.into_encoded_bytes()).ok())
        .collect();
    let mut argv: Vec<*mut c_char> = args.iter().map(|a| a.as_ptr().cast_mut()).collect();
    argv.push(std::ptr::null_mut());
    let argc = c_int::try_from(args.len()).unwrap_or(c_int::MAX);
    // SAFETY: argv holds `argc` NUL-terminated strings (then a null), which
    // live until the server returns; the registry outlives the call.
    let status = unsafe { tileLspServerMain(argc, argv.as_mut_ptr(), registry.to_raw()) };
    if status == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
