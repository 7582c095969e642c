"""Writes two gpu.modules, each with one kernel of `tile.fence_proxy_async` ops:
@large with N of them (N at or above the intrinsics strategy's -O0 threshold,
2048, gets the [codegen-O0] remark, expected here for -verify-diagnostics) and
@small with one (the input of ../intrinsics-opt-level.mlir).

usage: fence-kernels.py N"""
import sys

n = int(sys.argv[1])
print("module attributes {gpu.container_module} {")
print('  gpu.module @large [#nvvm.target<chip = "sm_90a">] {')
print(
    "    // expected-remark@below {{[codegen-O0] this function has at least 2048 tile ops:"
    " its gpu.module is compiled at LLVM -O0}}"
)
print("    gpu.func @k() kernel {")
for _ in range(n):
    print("      tile.fence_proxy_async")
print("      gpu.return")
print("    }")
print("  }")
print('  gpu.module @small [#nvvm.target<chip = "sm_90a">] {')
print("    gpu.func @k() kernel {")
print("      tile.fence_proxy_async")
print("      gpu.return")
print("    }")
print("  }")
print("}")
