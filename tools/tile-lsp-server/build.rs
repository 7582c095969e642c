//! Compiles the C++ entry glue (cpp/LspServerMain.cpp) and links the server
//! against the shared libMLIR.so / libLLVM.so (MLIR's LSP server library is
//! part of libMLIR.so); only the MLIR C API comes from the static archives.

use std::{env, path::PathBuf};

fn main() {
    let prefix = PathBuf::from(
        env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".to_string()),
    );
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets this"));
    cc::Build::new()
        .cpp(true)
        .std("c++17")
        .file(manifest.join("cpp").join("LspServerMain.cpp"))
        .include(prefix.join("include"))
        .flag("-fno-rtti")
        .flag("-w")
        .opt_level(1)
        .compile("tile_lsp_server_main");
    // Shared libraries first: everything MLIR resolves to the one copy in
    // libMLIR.so (see tools/tile-dialect-plugin/build.rs).
    let lib = prefix.join("lib");
    println!("cargo:rustc-link-search=native={}", lib.display());
    println!("cargo:rustc-link-lib=dylib=MLIR");
    println!("cargo:rustc-link-lib=dylib=LLVM");
    println!("cargo:rustc-link-arg-bins=-Wl,-rpath,{}", lib.display());
    println!("cargo:rerun-if-changed=cpp");
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
}
