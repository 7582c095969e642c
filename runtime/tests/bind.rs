//! Binding launches from real manifests (tile-opt's output for
//! test/gpu/runtime/copy_strided.mlir and test/gpu/rebind_copy.mlir, kept
//! current by their lit tests), without a GPU: every lowered parameter, the
//! encode arguments evaluated on the arguments, and each refusal naming its
//! parameter and values.

use tile_abi::manifest::Manifest;
use tile_runtime::bind::{Binder, Bound};
use tile_runtime::{Arg, DType, RuntimeError, TensorArg};

fn manifest(path: &str) -> Manifest {
    let text = std::fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR")))
        .expect("read the fixture");
    Manifest::read(&text).expect("a manifest of this version")
}

fn strided() -> Manifest {
    manifest("tests/fixtures/copy_strided.manifest.json")
}

fn rebind() -> Manifest {
    manifest("../tools/gpu-runner/tests/fixtures/rebind_copy.manifest.json")
}

fn tensor(address: u64, shape: &[u64], strides: &[u64]) -> Arg {
    Arg::Tensor(TensorArg {
        address,
        dtype: DType::F32,
        shape: shape.to_vec(),
        strides: strides.to_vec(),
    })
}

fn bind(
    m: &Manifest,
    args: &[Arg],
    grid: [u32; 3],
    workspace: Option<u64>,
) -> Result<Bound, RuntimeError> {
    let binder = Binder::new(&m.kernels[0], args, grid)?;
    binder.bind(workspace)
}

fn word(b: &Bound, i: usize) -> u64 {
    let mut w = [0u8; 8];
    w.copy_from_slice(&b.params[i][..8]);
    u64::from_le_bytes(w)
}

#[test]
fn a_padded_view_binds_its_strides_and_descriptors() {
    let m = strided();
    // 1000 x 300 f32 rows padded to a pitch of 320 elements (1280 bytes).
    let src = tensor(0x7000_0000, &[1000, 300], &[320, 1]);
    let dst = tensor(0x7100_0000, &[1000, 300], &[320, 1]);
    let b = bind(&m, &[src, dst], [5, 16, 1], None).unwrap();
    // Two memrefs of rank 2 (7 words each) and two descriptors.
    assert_eq!(b.params.len(), 16);
    assert_eq!(
        (0..7).map(|i| word(&b, i)).collect::<Vec<_>>(),
        vec![0x7000_0000, 0x7000_0000, 0, 1000, 300, 320, 1]
    );
    assert_eq!(b.descriptors.len(), 2);
    let d = &b.descriptors[1];
    assert_eq!((d.position, d.param), (15, 3));
    assert_eq!(d.request.address, 0x7100_0000);
    assert_eq!(d.request.dims, vec![300, 1000]);
    assert_eq!(d.request.strides, vec![1280]);
    assert_eq!(d.request.box_dims, vec![64, 64]);
    assert_eq!(b.params[15], vec![0u8; 128]);
}

#[test]
fn refusals_name_the_parameter_and_the_values() {
    let m = strided();
    let ok = tensor(0x7000_0000, &[64, 64], &[64, 1]);
    let err = |args: &[Arg]| bind(&m, args, [1, 1, 1], None).unwrap_err().to_string();
    let e = err(std::slice::from_ref(&ok));
    assert!(e.contains("takes 2 arguments, 1 given"), "{e}");
    let e = err(&[ok.clone(), Arg::I32(3)]);
    assert!(
        e.contains("parameter #1") && e.contains("expects a tensor, got i32 3"),
        "{e}"
    );
    let bf16 = Arg::Tensor(TensorArg::packed(0x7000_0000, DType::Bf16, &[64, 64]));
    let e = err(&[ok.clone(), bf16]);
    assert!(e.contains("expects f32 elements, got a bf16 tensor"), "{e}");
    let e = err(&[ok.clone(), tensor(0x7000_0000, &[64], &[1])]);
    assert!(e.contains("rank-2"), "{e}");
    // The memref fixes the innermost stride at 1.
    let e = err(&[ok.clone(), tensor(0x7000_0000, &[64, 64], &[128, 2])]);
    assert!(e.contains("stride 1 is fixed at 1"), "{e}");
    // A row pitch of 301 f32 = 1204 bytes is no multiple of 16: the encode rule, on the
    // descriptor of parameter #1's tensor.
    let e = err(&[ok.clone(), tensor(0x7000_0000, &[64, 301], &[301, 1])]);
    assert!(
        e.contains("descriptor parameter #3") && e.contains("globalStrides[0] = 1204 bytes"),
        "{e}"
    );
    let e = err(&[ok.clone(), tensor(0x7000_0008, &[64, 64], &[64, 1])]);
    assert!(
        e.contains("globalAddress 0x70000008 is not 16-byte aligned"),
        "{e}"
    );
    let e = err(&[ok.clone(), tensor(0x7000_0002, &[64, 64], &[64, 1])]);
    assert!(e.contains("not aligned to its 4-byte elements"), "{e}");
}

#[test]
fn a_rebind_kernel_gets_its_template_and_workspace() {
    let m = rebind();
    let src = Arg::Tensor(TensorArg::packed(0x7000_0000, DType::F32, &[4096, 1024]));
    let dst = Arg::Tensor(TensorArg::packed(0x7400_0000, DType::F32, &[4096, 1024]));
    let binder = Binder::new(&m.kernels[0], &[src.clone(), dst.clone()], [64, 1, 1]).unwrap();
    let need = binder.workspace().unwrap().unwrap();
    assert_eq!((need.bytes, need.alignment), (64 * 128, 128));
    let b = binder.bind(Some(0x7800_0000)).unwrap();
    let template = b
        .descriptors
        .iter()
        .find(|d| d.request.address == 0x7800_0000)
        .expect("the template's placeholder address is the workspace");
    assert_eq!(template.request.dims, vec![1024, 64]);
    assert_eq!(template.request.strides, vec![4096]);
    let host = b
        .descriptors
        .iter()
        .find(|d| d.request.address == 0x7400_0000)
        .expect("dst's host-born descriptor");
    assert_eq!(host.request.dims, vec![1024, 4096]);
    // The workspace memref: allocated, aligned, offset, size, stride.
    let w = m.kernels[0].rebind.as_ref().unwrap().workspace.param;
    let at = m.kernels[0].params[w].abi_index.unwrap();
    assert_eq!(
        (at..at + 5).map(|i| word(&b, i)).collect::<Vec<_>>(),
        vec![0x7800_0000, 0x7800_0000, 0, 64 * 128, 1]
    );
    // A larger grid needs a larger workspace; a misaligned one is refused.
    let binder = Binder::new(&m.kernels[0], &[src.clone(), dst.clone()], [128, 1, 1]).unwrap();
    assert_eq!(binder.workspace().unwrap().unwrap().bytes, 128 * 128);
    let e = binder.bind(Some(0x7800_0040)).unwrap_err().to_string();
    assert!(e.contains("128-byte aligned"), "{e}");
    // The kernel fixes the extents.
    let small = Arg::Tensor(TensorArg::packed(0x7000_0000, DType::F32, &[4096, 512]));
    let e = Binder::new(&m.kernels[0], &[small, dst], [64, 1, 1])
        .err()
        .unwrap()
        .to_string();
    assert!(
        e.contains("dimension 1 is fixed at 1024 by the kernel; the tensor has 512"),
        "{e}"
    );
}

fn copy_2d() -> Manifest {
    manifest("tests/fixtures/copy_2d.manifest.json")
}

#[test]
fn descriptor_parameters_are_encoded_from_their_tensors() {
    // examples/copy_2d.mlir takes its two descriptors as parameters: each is encoded from
    // the tensor passed for it, here 1000 x 300 f32 rows padded to a pitch of 320 elements.
    let m = copy_2d();
    let src = tensor(0x7000_0000, &[1000, 300], &[320, 1]);
    let dst = tensor(0x7100_0000, &[1000, 300], &[320, 1]);
    let b = bind(&m, &[src, dst], [5, 16, 1], None).unwrap();
    assert_eq!(b.params, vec![vec![0u8; 128]; 2]);
    assert_eq!(b.descriptors.len(), 2);
    for (i, address) in [0x7000_0000, 0x7100_0000].into_iter().enumerate() {
        let d = &b.descriptors[i];
        assert_eq!((d.position, d.param), (i, i));
        assert_eq!(d.ty, "!tile.tensormap<f32, rank = 2, box = [64, 64]>");
        assert_eq!(d.request.data_type, 7);
        assert_eq!(d.request.address, address);
        assert_eq!(d.request.dims, vec![300, 1000]);
        assert_eq!(d.request.strides, vec![1280]);
        assert_eq!(d.request.box_dims, vec![64, 64]);
        assert_eq!(d.request.element_strides, vec![1, 1]);
    }
}

#[test]
fn descriptor_parameter_refusals_name_the_parameter() {
    let m = copy_2d();
    let ok = tensor(0x7000_0000, &[64, 64], &[64, 1]);
    let err = |args: &[Arg]| bind(&m, args, [1, 1, 1], None).unwrap_err().to_string();
    let e = err(&[Arg::I32(3), ok.clone()]);
    assert!(
        e.contains("parameter #0 (!tile.tensormap<f32, rank = 2, box = [64, 64]>)")
            && e.contains("expects a tensor (encoded into the descriptor), got i32 3"),
        "{e}"
    );
    let e = err(&[ok.clone(), Arg::Ptr(0x7000_0000)]);
    assert!(
        e.contains("parameter #1") && e.contains("got a pointer"),
        "{e}"
    );
    let bf16 = Arg::Tensor(TensorArg::packed(0x7000_0000, DType::Bf16, &[64, 64]));
    let e = err(&[ok.clone(), bf16]);
    assert!(
        e.contains("parameter #1") && e.contains("expects f32 elements, got a bf16 tensor"),
        "{e}"
    );
    let e = err(&[
        tensor(0x7000_0000, &[4, 64, 64], &[4096, 64, 1]),
        ok.clone(),
    ]);
    assert!(e.contains("parameter #0") && e.contains("rank-2"), "{e}");
    // A column view: the tensor map reads contiguous rows.
    let e = err(&[ok.clone(), tensor(0x7000_0000, &[64, 64], &[1, 64])]);
    assert!(
        e.contains("parameter #1") && e.contains("innermost stride must be 1 element"),
        "{e}"
    );
    // The encode rules, on the descriptor parameter the tensor was passed for.
    let e = err(&[tensor(0x7000_0000, &[64, 301], &[301, 1]), ok.clone()]);
    assert!(
        e.contains("descriptor parameter #0") && e.contains("globalStrides[0] = 1204 bytes"),
        "{e}"
    );
    let e = err(&[ok.clone(), tensor(0x7000_0008, &[64, 64], &[64, 1])]);
    assert!(
        e.contains("descriptor parameter #1")
            && e.contains("globalAddress 0x70000008 is not 16-byte aligned"),
        "{e}"
    );
    let e = err(&[ok.clone(), tensor(0x7000_0000, &[0, 64], &[64, 1])]);
    assert!(e.contains("globalDim[1] = 0"), "{e}");
}

#[test]
fn a_manifest_without_tensormap_params_refuses_a_descriptor_parameter() {
    // A manifest written before the field reads with none (tile-abi's tests): it says
    // nothing of how to encode the parameters.
    let mut m = copy_2d();
    m.kernels[0].tensormap_params.clear();
    let ok = tensor(0x7000_0000, &[64, 64], &[64, 1]);
    let e = bind(&m, &[ok.clone(), ok], [1, 1, 1], None)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("parameter #0") && e.contains("does not say how to encode this descriptor"),
        "{e}"
    );
}

#[test]
fn manifests_carry_the_launch_the_kernel_fixes() {
    // rebind_copy.mlir fixes its block (known_block_size = 32 x 1 x 1); copy_2d fixes none.
    let r = rebind();
    assert_eq!(r.kernels[0].block_size, Some([32, 1, 1]));
    assert_eq!(r.kernels[0].cluster_size, None);
    assert_eq!(r.kernels[0].entry_name(), "rebind_copy");
    let c = copy_2d();
    assert_eq!(
        (c.kernels[0].block_size, c.kernels[0].cluster_size),
        (None, None)
    );
    assert_eq!(c.kernels[0].entry.as_deref(), Some("copy_2d"));
    let config = tile_runtime::LaunchConfig::new([64, 1, 1], [64, 1, 1]);
    let e = tile_runtime::config::resolve(&r.kernels[0], &config)
        .unwrap_err()
        .to_string();
    assert_eq!(
        e,
        "kernel 'rebind_copy': the kernel fixes its block at [32, 1, 1] threads; the launch gives block [64, 1, 1]"
    );
}
