//! Exports the runtime ABI of `src/mgpu.rs` from the gpu-runner executable's dynamic symbol
//! table, so that a shared object built with `tile-opt --emit=host-so` and dlopened by the
//! runner (host-so cases) resolves its `mgpu*` and `tileReportEncodeFailure` references to
//! them. Only these symbols are exported (not `--export-dynamic`).

include!("src/exported_symbols.rs");

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/exported_symbols.rs");
    for s in EXPORTED {
        println!("cargo:rustc-link-arg-bins=-Wl,--export-dynamic-symbol={s}");
    }
}
