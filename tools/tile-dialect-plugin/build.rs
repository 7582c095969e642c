//! Links the plugin against the shared libMLIR.so / libLLVM.so that
//! upstream mlir-opt-22 itself loads (see README.md).

use std::{env, path::PathBuf};

fn main() {
    let prefix = PathBuf::from(
        env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".to_string()),
    );
    let lib = prefix.join("lib");
    println!("cargo:rustc-link-search=native={}", lib.display());
    println!("cargo:rustc-link-lib=dylib=MLIR");
    println!("cargo:rustc-link-lib=dylib=LLVM");
    println!("cargo:rustc-cdylib-link-arg=-Wl,-rpath,{}", lib.display());
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
}
