//! Builds the plugin: compiles the pass-registration glue
//! (cpp/PassRegistration.cpp) and links the library against the shared
//! libMLIR.so / libLLVM.so that upstream mlir-opt-22 itself loads.
//!
//! The shared libraries go first on the link line (rustc puts this crate's
//! native libraries before the dependencies' rlibs), so every MLIR and LLVM
//! symbol resolves to the tool's own copy and the registries are shared;
//! only what libMLIR.so does not export (the MLIR C API that melior calls)
//! is taken from the static archives mlir-sys names.

use std::{env, path::PathBuf};

fn main() {
    let prefix = PathBuf::from(
        env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".to_string()),
    );
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets this"));
    cc::Build::new()
        .cpp(true)
        .std("c++17")
        .file(manifest.join("cpp").join("PassRegistration.cpp"))
        .include(prefix.join("include"))
        .flag("-fno-rtti")
        .flag("-w")
        .opt_level(1)
        .compile("tile_pass_registration");
    let lib = prefix.join("lib");
    println!("cargo:rustc-link-search=native={}", lib.display());
    println!("cargo:rustc-link-lib=dylib=MLIR");
    println!("cargo:rustc-link-lib=dylib=LLVM");
    // The library and its unit tests find them there at run time.
    println!("cargo:rustc-link-arg=-Wl,-rpath,{}", lib.display());
    println!("cargo:rerun-if-changed=cpp");
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
}
