//! Generates the dialect's C++ from `td/*.td` with mlir-tblgen and compiles it
//! with the registration glue in `cpp/`, and the Rust views of every op
//! (`src/ops.rs`) from the same records through the `tblgen` crate
//! (build/op_views.rs) and their typed constructors (build/op_builders.rs),
//! and the operand positions of the upstream ops the
//! passes read from MLIR's own `.td` (build/upstream_operands.rs). The `.td`
//! files are the single source.

#[path = "build/op_builders.rs"]
mod op_builders;
#[path = "build/op_views.rs"]
mod op_views;
#[path = "build/upstream_operands.rs"]
mod upstream_operands;

use std::{env, path::PathBuf, process::Command};

const GENERATORS: &[(&str, &str)] = &[
    ("-gen-dialect-decls", "TileDialect.h.inc"),
    ("-gen-dialect-defs", "TileDialect.cpp.inc"),
    ("-gen-op-decls", "TileOps.h.inc"),
    ("-gen-op-defs", "TileOps.cpp.inc"),
    ("-gen-typedef-decls", "TileTypes.h.inc"),
    ("-gen-typedef-defs", "TileTypes.cpp.inc"),
    ("-gen-enum-decls", "TileEnums.h.inc"),
    ("-gen-enum-defs", "TileEnums.cpp.inc"),
];

fn main() {
    let prefix = PathBuf::from(
        env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".to_string()),
    );
    let include = prefix.join("include");
    let tblgen = prefix.join("bin").join("mlir-tblgen");
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets this"));
    let td_dir = manifest.join("td");
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets this"));

    for (flag, file) in GENERATORS {
        let status = Command::new(&tblgen)
            .arg(flag)
            .arg("--dialect=tile")
            .arg("-I")
            .arg(&include)
            .arg("-I")
            .arg(&td_dir)
            .arg(td_dir.join("TileOps.td"))
            .arg("-o")
            .arg(out.join(file))
            .status()
            .unwrap_or_else(|e| panic!("cannot run {}: {e}", tblgen.display()));
        assert!(status.success(), "mlir-tblgen {flag} failed");
    }

    let ops = op_views::generate(&include, &td_dir, &out.join("tile_ops.rs"))
        .unwrap_or_else(|e| panic!("generating the op views: {e}"));
    std::fs::write(
        out.join("tile_op_builders.rs"),
        op_builders::rust_constructors(&ops),
    )
    .unwrap_or_else(|e| panic!("writing the op constructors: {e}"));
    std::fs::write(
        out.join("tile_op_round_trip.rs"),
        op_builders::rust_round_trip(&ops),
    )
    .unwrap_or_else(|e| panic!("writing the op constructors' round-trip test: {e}"));
    upstream_operands::generate(&include, &out.join("upstream_operands.rs"))
        .unwrap_or_else(|e| panic!("generating the upstream operand positions: {e}"));

    cc::Build::new()
        .cpp(true)
        .std("c++17")
        .file(manifest.join("cpp").join("TileDialect.cpp"))
        .file(manifest.join("cpp").join("ThreadPool.cpp"))
        .file(manifest.join("cpp").join("ParseAt.cpp"))
        .file(manifest.join("cpp").join("LinearVerify.cpp"))
        .include(&include)
        .include(&out)
        .flag("-fno-rtti")
        .flag("-w")
        .opt_level(1)
        .compile("tile_dialect_cpp");

    println!("cargo:rustc-env=TILE_TD_DIR={}", td_dir.display());
    println!("cargo:rerun-if-changed=td");
    println!("cargo:rerun-if-changed=cpp");
    println!("cargo:rerun-if-changed=build");
}
