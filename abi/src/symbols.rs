//! The runtime symbols the generated host code calls: the CUDA driver's
//! tensor-map encoders, the failure hook and the `mgpu*` runtime functions
//! MLIR's GPU-to-LLVM translation emits, with their C prototypes and LLVM
//! types. The host emitter (tile-lowering) declares them from this list and
//! a loader (tools/gpu-runner) defines and exports [`LOADER_SYMBOLS`].

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
/// workspace (result [`CUDA_ERROR_OUT_OF_MEMORY`]). The loader defines it.
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

/// `CUmodule mgpuModuleLoadJIT(void *ptx, int optLevel)`.
pub const MODULE_LOAD_JIT: &str = "mgpuModuleLoadJIT";
/// `void mgpuModuleUnload(CUmodule module)`.
pub const MODULE_UNLOAD: &str = "mgpuModuleUnload";
/// `CUfunction mgpuModuleGetFunction(CUmodule module, const char *name)`.
pub const MODULE_GET_FUNCTION: &str = "mgpuModuleGetFunction";
/// `CUstream mgpuStreamCreate(void)`.
pub const STREAM_CREATE: &str = "mgpuStreamCreate";
/// `void mgpuStreamDestroy(CUstream stream)`.
pub const STREAM_DESTROY: &str = "mgpuStreamDestroy";
/// `void mgpuStreamSynchronize(CUstream stream)`.
pub const STREAM_SYNCHRONIZE: &str = "mgpuStreamSynchronize";
/// `void mgpuLaunchKernel(...)` (see [`RUNTIME_SYMBOLS`]).
pub const LAUNCH_KERNEL: &str = "mgpuLaunchKernel";
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
/// that do not fit it (a crash, or a call of the wrong function).
pub fn runtime_function_type(name: &str) -> Option<&'static str> {
    Some(match name {
        MODULE_LOAD_JIT => "!llvm.func<ptr (ptr, i32)>",
        MODULE_UNLOAD | STREAM_SYNCHRONIZE | STREAM_DESTROY | EVENT_DESTROY | EVENT_SYNCHRONIZE => {
            "!llvm.func<void (ptr)>"
        }
        MODULE_GET_FUNCTION => "!llvm.func<ptr (ptr, ptr)>",
        STREAM_CREATE | EVENT_CREATE => "!llvm.func<ptr ()>",
        LAUNCH_KERNEL => {
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
        MODULE_LOAD_JIT,
        "CUmodule mgpuModuleLoadJIT(void *ptx, int optLevel)  /* global ctor */",
    ),
    (
        MODULE_UNLOAD,
        "void mgpuModuleUnload(CUmodule module)  /* global dtor */",
    ),
    (
        MODULE_GET_FUNCTION,
        "CUfunction mgpuModuleGetFunction(CUmodule module, const char *name)",
    ),
    (STREAM_CREATE, "CUstream mgpuStreamCreate(void)"),
    (
        LAUNCH_KERNEL,
        "void mgpuLaunchKernel(CUfunction f, intptr_t gridX, intptr_t gridY, intptr_t gridZ, \
         intptr_t blockX, intptr_t blockY, intptr_t blockZ, int32_t smem, CUstream stream, \
         void **params, void **extra, size_t paramsCount)",
    ),
    (
        STREAM_SYNCHRONIZE,
        "void mgpuStreamSynchronize(CUstream stream)",
    ),
    (STREAM_DESTROY, "void mgpuStreamDestroy(CUstream stream)"),
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

/// The driver's own functions among [`RUNTIME_SYMBOLS`] (libcuda defines
/// them; a loader does not).
pub const DRIVER_SYMBOLS: &[&str] = &[ENCODE_TILED, ENCODE_IM2COL, ENCODE_IM2COL_WIDE];

/// The symbols a loader defines and exports for a dlopened host object:
/// [`RUNTIME_SYMBOLS`] but the [`DRIVER_SYMBOLS`].
pub const LOADER_SYMBOLS: &[&str] = &[
    MODULE_LOAD_JIT,
    MODULE_UNLOAD,
    MODULE_GET_FUNCTION,
    STREAM_CREATE,
    STREAM_DESTROY,
    STREAM_SYNCHRONIZE,
    LAUNCH_KERNEL,
    REPORT_FAILURE,
    MEM_ALLOC,
    MEM_FREE,
    EVENT_CREATE,
    EVENT_DESTROY,
    EVENT_RECORD,
    STREAM_WAIT_EVENT,
    EVENT_SYNCHRONIZE,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loader_symbols_are_the_runtime_symbols_but_the_driver_ones() {
        let mut runtime: Vec<&str> = RUNTIME_SYMBOLS
            .iter()
            .map(|(name, _)| *name)
            .filter(|name| !DRIVER_SYMBOLS.contains(name))
            .collect();
        let mut loader = LOADER_SYMBOLS.to_vec();
        runtime.sort_unstable();
        loader.sort_unstable();
        assert_eq!(runtime, loader);
        loader.dedup();
        assert_eq!(loader.len(), LOADER_SYMBOLS.len(), "no name twice");
    }

    #[test]
    fn every_mgpu_symbol_has_an_llvm_type_and_a_prototype_naming_it() {
        for (name, prototype) in RUNTIME_SYMBOLS {
            assert!(prototype.contains(&format!("{name}(")), "{name}");
            if name.starts_with(RUNTIME_PREFIX) {
                assert!(runtime_function_type(name).is_some(), "{name}");
            }
        }
        assert_eq!(runtime_function_type(REPORT_FAILURE), None);
        assert_eq!(runtime_function_type("mgpuSetDefaultDevice"), None);
    }
}
