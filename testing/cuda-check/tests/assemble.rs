//! `assemble` against the real ptxas (scripts/setup.sh installs it): clean
//! PTX passes, and both an error and a mere warning fail.

use std::path::PathBuf;
use tile_cuda_check::{assemble::assemble, tools::CudaTools};

const HEADER: &str = ".version 8.0\n.target sm_90a\n.address_size 64\n";

fn check(name: &str, body: &str) -> Result<PathBuf, String> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let tools = CudaTools::locate(&root).unwrap_or_else(|e| panic!("{e}"));
    let dir = std::env::temp_dir().join(format!("tile-cuda-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    let ptx = dir.join(format!("{name}.ptx"));
    std::fs::write(&ptx, format!("{HEADER}{body}")).unwrap_or_else(|e| panic!("{e}"));
    assemble(&tools.ptxas, &ptx, "sm_90a").unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn clean_ptx_passes() {
    let cubin = check("clean", ".visible .entry k()\n{\n\tret;\n}\n");
    assert!(cubin.is_ok_and(|c| c.is_file()));
}

#[test]
fn an_error_fails() {
    let result = check("error", ".visible .entry k()\n{\n\tbogus.op;\n}\n");
    let message = result.expect_err("ptxas must reject an unknown instruction");
    assert!(message.contains("error"), "{message}");
}

#[test]
fn a_warning_fails() {
    // ptxas assembles this (exit status 0) but warns that the register
    // limit is raised and the CTA count is ignored.
    let result = check(
        "warning",
        ".visible .entry k()\n.maxnreg 16\n.maxntid 128\n.minnctapersm 64\n{\n\tret;\n}\n",
    );
    let message = result.expect_err("a ptxas warning must fail");
    assert!(message.contains("warning"), "{message}");
}

#[test]
fn a_missing_target_fails() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let tools = CudaTools::locate(&root).unwrap_or_else(|e| panic!("{e}"));
    let result = assemble(&tools.ptxas, &root.join("nonexistent.ptx"), "");
    assert!(result.is_ok_and(|r| r.is_err()));
}
