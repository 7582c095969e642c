// The runtime ABI the runner exports to host-so shared objects (`src/mgpu.rs` defines
// them; `build.rs` exports exactly these from the executable). Included by both, so the
// list exists once.

/// Every symbol `src/mgpu.rs` defines for a dlopened `tile-opt --emit=host-so` object.
pub const EXPORTED: &[&str] = &[
    "mgpuModuleLoadJIT",
    "mgpuModuleUnload",
    "mgpuModuleGetFunction",
    "mgpuStreamCreate",
    "mgpuStreamDestroy",
    "mgpuStreamSynchronize",
    "mgpuLaunchKernel",
    "tileReportEncodeFailure",
    "mgpuMemAlloc",
    "mgpuMemFree",
    "mgpuEventCreate",
    "mgpuEventDestroy",
    "mgpuEventRecord",
    "mgpuStreamWaitEvent",
    "mgpuEventSynchronize",
];
