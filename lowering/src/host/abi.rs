//! The C ABI the generated host code calls: the CUDA driver's tensor-map
//! encoders with their enum values, the failure hook, and the `mgpu*`
//! runtime functions MLIR's GPU-to-LLVM translation emits.
//!
//! The enum values are the CUDA driver's (`cuda.h`, CUDA 12.8 / 13):
//! `CUtensorMapDataType`, `CUtensorMapInterleave`, `CUtensorMapSwizzle`
//! (with the `128B_ATOM_*` variants), `CUtensorMapL2promotion`,
//! `CUtensorMapFloatOOBfill` and `CUtensorMapIm2ColWideMode`. They are
//! mapped explicitly, never by reusing the `tile` enums' own numbering.

use tile_rules::enums::{DescMode, Interleave, L2Promotion, OobFill, Swizzle};
use tile_rules::ElementType;

/// `CUresult cuTensorMapEncodeTiled(CUtensorMap *tensorMap,
/// CUtensorMapDataType dataType, cuuint32_t rank, void *globalAddress,
/// const cuuint64_t *globalDim, const cuuint64_t *globalStrides,
/// const cuuint32_t *boxDim, const cuuint32_t *elementStrides,
/// CUtensorMapInterleave, CUtensorMapSwizzle, CUtensorMapL2promotion,
/// CUtensorMapFloatOOBfill)`.
pub const ENCODE_TILED: &str = "cuTensorMapEncodeTiled";
/// The LLVM type of [`ENCODE_TILED`].
pub const ENCODE_TILED_TYPE: &str =
    "!llvm.func<i32 (ptr, i32, i32, ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32)>";

/// `CUresult cuTensorMapEncodeIm2col(CUtensorMap *tensorMap,
/// CUtensorMapDataType dataType, cuuint32_t rank, void *globalAddress,
/// const cuuint64_t *globalDim, const cuuint64_t *globalStrides,
/// const int *pixelBoxLowerCorner, const int *pixelBoxUpperCorner,
/// cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn,
/// const cuuint32_t *elementStrides, CUtensorMapInterleave,
/// CUtensorMapSwizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill)`.
pub const ENCODE_IM2COL: &str = "cuTensorMapEncodeIm2col";
/// The LLVM type of [`ENCODE_IM2COL`].
pub const ENCODE_IM2COL_TYPE: &str =
    "!llvm.func<i32 (ptr, i32, i32, ptr, ptr, ptr, ptr, ptr, i32, i32, ptr, i32, i32, i32, i32)>";

/// `CUresult cuTensorMapEncodeIm2colWide(CUtensorMap *tensorMap,
/// CUtensorMapDataType dataType, cuuint32_t rank, void *globalAddress,
/// const cuuint64_t *globalDim, const cuuint64_t *globalStrides,
/// int pixelBoxLowerCornerWidth, int pixelBoxUpperCornerWidth,
/// cuuint32_t channelsPerPixel, cuuint32_t pixelsPerColumn,
/// const cuuint32_t *elementStrides, CUtensorMapInterleave,
/// CUtensorMapIm2ColWideMode mode, CUtensorMapSwizzle,
/// CUtensorMapL2promotion, CUtensorMapFloatOOBfill)` (CUDA 12.8+,
/// sm_100 devices), for the `im2col_w` / `im2col_w_128` modes.
pub const ENCODE_IM2COL_WIDE: &str = "cuTensorMapEncodeIm2colWide";
/// The LLVM type of [`ENCODE_IM2COL_WIDE`].
pub const ENCODE_IM2COL_WIDE_TYPE: &str =
    "!llvm.func<i32 (ptr, i32, i32, ptr, ptr, ptr, i32, i32, i32, i32, ptr, i32, i32, i32, i32, i32)>";

/// `void tileReportEncodeFailure(int32_t result, const char *kernel,
/// int32_t descriptorIndex)`: called once per failed encode before the
/// launch that needed it is skipped. `kernel` is `"module::kernel"`
/// (NUL-terminated); `descriptorIndex` counts the launch's descriptor
/// operands from 0 in operand order, or is -1 for the launch's rebind
/// workspace (result [`CUDA_ERROR_OUT_OF_MEMORY`]). The runner defines it.
pub const REPORT_FAILURE: &str = "tileReportEncodeFailure";
/// The LLVM type of [`REPORT_FAILURE`].
pub const REPORT_FAILURE_TYPE: &str = "!llvm.func<void (i32, ptr, i32)>";

/// `CUDA_SUCCESS`.
pub const CUDA_SUCCESS: i32 = 0;
/// `CUDA_ERROR_INVALID_VALUE`: reported (without calling the encoder's
/// result into question) when a memref's innermost stride, known only at
/// run time, is not 1.
pub const CUDA_ERROR_INVALID_VALUE: i32 = 1;
/// `CUDA_ERROR_OUT_OF_MEMORY`: reported with descriptor index -1 when a
/// launch's rebind workspace could not be allocated (`mgpuMemAlloc`
/// returned null); the launch is skipped.
pub const CUDA_ERROR_OUT_OF_MEMORY: i32 = 2;

/// `void *mgpuMemAlloc(uint64_t bytes, CUstream stream, bool hostShared)`.
pub const MEM_ALLOC: &str = "mgpuMemAlloc";
/// `void mgpuMemFree(void *ptr, CUstream stream)`.
pub const MEM_FREE: &str = "mgpuMemFree";
/// `CUevent mgpuEventCreate(void)`.
pub const EVENT_CREATE: &str = "mgpuEventCreate";
/// `void mgpuEventDestroy(CUevent event)`.
pub const EVENT_DESTROY: &str = "mgpuEventDestroy";
/// `void mgpuEventSynchronize(CUevent event)`.
pub const EVENT_SYNCHRONIZE: &str = "mgpuEventSynchronize";
/// `void mgpuEventRecord(CUevent event, CUstream stream)`.
pub const EVENT_RECORD: &str = "mgpuEventRecord";
/// `void mgpuStreamWaitEvent(CUstream stream, CUevent event)`.
pub const STREAM_WAIT_EVENT: &str = "mgpuStreamWaitEvent";

/// The prefix of the GPU runtime wrappers MLIR's GPU lowering calls
/// (`CudaRuntimeWrappers.cpp`): host code must not define or redeclare a
/// symbol with it except as [`runtime_function_type`] says
/// (`host-runtime-symbol`).
pub const RUNTIME_PREFIX: &str = "mgpu";

/// The LLVM function type of a `mgpu*` runtime function the emitted host
/// code calls (the C prototypes of [`RUNTIME_SYMBOLS`] in LLVM's terms:
/// handles and pointers are `ptr`, `intptr_t` and `size_t` are `i64`,
/// `bool` is `i8`); `None` for any other name. MLIR's GPU lowering reuses an
/// existing declaration of the name whatever its type, and builds calls
/// that do not fit it (a crash, or a call of the wrong function: tile-fuzz
/// seed 1010).
pub fn runtime_function_type(name: &str) -> Option<&'static str> {
    Some(match name {
        "mgpuModuleLoadJIT" => "!llvm.func<ptr (ptr, i32)>",
        "mgpuModuleUnload"
        | "mgpuStreamSynchronize"
        | "mgpuStreamDestroy"
        | EVENT_DESTROY
        | EVENT_SYNCHRONIZE => "!llvm.func<void (ptr)>",
        "mgpuModuleGetFunction" => "!llvm.func<ptr (ptr, ptr)>",
        "mgpuStreamCreate" | EVENT_CREATE => "!llvm.func<ptr ()>",
        "mgpuLaunchKernel" => {
            "!llvm.func<void (ptr, i64, i64, i64, i64, i64, i64, i32, ptr, ptr, ptr, i64)>"
        }
        EVENT_RECORD | STREAM_WAIT_EVENT | MEM_FREE => "!llvm.func<void (ptr, ptr)>",
        MEM_ALLOC => "!llvm.func<ptr (i64, ptr, i8)>",
        _ => return None,
    })
}

/// Every runtime function the emitted host code may reference, with its C
/// prototype: what a loader must provide (export globally) before the
/// shared object is loaded. A given module references a subset: the module
/// load/unload pair whenever it has device code, the launch functions when
/// it launches, the event functions for `async` launches and tokens, the
/// memory and event functions for launches with a rebind workspace, each
/// encoder only for the descriptor modes it uses, and the failure hook when
/// a launch takes a host descriptor or a workspace. The `mgpu*` entries are
/// the ones MLIR 22's GPU lowering and translation emit for `gpu.binary`
/// (PTX, loaded by JIT in a global constructor), `gpu.launch_func` and
/// `gpu.wait`, plus the memory and event functions the workspace cache
/// calls; the signatures are those of MLIR's `CudaRuntimeWrappers.cpp`.
/// `mgpuLaunchKernel`'s `smem` is the launch's `dynamic_shared_memory_size`
/// (0 without one); above 48 KiB the loader's `mgpuLaunchKernel` must raise
/// the function's `CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES` to it
/// before launching, as MLIR's wrapper and tools/gpu-runner's do.
pub const RUNTIME_SYMBOLS: &[(&str, &str)] = &[
    (
        "mgpuModuleLoadJIT",
        "CUmodule mgpuModuleLoadJIT(void *ptx, int optLevel)  /* global ctor */",
    ),
    (
        "mgpuModuleUnload",
        "void mgpuModuleUnload(CUmodule module)  /* global dtor */",
    ),
    (
        "mgpuModuleGetFunction",
        "CUfunction mgpuModuleGetFunction(CUmodule module, const char *name)",
    ),
    ("mgpuStreamCreate", "CUstream mgpuStreamCreate(void)"),
    (
        "mgpuLaunchKernel",
        "void mgpuLaunchKernel(CUfunction f, intptr_t gridX, intptr_t gridY, intptr_t gridZ, \
         intptr_t blockX, intptr_t blockY, intptr_t blockZ, int32_t smem, CUstream stream, \
         void **params, void **extra, size_t paramsCount)",
    ),
    (
        "mgpuStreamSynchronize",
        "void mgpuStreamSynchronize(CUstream stream)",
    ),
    (
        "mgpuStreamDestroy",
        "void mgpuStreamDestroy(CUstream stream)",
    ),
    (
        EVENT_CREATE,
        "CUevent mgpuEventCreate(void)  /* async launches, rebind workspaces */",
    ),
    (EVENT_DESTROY, "void mgpuEventDestroy(CUevent event)"),
    (EVENT_SYNCHRONIZE, "void mgpuEventSynchronize(CUevent event)"),
    (EVENT_RECORD, "void mgpuEventRecord(CUevent event, CUstream stream)"),
    (
        STREAM_WAIT_EVENT,
        "void mgpuStreamWaitEvent(CUstream stream, CUevent event)",
    ),
    (
        MEM_ALLOC,
        "void *mgpuMemAlloc(uint64_t bytes, CUstream stream, bool hostShared)  /* rebind workspaces */",
    ),
    (MEM_FREE, "void mgpuMemFree(void *ptr, CUstream stream)"),
    (
        ENCODE_TILED,
        "CUresult cuTensorMapEncodeTiled(CUtensorMap *map, CUtensorMapDataType type, \
         cuuint32_t rank, void *address, const cuuint64_t *dims, const cuuint64_t *strides, \
         const cuuint32_t *box, const cuuint32_t *elementStrides, CUtensorMapInterleave, \
         CUtensorMapSwizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill)  /* tile mode */",
    ),
    (
        ENCODE_IM2COL,
        "CUresult cuTensorMapEncodeIm2col(CUtensorMap *map, CUtensorMapDataType type, \
         cuuint32_t rank, void *address, const cuuint64_t *dims, const cuuint64_t *strides, \
         const int *lowerCorner, const int *upperCorner, cuuint32_t channelsPerPixel, \
         cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides, CUtensorMapInterleave, \
         CUtensorMapSwizzle, CUtensorMapL2promotion, CUtensorMapFloatOOBfill)  /* im2col */",
    ),
    (
        ENCODE_IM2COL_WIDE,
        "CUresult cuTensorMapEncodeIm2colWide(CUtensorMap *map, CUtensorMapDataType type, \
         cuuint32_t rank, void *address, const cuuint64_t *dims, const cuuint64_t *strides, \
         int lowerCornerWidth, int upperCornerWidth, cuuint32_t channelsPerPixel, \
         cuuint32_t pixelsPerColumn, const cuuint32_t *elementStrides, CUtensorMapInterleave, \
         CUtensorMapIm2ColWideMode, CUtensorMapSwizzle, CUtensorMapL2promotion, \
         CUtensorMapFloatOOBfill)  /* im2col_w, im2col_w_128 */",
    ),
    (
        REPORT_FAILURE,
        "void tileReportEncodeFailure(int32_t result, const char *kernel, int32_t descriptorIndex)",
    ),
];

/// `CUtensorMapDataType` of an element type.
pub fn data_type(element: ElementType) -> i32 {
    match element {
        ElementType::U8 => 0,    // CU_TENSOR_MAP_DATA_TYPE_UINT8
        ElementType::U16 => 1,   // UINT16
        ElementType::U32 => 2,   // UINT32
        ElementType::S32 => 3,   // INT32
        ElementType::U64 => 4,   // UINT64
        ElementType::S64 => 5,   // INT64
        ElementType::F16 => 6,   // FLOAT16
        ElementType::F32 => 7,   // FLOAT32
        ElementType::F64 => 8,   // FLOAT64
        ElementType::BF16 => 9,  // BFLOAT16
        ElementType::TF32 => 11, // TFLOAT32 (10 is FLOAT32_FTZ)
    }
}

/// `CUtensorMapInterleave`.
pub fn interleave(value: Interleave) -> i32 {
    match value {
        Interleave::None => 0, // CU_TENSOR_MAP_INTERLEAVE_NONE
        Interleave::Il16 => 1, // 16B
        Interleave::Il32 => 2, // 32B
    }
}

/// `CUtensorMapSwizzle`.
pub fn swizzle(value: Swizzle) -> i32 {
    match value {
        Swizzle::None => 0,             // CU_TENSOR_MAP_SWIZZLE_NONE
        Swizzle::Sw32 => 1,             // 32B
        Swizzle::Sw64 => 2,             // 64B
        Swizzle::Sw128 => 3,            // 128B
        Swizzle::Sw128Atom32 => 4,      // 128B_ATOM_32B
        Swizzle::Sw128Atom32Flip8 => 5, // 128B_ATOM_32B_FLIP_8B
        Swizzle::Sw128Atom64 => 6,      // 128B_ATOM_64B
    }
}

/// `CUtensorMapL2promotion`.
pub fn l2_promotion(value: L2Promotion) -> i32 {
    match value {
        L2Promotion::None => 0,  // CU_TENSOR_MAP_L2_PROMOTION_NONE
        L2Promotion::L264 => 1,  // L2_64B
        L2Promotion::L2128 => 2, // L2_128B
        L2Promotion::L2256 => 3, // L2_256B
    }
}

/// `CUtensorMapFloatOOBfill`.
pub fn oob_fill(value: OobFill) -> i32 {
    match value {
        OobFill::Zero => 0, // CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE
        OobFill::Nan => 1,  // NAN_REQUEST_ZERO_FMA
    }
}

/// `CUtensorMapIm2ColWideMode` of a wide im2col mode; `None` for the others.
pub fn im2col_wide_mode(mode: DescMode) -> Option<i32> {
    match mode {
        DescMode::Im2colW => Some(0),    // CU_TENSOR_MAP_IM2COL_WIDE_MODE_W
        DescMode::Im2colW128 => Some(1), // W128
        DescMode::Tile | DescMode::Im2col => None,
    }
}

/// The encoder a descriptor mode needs: its name and LLVM type.
pub fn encoder(mode: DescMode) -> (&'static str, &'static str) {
    match mode {
        DescMode::Tile => (ENCODE_TILED, ENCODE_TILED_TYPE),
        DescMode::Im2col => (ENCODE_IM2COL, ENCODE_IM2COL_TYPE),
        DescMode::Im2colW | DescMode::Im2colW128 => (ENCODE_IM2COL_WIDE, ENCODE_IM2COL_WIDE_TYPE),
    }
}
