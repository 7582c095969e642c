//! The runner launches a device-rebind kernel from its launch manifest alone: run against the
//! fake libcuda (tools/gpu-runner/fake-cuda, built here with `cc`), which records every
//! launch's parameter bytes (`FAKE_CUDA_DUMP_PARAMS`). The fixtures are tile-opt's output for
//! test/gpu/rebind_copy.mlir (`--pipeline=default --emit=ptx` and `--emit=manifest`; rebuild
//! them with those commands when the kernel or the manifest format changes).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

/// A fresh directory with the fake libcuda built in it.
fn fake_cuda(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "gpu-runner-from-manifest-{}-{tag}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let status = Command::new("cc")
        .args(["-shared", "-fPIC", "-O1", "-Wall", "-Wextra", "-Werror"])
        .arg("-Wl,-soname,libcuda.so.1")
        .arg("-o")
        .arg(dir.join("libcuda.so.1"))
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("fake-cuda/fake_cuda.c"))
        .status()
        .expect("cc (a C compiler is needed to build the fake libcuda)");
    assert!(status.success(), "building the fake libcuda failed");
    std::os::unix::fs::symlink("libcuda.so.1", dir.join("libcuda.so")).unwrap();
    dir
}

/// Runs the case with `manifest`; returns (exit status, stdout + stderr, dumped parameters:
/// index -> bytes).
fn run(dir: &Path, manifest: &Path) -> (i32, String, HashMap<usize, Vec<u8>>) {
    run_case(dir, &root().join("test/gpu/rebind_copy.toml"), manifest)
}

/// [`run`] with another case file.
fn run_case(dir: &Path, case: &Path, manifest: &Path) -> (i32, String, HashMap<usize, Vec<u8>>) {
    let dump = dir.join("params.txt");
    let _ = std::fs::remove_file(&dump);
    let out = Command::new(env!("CARGO_BIN_EXE_gpu-runner"))
        .arg("run")
        .arg(case)
        .arg("--module")
        .arg(fixture("rebind_copy.ptx"))
        .arg("--manifest")
        .arg(manifest)
        .args([
            "--strategy",
            "fake",
            "--checks",
            "1",
            "--no-time",
            "--launch-checks-only",
        ])
        .env("LD_LIBRARY_PATH", dir)
        .env("FAKE_CUDA_DUMP_PARAMS", &dump)
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    let mut params = HashMap::new();
    for line in std::fs::read_to_string(&dump).unwrap_or_default().lines() {
        // launch <n> <kernel> param <i> <hex>
        let f: Vec<&str> = line.split_whitespace().collect();
        let i: usize = f[4].parse().unwrap();
        let bytes = (0..f[5].len() / 2)
            .map(|k| u8::from_str_radix(&f[5][2 * k..2 * k + 2], 16).unwrap())
            .collect();
        params.insert(i, bytes);
    }
    (out.status.code().unwrap_or(-1), text, params)
}

fn u64_at(b: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(b[at..at + 8].try_into().unwrap())
}

fn u32_at(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(b[at..at + 4].try_into().unwrap())
}

#[test]
fn launches_a_device_rebind_kernel_from_the_manifest_alone() {
    let dir = fake_cuda("ok");
    let (code, text, p) = run(&dir, &fixture("rebind_copy.manifest.json"));
    assert_eq!(code, 0, "{text}");
    assert!(
        text.contains("PASS rebind_copy [fake]: launch checks only: 21 parameters built from the launch manifest"),
        "{text}"
    );
    assert_eq!(p.len(), 21, "{text}");
    let word = |i: usize| u64_at(&p[&i], 0);
    // src and dst as memrefs: allocated, aligned, offset 0, sizes [4096, 1024], strides [1024, 1].
    for base in [0, 7] {
        assert_eq!(word(base), word(base + 1));
        assert_eq!(
            (word(base + 2), word(base + 3), word(base + 4)),
            (0, 4096, 1024)
        );
        assert_eq!((word(base + 5), word(base + 6)), (1024, 1));
    }
    let (src, dst) = (word(1), word(8));
    assert_ne!(src, dst);
    // The workspace: 64 CTAs x 128 bytes, 128-byte aligned, as memref<?xi8, 1>.
    let ws = word(15);
    assert_eq!(ws % 128, 0);
    assert_eq!(
        (word(16), word(17), word(18), word(19)),
        (ws, 0, 64 * 128, 1)
    );
    // The template (the fake's image of its encode): f32, rank 2, tiled, address = the
    // workspace placeholder, dims [1024, 64] and pitch 4096 (the kernel's constants), box 64 x 64.
    let t = &p[&14];
    assert_eq!(t.len(), 128);
    assert_eq!((t[0], t[1], t[6], t[7]), (7, 2, 1, 0x7a));
    assert_eq!(u64_at(t, 8), ws);
    assert_eq!((u64_at(t, 16), u64_at(t, 24)), (1024, 64));
    assert_eq!(u64_at(t, 56), 4096);
    assert_eq!((u32_at(t, 88), u32_at(t, 92)), (64, 64));
    // dst's host-born descriptor: over dst, dims [1024, 4096], pitch 4096.
    let h = &p[&20];
    assert_eq!((h[0], h[1], h[6]), (7, 2, 1));
    assert_eq!(u64_at(h, 8), dst);
    assert_eq!(
        (u64_at(h, 16), u64_at(h, 24), u64_at(h, 56)),
        (1024, 4096, 4096)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A manifest the runner cannot follow is an error naming what is wrong, not a launch.
#[test]
fn rejects_a_manifest_that_does_not_match_what_it_builds() {
    let dir = fake_cuda("bad");
    let text = std::fs::read_to_string(fixture("rebind_copy.manifest.json")).unwrap();
    let good: serde_json::Value = serde_json::from_str(&text).unwrap();

    // The workspace's ABI word sizes disagree with the kernel's memref<?xi8, 1>: tile-runtime
    // builds the words the manifest says; the PTX .entry's declared sizes refuse them.
    let mut bad = good.clone();
    bad["kernels"][0]["params"][3]["abi"][0]["bytes"] = 4.into();
    let path = dir.join("bad-abi.json");
    std::fs::write(&path, bad.to_string()).unwrap();
    let (code, out, params) = run(&dir, &path);
    assert_eq!(code, 2, "{out}");
    assert!(
        out.contains("kernel rebind_copy declares parameters of sizes [8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 128, 8, 8, 8, 8, 8, 128] bytes (21 in all); the case passes [8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 128, 4, 8, 8, 8, 8, 128]"),
        "{out}"
    );
    assert!(params.is_empty(), "nothing may be launched");

    // A manifest written before the pipeline's end (no ABI words).
    let mut partial = good.clone();
    partial["complete"] = false.into();
    let path = dir.join("partial.json");
    std::fs::write(&path, partial.to_string()).unwrap();
    let (code, out, _) = run(&dir, &path);
    assert_eq!(code, 2, "{out}");
    assert!(out.contains("the launch manifest is not complete"), "{out}");

    // Another format version.
    let mut old = good;
    old["version"] = 1.into();
    let path = dir.join("old.json");
    std::fs::write(&path, old.to_string()).unwrap();
    let (code, out, _) = run(&dir, &path);
    assert_eq!(code, 2, "{out}");
    assert!(
        out.contains("manifest version 1 (this runner reads 2)"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A case's `dynamic_smem` over 48 KiB: the runner raises the kernel's
/// MAX_DYNAMIC_SHARED_SIZE_BYTES before the launch and passes the bytes as
/// sharedMemBytes (the fake libcuda refuses the launch otherwise, as the driver does).
#[test]
fn opts_in_to_dynamic_shared_memory_over_48_kib() {
    let dir = fake_cuda("smem");
    let case = std::fs::read_to_string(root().join("test/gpu/rebind_copy.toml")).unwrap();
    let with_smem = case.replace(
        "block = [32, 1, 1]\n",
        "block = [32, 1, 1]\ndynamic_smem = 98304\n",
    );
    assert_ne!(case, with_smem);
    let path = dir.join("rebind_copy_smem.toml");
    std::fs::write(&path, with_smem).unwrap();
    let (code, text, p) = run_case(&dir, &path, &fixture("rebind_copy.manifest.json"));
    assert_eq!(code, 0, "{text}");
    assert!(
        text.contains("rebind_copy: MAX_DYNAMIC_SHARED_SIZE_BYTES = 98304"),
        "{text}"
    );
    assert!(text.contains("smem 98304"), "{text}");
    assert_eq!(p.len(), 21, "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A kernel the manifest says reads dynamic shared memory is not launched without it.
#[test]
fn refuses_a_dynamic_shared_memory_kernel_without_dynamic_smem() {
    let dir = fake_cuda("needs-smem");
    let text = std::fs::read_to_string(fixture("rebind_copy.manifest.json")).unwrap();
    let mut m: serde_json::Value = serde_json::from_str(&text).unwrap();
    m["kernels"][0]["shared_memory"]["uses_dynamic"] = true.into();
    let path = dir.join("uses-dynamic.json");
    std::fs::write(&path, m.to_string()).unwrap();
    let (code, out, params) = run(&dir, &path);
    assert_eq!(code, 2, "{out}");
    assert!(
        out.contains("tile-runtime: kernel 'rebind_copy': the kernel reads dynamic shared memory; the launch gives none"),
        "{out}"
    );
    assert!(params.is_empty(), "nothing may be launched");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The case's tensors are tile-runtime's arguments: one whose shape the kernel fixed otherwise is
/// refused by the runtime's binder, naming the parameter, and nothing is launched.
#[test]
fn the_runtime_refuses_a_tensor_the_kernel_does_not_take() {
    let dir = fake_cuda("bad-arg");
    let case = std::fs::read_to_string(root().join("test/gpu/rebind_copy.toml")).unwrap();
    let narrow = case.replace("shape = [4096, 1024]", "shape = [4096, 512]");
    assert_ne!(case, narrow);
    let path = dir.join("rebind_copy_narrow.toml");
    std::fs::write(&path, narrow).unwrap();
    let (code, out, params) = run_case(&dir, &path, &fixture("rebind_copy.manifest.json"));
    assert_eq!(code, 2, "{out}");
    assert!(
        out.contains("tile-runtime: kernel 'rebind_copy', parameter #0 (memref<4096x1024xf32, 1>): dimension 1 is fixed at 1024 by the kernel; the tensor has 512"),
        "{out}"
    );
    assert!(params.is_empty(), "nothing may be launched");
    let _ = std::fs::remove_dir_all(&dir);
}
