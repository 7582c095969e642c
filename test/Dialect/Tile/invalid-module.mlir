// RUN: %tile-opt %s -split-input-file -verify-diagnostics

// The verifier's rules on module structure and on what the output stage can
// compile (dialects/tile/src/verify/module.rs): where a tile op sits, the
// nesting and targets of gpu.modules, PTX symbol names, the kernel parameter
// space and tile.ptx_version. One case per rule (and per way to break it);
// each is refused with a located error instead of a crash, a silent drop or
// PTX that ptxas rejects.

// A tile op directly in a gpu.module body (it crashed the NVVM-to-LLVM IR
// translation, or default-asm dropped it).
gpu.module @op_placement_gpu_module [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[op-placement] a tile op must be inside a function (gpu.func, func.func or llvm.func), but this one is directly in the body of gpu.module @op_placement_gpu_module}}
  tile.tensormap_fence_release
}

// -----

module @op_placement_module {
  // expected-error@below {{[op-placement] a tile op must be inside a function (gpu.func, func.func or llvm.func), but this one is directly in the body of builtin.module @op_placement_module}}
  tile.bulk_commit
}

// -----

// A nested gpu.module is never compiled (it was dropped silently).
gpu.module @gpu_module_nested_outer [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[gpu-module-nested] a gpu.module inside gpu.module @gpu_module_nested_outer is never compiled}}
  gpu.module @gpu_module_nested_inner [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k() kernel {
      gpu.return
    }
  }
}

// -----

// Every target but the first was dropped silently.
// expected-error@below {{[gpu-module-target] a gpu.module is compiled for one target, but this one has 2 ([#nvvm.target<chip = "sm_90a">, #nvvm.target<chip = "sm_100a">]): write one gpu.module per target}}
gpu.module @gpu_module_target_two [#nvvm.target<chip = "sm_90a">, #nvvm.target<chip = "sm_100a">] {
  gpu.func @k() kernel {
    gpu.return
  }
}

// -----

// expected-error@below {{[gpu-module-target] a gpu.module is compiled for one target, but this one has 2}}
gpu.module @gpu_module_target_mixed [#nvvm.target<chip = "sm_90a">, #rocdl.target<chip = "gfx90a">] {
  gpu.func @k() kernel {
    gpu.return
  }
}

// -----

// A gpu.module without tile ops is compiled to PTX too (it got an unlocated
// "unsupported calling convention" from the back end).
// expected-error@below {{[target-attribute] a gpu.module is compiled to PTX and needs an NVVM target (#nvvm.target<chip = "sm_90a">), but the gpu.module targets are #rocdl.target<chip = "gfx90a">}}
gpu.module @target_attribute_rocdl_no_tile_ops [#rocdl.target<chip = "gfx90a">] {
  gpu.func @k() kernel {
    gpu.return
  }
}

// -----

// Chips: only those both LLVM 22 and ptxas 13 compile for, also in a
// gpu.module without tile ops (sm_101a was renamed sm_110a in CUDA 13).
// expected-error@below {{[target-attribute] gpu.module target chip: unsupported target 'sm_101a': not a target both LLVM 22's NVPTX back end and ptxas 13 compile for (CUDA 13 renamed sm_101a to sm_110a)}}
gpu.module @target_attribute_sm101a [#nvvm.target<chip = "sm_101a">] {
  gpu.func @k() kernel {
    gpu.return
  }
}

// -----

// expected-error@below {{[target-attribute] gpu.module target chip: unsupported target 'sm_9000': not a target both LLVM 22's NVPTX back end and ptxas 13 compile for; known targets: sm_80, sm_86, sm_87, sm_88, sm_89, sm_90, sm_90a, sm_100, sm_100a, sm_103, sm_103a, sm_110, sm_110a, sm_120, sm_120a, sm_121, sm_121a}}
gpu.module @target_attribute_sm9000 [#nvvm.target<chip = "sm_9000">] {
  gpu.func @k() kernel {
    gpu.return
  }
}

// -----

// expected-error@below {{[target-attribute] tile.target: unsupported target 'sm_91'}}
module attributes {tile.target = "sm_91"} {
  func.func @target_attribute_module_sm91() {
    return
  }
}

// -----

// tile.ptx_version: a PTX ISA version LLVM 22 can write and ptxas 13 reads
// (99.9 was written as `.version 99.9`).
// expected-error@below {{[ptx-version] tile.ptx_version: unsupported PTX ISA version '99.9': the output can be written in PTX ISA 3.2 to 9.0}}
module @ptx_version_unknown attributes {tile.ptx_version = "99.9"} {
}

// -----

// PTX ISA 9.1 exists, but neither LLVM 22 nor ptxas 13.0 knows it.
// expected-error@below {{[ptx-version] tile.ptx_version: unsupported PTX ISA version '9.1'}}
gpu.module @ptx_version_91 [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "9.1"} {
}

// -----

// expected-error@below {{[ptx-version] tile.ptx_version: invalid PTX ISA version '': expected "major.minor", for example "8.3"}}
gpu.module @ptx_version_empty [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = ""} {
}

// -----

// expected-error@below {{[ptx-version] tile.ptx_version: invalid PTX ISA version '86 : i64'}}
module @ptx_version_not_a_string attributes {tile.ptx_version = 86} {
}

// -----

// Names of kernels, device functions and globals are PTX symbols (ptxas
// refused "k.k", "1k", "_" and ".entry"; LLVM refused the others without a
// location).
gpu.module @symbol_name_kernels [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[symbol-name] gpu.func @"k.k" becomes a PTX symbol, but "k.k" is not a PTX identifier (a letter followed by letters, digits, '_' or '$'; or '_' or '$' followed by at least one of them)}}
  gpu.func @"k.k"() kernel {
    gpu.return
  }
  // expected-error@below {{[symbol-name] gpu.func @"1k" becomes a PTX symbol}}
  gpu.func @"1k"() kernel {
    gpu.return
  }
  // expected-error@below {{[symbol-name] gpu.func @"_" becomes a PTX symbol}}
  gpu.func @"_"() kernel {
    gpu.return
  }
  // expected-error@below {{[symbol-name] gpu.func @".entry" becomes a PTX symbol}}
  gpu.func @".entry"() kernel {
    gpu.return
  }
  // expected-error@below {{[symbol-name] gpu.func @"a-b" becomes a PTX symbol}}
  gpu.func @"a-b"() kernel {
    gpu.return
  }
  // expected-error@below {{[symbol-name] gpu.func @"a b" becomes a PTX symbol}}
  gpu.func @"a b"() kernel {
    gpu.return
  }
  // expected-error@below {{[symbol-name] gpu.func @"a@b" becomes a PTX symbol}}
  gpu.func @"a@b"() kernel {
    gpu.return
  }
  // expected-error@below {{[symbol-name] gpu.func @"%k" becomes a PTX symbol}}
  gpu.func @"%k"() kernel {
    gpu.return
  }
  // expected-error@below {{[symbol-name] gpu.func @"\u{e9}" becomes a PTX symbol}}
  gpu.func @"é"() kernel {
    gpu.return
  }
  // expected-error@below {{[symbol-name] gpu.func @"" becomes a PTX symbol, but an empty name is not a PTX identifier}}
  gpu.func @""() kernel {
    gpu.return
  }
  // Valid: a letter, or '_' / '$' followed by at least one more character.
  gpu.func @k$1() kernel {
    gpu.return
  }
  gpu.func @_k() kernel {
    gpu.return
  }
  gpu.func @"$k"() kernel {
    gpu.return
  }
}

// -----

gpu.module @symbol_name_others [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[symbol-name] memref.global @"g.g" becomes a PTX symbol}}
  memref.global @"g.g" : memref<4xf32, 1> = dense<0.0>
  // expected-error@below {{[symbol-name] func.func @"f.f" becomes a PTX symbol}}
  func.func private @"f.f"(%x: f32) -> f32 {
    return %x : f32
  }
  // expected-error@below {{[symbol-name] llvm.func @"l-l" becomes a PTX symbol}}
  llvm.func @"l-l"() {
    llvm.return
  }
}

// -----

// An empty gpu.module name cannot be referenced by a launch.
// expected-error@below {{[symbol-name] gpu.module @"" cannot be launched: MLIR prints a reference to an empty symbol as @<<INVALID EMPTY SYMBOL>>}}
gpu.module @"" [#nvvm.target<chip = "sm_90a">] {
}

// -----

// The PTX parameter space holds 32764 (0x7ffc) bytes (ptxas: "uses too much
// parameter space (0x80000080 bytes, 0x7ffc max)" for this kernel).
gpu.module @param_space [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[param-space] kernel @too_big takes 2147483776 bytes of parameters, more than the 32764 (0x7ffc) bytes of the PTX parameter space (pass large data through global memory)}}
  // expected-error@below {{[vector-size] vector<268435456xi64> has 268435456 elements; a vector in device code may have at most 65536 (NVPTX splits a vector into scalars: the back end's time and memory grow with its elements)}}
  gpu.func @too_big(%v: vector<268435456xi64>, %d: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel {
    gpu.return
  }
  // One byte over, and exactly full (valid: ptxas accepts it), each
  // parameter at its alignment.
  // expected-error@below {{[param-space] kernel @one_over takes 32765 bytes of parameters}}
  gpu.func @one_over(%a: !llvm.array<32764 x i8>, %b: i8) kernel {
    gpu.return
  }
  gpu.func @full(%a: !llvm.array<32760 x i8>, %b: i32) kernel {
    gpu.return
  }
  // The largest vector device code may hold.
  gpu.func @widest(%v: vector<65536xi8>) {
    gpu.return
  }
  // A non-kernel function has no parameter space limit of this kind, but a
  // vector that large would be split into 2^28 scalars by the back end
  // (tile-fuzz seed 808: 21 GB; the rule vector-size).
  // expected-error@below {{[vector-size] vector<268435456xi64> has 268435456 elements}}
  gpu.func @device(%v: vector<268435456xi64>) {
    gpu.return
  }
  // An array or struct value is split the same way (tile-fuzz seed 30303: "LLVM ERROR: out of
  // memory" for this parameter of a function nothing calls): the rule aggregate-size counts the
  // scalars of any value, through structs, arrays and vectors.
  // expected-error@below {{[aggregate-size] parameter #0 of type !llvm.array<2147483647 x i65> holds 2147483647 scalars; a value in device code may hold at most 65536 (NVPTX splits a struct, array or vector value into its scalars: the back end's time and memory grow with them); pass a pointer to the data instead}}
  llvm.func @array_param(%a: !llvm.array<2147483647 x i65>) {
    llvm.return
  }
  llvm.func @loaded(%p: !llvm.ptr<1>) {
    // expected-error@below {{[aggregate-size] result #0 of type !llvm.struct<(i32, array<300 x vector<256xi8>>)> holds 76801 scalars}}
    %v = llvm.load %p : !llvm.ptr<1> -> !llvm.struct<(i32, array<300 x vector<256xi8>>)>
    llvm.return
  }
  // A block's argument, at the op that holds the block.
  // expected-error@below {{[aggregate-size] argument #0 of block #1 of region #0 of type !llvm.array<70000 x f32> holds 70000 scalars}}
  llvm.func @branch(%p: !llvm.ptr<1>) {
    // expected-error@below {{[aggregate-size] result #0 of type !llvm.array<70000 x f32> holds 70000 scalars}}
    %u = llvm.mlir.poison : !llvm.array<70000 x f32>
    llvm.br ^next(%u : !llvm.array<70000 x f32>)
  ^next(%a: !llvm.array<70000 x f32>):
    llvm.return
  }
  // Memory is not a value: a global, an alloca and a GEP over a million elements, and the
  // global's initializer, are valid; so is the largest value.
  llvm.mlir.global internal @table() {addr_space = 1 : i32} : !llvm.array<1000000 x i32> {
    %z = llvm.mlir.zero : !llvm.array<1000000 x i32>
    llvm.return %z : !llvm.array<1000000 x i32>
  }
  llvm.func @memory(%n: i64, %i: i64) -> !llvm.ptr {
    %a = llvm.alloca %n x !llvm.array<1000000 x i32> : (i64) -> !llvm.ptr
    %g = llvm.getelementptr %a[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1000000 x i32>
    llvm.return %g : !llvm.ptr
  }
  llvm.func @largest(%a: !llvm.struct<(array<65535 x i8>, i32)>) {
    llvm.return
  }
}

// -----

// After lowering: an llvm.func kernel whose byval parameters (128-byte
// descriptors, 64-byte aligned) overflow it.
gpu.module @param_space_byval [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[param-space] kernel @k takes 32769 bytes of parameters}}
  llvm.func @k(%a: !llvm.ptr {llvm.byval = !llvm.array<32768 x i8>, llvm.align = 64 : i32}, %b: !llvm.ptr {llvm.byval = !llvm.array<1 x i8>, llvm.align = 64 : i32}) attributes {nvvm.kernel} {
    llvm.return
  }
}

// -----

// A kernel parameter of no bytes: by value (the back end writes
// `.param .align 1 .b8 k_param_0[0]`, which ptxas refuses: "Parameter to
// entry function cannot be an incomplete array") or directly ("Empty
// parameter types are not supported"). Fuzz finding 7261cfcff84c.
gpu.module @param_empty [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[param-empty] kernel @byval_array takes argument #0 by value as !llvm.array<0 x i8>, a type of 0 bytes; a PTX entry parameter cannot be empty (drop the argument or give it a size)}}
  llvm.func @byval_array(%a: !llvm.ptr {llvm.byval = !llvm.array<0 x i8>}, %b: !llvm.ptr) attributes {nvvm.kernel} {
    llvm.return
  }
  // expected-error@below {{[param-empty] kernel @byval_nested takes argument #1 by value as !llvm.array<2 x struct<()>>}}
  llvm.func @byval_nested(%a: i32, %b: !llvm.ptr {llvm.byval = !llvm.array<2 x struct<()>>}) attributes {nvvm.kernel} {
    llvm.return
  }
  // expected-error@below {{[param-empty] kernel @direct takes argument #0 by value as !llvm.struct<(array<0 x i8>)>}}
  gpu.func @direct(%a: !llvm.struct<(array<0 x i8>)>) kernel {
    gpu.return
  }
  // An array of zero-width integers has no bytes either (NVPTX: `.b8 p[0]`).
  // expected-error@below {{[param-empty] kernel @byval_i0_array takes argument #0 by value as !llvm.array<1 x i0>, a type of 0 bytes}}
  llvm.func @byval_i0_array(%a: !llvm.ptr {llvm.byval = !llvm.array<1 x i0>}, %b: !llvm.ptr {llvm.byval = !llvm.array<128 x i8>}) attributes {nvvm.kernel} {
    llvm.return
  }
  // expected-error@below {{[param-empty] kernel @byval_i0 takes argument #0 by value as i0, a type of 0 bytes}}
  llvm.func @byval_i0(%a: !llvm.ptr {llvm.byval = i0}) attributes {nvvm.kernel} {
    llvm.return
  }
  // expected-error@below {{[param-empty] kernel @direct_i0_struct takes argument #0 by value as !llvm.struct<(i0, array<3 x i0>)>}}
  gpu.func @direct_i0_struct(%a: !llvm.struct<(i0, array<3 x i0>)>) kernel {
    gpu.return
  }
  // A zero-length tail in a struct of 4 bytes is fine, a zero-width field too.
  llvm.func @i0_field(%a: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i0)>}) attributes {nvvm.kernel} {
    llvm.return
  }
  llvm.func @tail(%a: !llvm.ptr {llvm.byval = !llvm.struct<(i32, array<0 x i8>)>}) attributes {nvvm.kernel} {
    llvm.return
  }
}

// -----

// A scalar integer kernel parameter of a width PTX has no type for: NVPTX
// writes `.param .u5 k_param_0` (ptxas: "Parsing error near '.u5'"). i1
// (as .u8), i8..i64 and 128 bits or more (a byte array) are declared; a
// device function's parameter is widened (.b32). Fuzz finding cc5c86a2b010.
gpu.module @param_type [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[param-type] kernel @odd takes argument #1 as i5: NVPTX declares a scalar integer kernel parameter of width 5 as .u5, which is not a PTX type; use i8, i16, i32 or i64}}
  llvm.func @odd(%a: i32, %b: i5) attributes {nvvm.kernel} {
    llvm.return
  }
  // expected-error@below {{[param-type] kernel @wide takes argument #0 as i96}}
  gpu.func @wide(%a: i96) kernel {
    gpu.return
  }
  llvm.func @fine(%a: i1, %b: i8, %c: i16, %d: i64, %e: i128, %f: i129) attributes {nvvm.kernel} {
    llvm.return
  }
  llvm.func @device(%a: i5) {
    llvm.return
  }
}
