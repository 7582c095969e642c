"""Writes a gpu.module of LLVM dialect whose kernel is one block of N inline-asm
statements after two allocas (the input of ../split-blocks.mlir).

usage: long-block.py N EMISSION  (EMISSION: the gpu.module's tile.emission, or
"none" for no attribute: the output stage then compiles it at -O2)."""
import sys

n, emission = int(sys.argv[1]), sys.argv[2]
attrs = "" if emission == "none" else f' attributes {{tile.emission = "{emission}"}}'
print("module attributes {gpu.container_module} {")
print(f'  gpu.module @m [#nvvm.target<chip = "sm_90a">]{attrs} {{')
print("    llvm.func @k(%out: !llvm.ptr<1>) attributes {nvvm.kernel} {")
print("      %c1 = llvm.mlir.constant(1 : i32) : i32")
print("      %a = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr")
print("      %b = llvm.alloca %c1 x i32 : (i32) -> !llvm.ptr")
print("      llvm.store %c1, %a : i32, !llvm.ptr")
print("      llvm.store %c1, %b : i32, !llvm.ptr")
for i in range(n):
    print(f'      llvm.inline_asm has_side_effects "// stmt {i}", "~{{memory}}" : () -> ()')
print("      %x = llvm.load %a : !llvm.ptr -> i32")
print("      %y = llvm.load %b : !llvm.ptr -> i32")
print("      %s = llvm.add %x, %y : i32")
print("      llvm.store %s, %out : i32, !llvm.ptr<1>")
print("      llvm.return")
print("    }")
print("  }")
print("}")
