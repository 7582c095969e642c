//! Launches through the driver API against tools/gpu-runner's fake libcuda (host memory, no
//! kernel runs, a byte image of each tensor-map encode, every launch's parameter bytes
//! dumped): the parameters the runtime passes, the workspace it keeps per stream, the
//! dynamic-shared-memory opt-in, the refusal of a host pointer, the descriptor parameters of
//! examples/copy_2d.mlir encoded from two tensors, and the cluster (a launch attribute only
//! when the kernel fixes none) and refusals of a block or cluster the kernel fixes otherwise,
//! and the launches the runtime remembers (a repeated launch is not encoded again; a replaced
//! workspace forgets them), without a GPU.
//!
//! The test runs itself again as a child process whose `LD_LIBRARY_PATH` finds the fake
//! (the driver is loaded with dlopen at the first call), and checks what the child launched.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use cudarc::driver::sys;
use tile_abi::manifest::Manifest;
use tile_runtime::{Arg, DType, LaunchConfig, Module, RuntimeError, TensorArg};

const CHILD: &str = "TILE_RUNTIME_FAKE_CHILD";

fn repo(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(path)
}

fn load(ptx: &str, manifest: &str) -> Module {
    let ptx = std::fs::read(repo(ptx)).expect("read the PTX");
    let manifest = std::fs::read_to_string(repo(manifest)).expect("read the manifest");
    Module::load(&ptx, &manifest, 0).expect("load on the fake device")
}

fn alloc(bytes: usize) -> u64 {
    let mut p = 0;
    let r = unsafe { sys::cuMemAlloc_v2(&mut p, bytes) };
    assert_eq!(r, sys::CUresult::CUDA_SUCCESS);
    p
}

/// What the child does: seven launches, and four refused.
fn child() {
    let strided = load(
        "runtime/tests/fixtures/copy_strided.ptx",
        "runtime/tests/fixtures/copy_strided.manifest.json",
    );
    let (src, dst) = (alloc(1000 * 320 * 4), alloc(1000 * 320 * 4));
    let view = |a| {
        Arg::Tensor(TensorArg {
            address: a,
            dtype: DType::F32,
            shape: vec![1000, 300],
            strides: vec![320, 1],
        })
    };
    let mut config = LaunchConfig::new([5, 16, 1], [128, 1, 1]);
    config.dynamic_smem = 100 * 1024; // over 48 KiB: the runtime raises the opt-in first
    let k = strided.kernel("copy_strided").unwrap();
    k.launch(&[view(src), view(dst)], &config).unwrap();
    println!("child: src 0x{src:x} dst 0x{dst:x}");
    let host = [0f32; 16];
    let refused = k.launch(&[view(src), view(host.as_ptr() as u64)], &config);
    match refused {
        Err(RuntimeError::Arg {
            param: 1, message, ..
        }) => {
            assert!(message.contains("is not device memory"), "{message}")
        }
        other => panic!("a host pointer was not refused: {other:?}"),
    }
    let rebind = load(
        "tools/gpu-runner/tests/fixtures/rebind_copy.ptx",
        "tools/gpu-runner/tests/fixtures/rebind_copy.manifest.json",
    );
    let (a, b) = (alloc(4096 * 1024 * 4), alloc(4096 * 1024 * 4));
    let t = |p| Arg::Tensor(TensorArg::packed(p, DType::F32, &[4096, 1024]));
    let k = rebind.kernel("rebind_copy").unwrap();
    for stream in [0, 0, 7] {
        let mut config = LaunchConfig::new([64, 1, 1], [32, 1, 1]);
        config.stream = stream;
        k.launch(&[t(a), t(b)], &config).unwrap();
    }
    println!("child: a 0x{a:x} b 0x{b:x}");
    // rebind_copy fixes its block at 32 threads.
    let refused = k.launch(&[t(a), t(b)], &LaunchConfig::new([64, 1, 1], [64, 1, 1]));
    assert!(
        matches!(&refused, Err(RuntimeError::Config { message, .. }) if message.contains("fixes its block at [32, 1, 1]")),
        "{refused:?}"
    );

    // Launch 5: copy_2d's two descriptor parameters, encoded from two padded tensors.
    let ptx = std::fs::read(repo("runtime/tests/fixtures/copy_2d.ptx")).unwrap();
    let text =
        std::fs::read_to_string(repo("runtime/tests/fixtures/copy_2d.manifest.json")).unwrap();
    let copy_2d = Module::load(&ptx, &text, 0).unwrap();
    let (s2, d2) = (alloc(1000 * 320 * 4), alloc(1000 * 320 * 4));
    let k = copy_2d.kernel("copy_2d").unwrap();
    k.launch(
        &[view(s2), view(d2)],
        &LaunchConfig::new([5, 16, 1], [128, 1, 1]),
    )
    .unwrap();
    println!("child: s2 0x{s2:x} d2 0x{d2:x}");
    let refused = k.launch(
        &[view(s2), Arg::I64(0)],
        &LaunchConfig::new([5, 16, 1], [128, 1, 1]),
    );
    assert!(
        matches!(&refused, Err(RuntimeError::Arg { param: 1, .. })),
        "{refused:?}"
    );

    // Launch 6: the same kernel as if it fixed a cluster of 1 x 2 CTAs (its PTX would say
    // .reqnctapercluster): a launch that gives none runs in it, without a launch attribute;
    // one that gives another is refused.
    let mut fixed: Manifest = Manifest::read(&text).unwrap();
    fixed.kernels[0].cluster_size = Some([1, 2, 1]);
    let clustered = Module::load(&ptx, &fixed.to_json(), 0).unwrap();
    let k = clustered.kernel("copy_2d").unwrap();
    k.launch(
        &[view(s2), view(d2)],
        &LaunchConfig::new([5, 16, 1], [128, 1, 1]),
    )
    .unwrap();
    let mut other = LaunchConfig::new([5, 16, 1], [128, 1, 1]);
    other.cluster = Some([1, 4, 1]);
    let refused = k.launch(&[view(s2), view(d2)], &other);
    assert!(
        matches!(&refused, Err(RuntimeError::Config { message, .. }) if message.contains("[1, 2, 1] CTAs; the launch gives cluster [1, 4, 1]")),
        "{refused:?}"
    );
    // Launch 7: a cluster the kernel does not fix goes as the launch attribute.
    let k = strided.kernel("copy_strided").unwrap();
    let mut config = LaunchConfig::new([5, 16, 1], [128, 1, 1]);
    config.cluster = Some([1, 4, 1]);
    k.launch(&[view(src), view(dst)], &config).unwrap();
    // Launches 8 and 9: rebind_copy on a larger grid on stream 0 (its workspace is replaced:
    // every launch remembered is forgotten), then launch 2's arguments again, which must take
    // the new workspace, not the freed one.
    let k = rebind.kernel("rebind_copy").unwrap();
    k.launch(&[t(a), t(b)], &LaunchConfig::new([128, 1, 1], [32, 1, 1]))
        .unwrap();
    k.launch(&[t(a), t(b)], &LaunchConfig::new([64, 1, 1], [32, 1, 1]))
        .unwrap();
}

/// `launch N kernel param I HEX` lines: (launch, param) -> bytes.
fn dumped(path: &Path) -> HashMap<(usize, usize), Vec<u8>> {
    let text = std::fs::read_to_string(path).expect("the fake dumped the parameters");
    let mut out = HashMap::new();
    for line in text.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        let bytes = (0..f[5].len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&f[5][i..i + 2], 16).unwrap())
            .collect();
        out.insert((f[1].parse().unwrap(), f[4].parse().unwrap()), bytes);
    }
    out
}

fn u64_at(b: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(b[at..at + 8].try_into().unwrap())
}

fn address(stdout: &str, name: &str) -> u64 {
    let key = format!(" {name} 0x");
    let at = stdout.find(&key).expect("the child printed its addresses") + key.len();
    let hex: String = stdout[at..]
        .chars()
        .take_while(char::is_ascii_hexdigit)
        .collect();
    u64::from_str_radix(&hex, 16).unwrap()
}

#[test]
fn launches_through_the_driver_api() {
    if std::env::var_os(CHILD).is_some() {
        return child();
    }
    let dir = std::env::temp_dir().join(format!("tile-runtime-fake-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let built = Command::new("cc")
        .args(["-shared", "-fPIC", "-O1", "-Wall", "-Wextra", "-Werror"])
        .args(["-Wl,-soname,libcuda.so.1", "-o"])
        .arg(dir.join("libcuda.so.1"))
        .arg(repo("tools/gpu-runner/fake-cuda/fake_cuda.c"))
        .status()
        .expect("cc (a C compiler builds the fake libcuda)");
    assert!(built.success());
    std::os::unix::fs::symlink("libcuda.so.1", dir.join("libcuda.so")).unwrap();
    let dump = dir.join("params.txt");
    let out = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "launches_through_the_driver_api", "--nocapture"])
        .env(CHILD, "1")
        .env("LD_LIBRARY_PATH", &dir)
        .env("FAKE_CUDA_DUMP_PARAMS", &dump)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert!(
        stderr.contains("copy_strided: MAX_DYNAMIC_SHARED_SIZE_BYTES = 102400"),
        "{stderr}"
    );
    let p = dumped(&dump);
    let (src, dst) = (address(&stdout, "src"), address(&stdout, "dst"));
    // Launch 1, copy_strided: src's memref words, then dst's descriptor as the fake images
    // it: data type 7 (f32), rank 2, address, dims innermost first, the row pitch in bytes.
    let words: Vec<u64> = (0..7).map(|i| u64_at(&p[&(1, i)], 0)).collect();
    assert_eq!(words, vec![src, src, 0, 1000, 300, 320, 1]);
    let d = &p[&(1, 15)];
    assert_eq!((d[0], d[1], u64_at(d, 8)), (7, 2, dst));
    assert_eq!(
        (u64_at(d, 16), u64_at(d, 24), u64_at(d, 56)),
        (300, 1000, 1280)
    );
    // The refused launch never reached the driver: launches 2..4 are rebind_copy's.
    assert!(p.contains_key(&(4, 20)) && !p.contains_key(&(5, 2)));
    let (a, b) = (address(&stdout, "a"), address(&stdout, "b"));
    let workspace = |launch| u64_at(&p[&(launch, 16)], 0);
    let template = |launch| u64_at(&p[&(launch, 14)], 8);
    for launch in 2..=4 {
        assert_eq!(u64_at(&p[&(launch, 1)], 0), a);
        assert_eq!(
            u64_at(&p[&(launch, 20)], 8),
            b,
            "dst's host-born descriptor"
        );
        assert_eq!(
            template(launch),
            workspace(launch),
            "the template's placeholder address"
        );
        assert_eq!(
            u64_at(&p[&(launch, 18)], 0),
            64 * 128,
            "the workspace's bytes"
        );
    }
    // One workspace per stream: reused on stream 0, another on stream 7.
    assert_eq!(workspace(2), workspace(3));
    assert_ne!(workspace(3), workspace(4));
    // Launch 5, copy_2d: two by-value descriptors encoded from the tensors passed for them,
    // as the fake images them: data type 7 (f32), rank 2, the tensor's address, its dims
    // innermost first, its row pitch in bytes, the box at byte 88, element strides at 108.
    let (s2, d2) = (address(&stdout, "s2"), address(&stdout, "d2"));
    for (param, tensor) in [(0, s2), (1, d2)] {
        let d = &p[&(5, param)];
        assert_eq!(d.len(), 128);
        assert_eq!((d[0], d[1], d[2], d[3]), (7, 2, 0, 0), "param {param}");
        assert_eq!(u64_at(d, 8), tensor, "param {param}");
        assert_eq!((u64_at(d, 16), u64_at(d, 24)), (300, 1000), "param {param}");
        assert_eq!(u64_at(d, 56), 1280, "param {param}");
        assert_eq!(&d[88..96], &[64, 0, 0, 0, 64, 0, 0, 0], "param {param}");
        assert_eq!(&d[108..116], &[1, 0, 0, 0, 1, 0, 0, 0], "param {param}");
    }
    assert!(!p.contains_key(&(5, 2)), "copy_2d has two parameters");
    // Launch 6 (a fixed cluster) passed no cluster attribute; launch 7 passed its own; the
    // refused launches never reached the driver.
    assert_eq!(p[&(6, 0)], p[&(5, 0)]);
    assert!(
        !stderr.contains("launch 6: cluster") && !stderr.contains("launch 5: cluster"),
        "{stderr}"
    );
    assert!(
        stderr.contains("launch 7: cluster 1 x 4 x 1 (launch attribute)"),
        "{stderr}"
    );
    assert!(
        stderr.contains("launch 7: copy_strided grid 5 x 16 x 1"),
        "{stderr}"
    );
    // Launch 3 repeated launch 2 (arguments, grid, stream): its parameters were remembered,
    // not bound and encoded again. Two encodes for every other launch (launches 8 and 9: the
    // workspace replaced, nothing remembered).
    assert_eq!(p[&(3, 14)], p[&(2, 14)]);
    assert_eq!(
        stderr.matches("[fake-cuda] encode ").count(),
        2 * 8,
        "{stderr}"
    );
    assert_eq!(u64_at(&p[&(8, 18)], 0), 128 * 128, "the larger workspace");
    assert_ne!(
        workspace(8),
        workspace(2),
        "a new workspace for the larger grid"
    );
    assert_eq!(
        workspace(9),
        workspace(8),
        "the replaced workspace is not reused from a remembered launch"
    );
    assert_eq!(template(9), workspace(9));
    assert!(
        !p.contains_key(&(10, 0)),
        "nine launches reached the driver"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
