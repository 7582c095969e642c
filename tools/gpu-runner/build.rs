//! Exports the runtime ABI of `src/mgpu.rs` from the gpu-runner executable's dynamic symbol
//! table, so that a shared object built with `tile-opt --emit=host-so` and dlopened by the
//! runner (host-so cases) resolves its `mgpu*` and `tileReportEncodeFailure` references to
//! them. Only these symbols are exported (not `--export-dynamic`): the loader's share of the
//! runtime symbol list, `tile_abi::symbols::LOADER_SYMBOLS`.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    for s in tile_abi::symbols::LOADER_SYMBOLS {
        println!("cargo:rustc-link-arg-bins=-Wl,--export-dynamic-symbol={s}");
    }
}
