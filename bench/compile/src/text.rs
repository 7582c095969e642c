//! Text shared by the generators: module headers and kernel parameters.

/// The top module and `gpu.module` of every tile-dialect input.
pub const TILE_OPEN: &str = "module attributes {gpu.container_module, tile.target = \"sm_90a\"} {\n  gpu.module @kernels [#nvvm.target<chip = \"sm_90a\">] {\n";

/// Closes [`TILE_OPEN`].
pub const TILE_CLOSE: &str = "  }\n}\n";

/// The top module of every LLVM + NVVM input (llc reads the triple from it).
pub const NVVM_OPEN: &str = "module attributes {llvm.target_triple = \"nvptx64-nvidia-cuda\"} {\n";

/// Closes [`NVVM_OPEN`].
pub const NVVM_CLOSE: &str = "}\n";

/// A by-value, 64-byte aligned, grid-constant descriptor parameter.
pub const NVVM_DESC_PARAM: &str =
    "!llvm.ptr {llvm.byval = !llvm.array<128 x i8>, llvm.align = 64 : i32, nvvm.grid_constant}";

/// The shared-memory tile and mbarrier globals, `smem_type` being the
/// tile's memref type (`memref<64x64xf32, 3>`).
pub fn tile_globals(smem_type: &str) -> String {
    format!(
        "    memref.global \"private\" @tile_smem : {smem_type} {{alignment = 1024}}\n    \
         memref.global \"private\" @tile_bar : memref<i64, 3> {{alignment = 8}}\n"
    )
}

/// The same globals in the LLVM dialect (`elements` f32 of shared memory).
pub fn nvvm_globals(elements: usize) -> String {
    format!(
        "  llvm.mlir.global private @tile_smem() {{addr_space = 3 : i32, alignment = 1024 : i64}} : !llvm.array<{elements} x f32>\n  \
         llvm.mlir.global private @tile_bar() {{addr_space = 3 : i32, alignment = 8 : i64}} : i64\n"
    )
}
