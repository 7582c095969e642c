// RUN: %tile-opt %s -split-input-file -verify-diagnostics

// Rules added for tile-fuzz findings (tools/fuzz/regressions): inputs the
// verifier used to accept that ptxas or the lowering then refused.

// A constant phase parity other than 0/1 reached ptxas as an immediate it
// refuses (ptxas-wait-parity-immediate).
func.func @mbarrier_parity(%bar: memref<i64, 3>) {
  %two = arith.constant 2 : i32
  %min = arith.constant -2147483648 : i32
  %one = arith.constant 1 : i32
  // expected-error@below {{[mbarrier-parity] the phase parity must be 0 or 1, got 2}}
  tile.mbarrier_wait_parity %bar, %two : memref<i64, 3>
  // expected-error@below {{[mbarrier-parity] the phase parity must be 0 or 1, got -2147483648}}
  %done = tile.mbarrier_try_wait_parity %bar, %min : memref<i64, 3>
  tile.mbarrier_wait_parity %bar, %one : memref<i64, 3>
  return
}

// -----

// ptxas allows 48 KiB of static .shared per kernel (ptxas-static-shared-memory):
// counted over the shared globals a kernel reads, each once.
gpu.module @smem_static [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @a : memref<8192xf32, 3> {alignment = 128}
  memref.global "private" @b : memref<4097xf32, 3> {alignment = 128}
  memref.global "private" @c : memref<4096xf32, 3> {alignment = 128}
  // expected-error@below {{[smem-static] kernel @too_much uses 49156 bytes of static shared memory (memref.global in address space 3), but a kernel may have at most 49152 (48 KiB); use dynamic shared memory for more}}
  gpu.func @too_much() kernel {
    %a = memref.get_global @a : memref<8192xf32, 3>
    %b = memref.get_global @b : memref<4097xf32, 3>
    tile.fence_proxy_async shared_cta
    gpu.return
  }
  // Exactly 48 KiB, @a read twice: accepted.
  gpu.func @full() kernel {
    %a = memref.get_global @a : memref<8192xf32, 3>
    %a2 = memref.get_global @a : memref<8192xf32, 3>
    %c = memref.get_global @c : memref<4096xf32, 3>
    tile.fence_proxy_async shared_cta
    gpu.return
  }
}

// -----

// ptxas lays static .shared out as declared, each variable at the next
// multiple of its alignment: 46,440 bytes of data take 50,176 (ptxas: "uses
// too much shared data (0xc400 bytes, 0xc000 max)"; fuzz finding
// a3c682db12f7), whatever order the kernel reads them in. A few fit.
gpu.module @smem_static_padding [#nvvm.target<chip = "sm_100">] {
  memref.global "private" @s1 : memref<i64, 3> {alignment = 8}
  memref.global "private" @s7 : memref<16x8xf64, 3> {alignment = 1024}
  memref.global "private" @s20 : memref<2x24xbf16, 3> {alignment = 1024}
  memref.global "private" @s31 : memref<4x96xbf16, 3> {alignment = 1024}
  memref.global "private" @s40 : memref<512xf16, 3> {alignment = 128}
  memref.global "private" @s48 : memref<16xi64, 3> {alignment = 1024}
  memref.global "private" @s55 : memref<128x48xf32, 3> {alignment = 1024}
  memref.global "private" @s64 : memref<32x32xf64, 3> {alignment = 128}
  memref.global "private" @s78 : memref<8x1x1x6xi64, 3> {alignment = 1024}
  memref.global "private" @s89 : memref<256xf32, 3> {alignment = 128}
  memref.global "private" @s93 : memref<32x32xi8, 3> {alignment = 128}
  memref.global "private" @s107 : memref<64x64xf16, 3> {alignment = 1024}
  // expected-error@below {{[smem-static] kernel @padded uses 50176 bytes of static shared memory}}
  gpu.func @padded() kernel {
    %s107 = memref.get_global @s107 : memref<64x64xf16, 3>
    %s1 = memref.get_global @s1 : memref<i64, 3>
    %s7 = memref.get_global @s7 : memref<16x8xf64, 3>
    %s20 = memref.get_global @s20 : memref<2x24xbf16, 3>
    %s31 = memref.get_global @s31 : memref<4x96xbf16, 3>
    %s40 = memref.get_global @s40 : memref<512xf16, 3>
    %s48 = memref.get_global @s48 : memref<16xi64, 3>
    %s55 = memref.get_global @s55 : memref<128x48xf32, 3>
    %s64 = memref.get_global @s64 : memref<32x32xf64, 3>
    %s78 = memref.get_global @s78 : memref<8x1x1x6xi64, 3>
    %s89 = memref.get_global @s89 : memref<256xf32, 3>
    %s93 = memref.get_global @s93 : memref<32x32xi8, 3>
    tile.fence_proxy_async shared_cta
    gpu.return
  }
  gpu.func @fits() kernel {
    %s107 = memref.get_global @s107 : memref<64x64xf16, 3>
    %s1 = memref.get_global @s1 : memref<i64, 3>
    %s7 = memref.get_global @s7 : memref<16x8xf64, 3>
    %s64 = memref.get_global @s64 : memref<32x32xf64, 3>
    tile.fence_proxy_async shared_cta
    gpu.return
  }
}

// -----

// Without tile ops (tile-opt checks the scope itself).
gpu.module @smem_static_no_tile_ops [#nvvm.target<chip = "sm_100a">] {
  memref.global "private" @big : memref<65536xi8, 3>
  // expected-error@below {{[smem-static] kernel @k uses 65536 bytes of static shared memory}}
  gpu.func @k() kernel {
    %big = memref.get_global @big : memref<65536xi8, 3>
    gpu.return
  }
}

// -----

// tf32 has no storage type: the lowering could not convert tf32 memrefs
// (lower-reject-tf32-kernel-argument, unlocated-tf32-shared-memory).
gpu.module @tf32_storage [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[tf32-storage] memref.global @s is memref<16x32xtf32, 3>, a memref of tf32, which has no storage type}}
  memref.global "private" @s : memref<16x32xtf32, 3> {alignment = 1024}
  // expected-error@below {{[tf32-storage] argument #1 of @k is memref<16x16xtf32, 1>, a memref of tf32}}
  gpu.func @k(%x: i32, %A: memref<16x16xtf32, 1>) kernel {
    tile.fence_proxy_async shared_cta
    gpu.return
  }
}

// -----

// tf32 tensor maps read and write f32 memrefs.
gpu.module @tf32_in_f32 [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @s : memref<32x32xf32, 3> {alignment = 1024}
  memref.global "private" @bar : memref<i64, 3> {alignment = 8}
  gpu.func @k(%A: memref<64x64xf32, 1>, %x: i32) kernel {
    %s = memref.get_global @s : memref<32x32xf32, 3>
    %bar = memref.get_global @bar : memref<i64, 3>
    %d = tile.make_tensormap %A : memref<64x64xf32, 1> -> !tile.tensormap<tf32, rank = 2, box = [32, 32]>
    tile.load %d[%x, %x] to %s, %bar : !tile.tensormap<tf32, rank = 2, box = [32, 32]>, memref<32x32xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// ptxas takes time and memory in proportion to a variable's alignment
// (2^31: 30 s and 8 GB; tile-fuzz regression hang-global-alignment): a
// global of a gpu.module is aligned to at most 128 KiB.
gpu.module @global_alignment [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[global-alignment] memref.global @huge is aligned to 2147483648 bytes, but a global may be aligned to at most 131072 bytes}}
  memref.global "private" @huge : memref<64x64xf32, 3> {alignment = 2147483648}
  memref.global "private" @fine : memref<64x64xf32, 3> {alignment = 131072}
  // expected-error@below {{[global-alignment] llvm.mlir.global @g is aligned to 262144 bytes}}
  llvm.mlir.global internal @g() {addr_space = 1 : i32, alignment = 262144 : i64} : i32
  gpu.func @k() kernel {
    %s = memref.get_global @fine : memref<64x64xf32, 3>
    gpu.return
  }
}

// -----

// A kernel declaration has no .entry to write: the NVPTX back end left it
// out of the PTX and the run succeeded (tile-fuzz regression
// silent-drop-kernel-declaration).
gpu.module @kernel_declaration [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[kernel-declaration] kernel @k has no body: a kernel must be defined where it is compiled}}
  llvm.func @k() attributes {nvvm.kernel}
}

// -----

// A kernel of available_externally linkage has a body that only stands for a definition
// elsewhere: LLVM wrote nothing of it, and the PTX lacked the kernel (exit 0). Every other
// linkage LLVM accepts on a definition (internal, private, linkonce, weak, ...) is written as
// an .entry and stays valid; so does an available_externally helper that nothing calls.
gpu.module @kernel_available_externally [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[kernel-declaration] kernel @k has available_externally linkage: its body only stands for a definition elsewhere, so LLVM writes no PTX entry for it}}
  llvm.func available_externally @k() attributes {nvvm.kernel} {
    llvm.return
  }
  // expected-error@below {{[kernel-declaration] kernel @cc has available_externally linkage}}
  llvm.func available_externally ptx_kernelcc @cc() {
    llvm.return
  }
  llvm.func available_externally @helper() {
    llvm.return
  }
  llvm.func internal @internal() attributes {nvvm.kernel} {
    llvm.return
  }
  llvm.func weak @weak() attributes {nvvm.kernel} {
    llvm.return
  }
}

// -----

// A zero extent in a kernel's block size reached ptxas as `.maxntid 128, 0, 1`, which it
// refuses (tile-fuzz regression ptxas-reject-zero-block-size, seed 11 campaign).
gpu.module @block_size [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[block-size] kernel @zero has known_block_size = [128, 0, 1] with extent 0: every extent of a thread block must be at least 1}}
  gpu.func @zero() kernel attributes {known_block_size = array<i32: 128, 0, 1>} {
    gpu.return
  }
  // expected-error@below {{[block-size] kernel @negative has nvvm.maxntid = [-1, 1, 1] with extent -1}}
  llvm.func @negative() attributes {nvvm.kernel, nvvm.maxntid = array<i32: -1, 1, 1>} {
    llvm.return
  }
  gpu.func @fine() kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    gpu.return
  }
}

// -----

// The parity rule also holds for the NVVM op in already-lowered input: a constant parity of
// 7 reached ptxas, which refuses it (tile-fuzz regression ptxas-nvvm-wait-parity-immediate,
// seed 11 campaign).
gpu.module @nvvm_parity [#nvvm.target<chip = "sm_90a">] {
  llvm.func @k(%bar: !llvm.ptr<3>) attributes {nvvm.kernel} {
    %seven = llvm.mlir.constant(7 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %ticks = llvm.mlir.constant(1000 : i32) : i32
    // expected-error@below {{[mbarrier-parity] the phase parity must be 0 or 1, got 7}}
    nvvm.mbarrier.try_wait.parity %bar, %seven, %ticks : !llvm.ptr<3>, i32, i32
    nvvm.mbarrier.try_wait.parity %bar, %one, %ticks : !llvm.ptr<3>, i32, i32
    llvm.return
  }
}

// -----

// NVVM ops written by hand are gated by the target like the tile ops they come from: an
// mbarrier parity wait for sm_80 reached ptxas, which refused it ("requires .target sm_90";
// tile-fuzz regression ptxas-nvvm-feature-target, seed 11 campaign).
gpu.module @nvvm_feature_target [#nvvm.target<chip = "sm_80">] {
  llvm.func @k(%bar: !llvm.ptr<3>) attributes {nvvm.kernel} {
    %zero = llvm.mlir.constant(0 : i32) : i32
    %ticks = llvm.mlir.constant(1000 : i32) : i32
    // expected-error@below {{[target-feature] mbarrier transaction counts (expect_tx, try_wait.parity) requires sm_90 (PTX 8.0), but the target is sm_80}}
    nvvm.mbarrier.try_wait.parity %bar, %zero, %ticks : !llvm.ptr<3>, i32, i32
    llvm.return
  }
}

// -----

// The address of a function is a generic pointer: `llvm.mlir.addressof` of a function as
// !llvm.ptr<3> reached ptxas as a function name used as a shared address, which it refused
// ("Illegal to use symbol ... as address operand"; tile-fuzz regression
// ptxas-function-address-space, seed 101 campaign).
gpu.module @function_address [#nvvm.target<chip = "sm_90a">] {
  llvm.func @k(%p: !llvm.ptr<1>) {
    // expected-error@below {{[function-address] llvm.mlir.addressof @k yields !llvm.ptr<3>, but @k is a function: the address of a function is a generic pointer (!llvm.ptr)}}
    %s = llvm.mlir.addressof @k : !llvm.ptr<3>
    %v = llvm.load %s : !llvm.ptr<3> -> i32
    llvm.store %v, %p : i32, !llvm.ptr<1>
    %f = llvm.mlir.addressof @k : !llvm.ptr
    %g = llvm.mlir.addressof @g : !llvm.ptr<3>
    llvm.return
  }
  llvm.mlir.global internal @g() {addr_space = 3 : i32} : i32
}

// -----

// A cluster extent below 1 (4294967295 is -1 as an i32) became nvvm.cluster_dim, which the NVVM
// translation could not read and refused without a location (tile-fuzz regression
// crash-negative-cluster-size, seed 101 campaign).
gpu.module @cluster_size [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[cluster-size] kernel @minus_one has known_cluster_size = [4, 1, -1] with extent -1: every extent of a thread block cluster must be at least 1}}
  gpu.func @minus_one() kernel attributes {known_cluster_size = array<i32: 4, 1, 4294967295>} {
    gpu.return
  }
  // expected-error@below {{[cluster-size] kernel @zero has nvvm.cluster_dim = [0, 1, 1] with extent 0}}
  llvm.func @zero() attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 0, 1, 1>} {
    llvm.return
  }
  gpu.func @fine() kernel attributes {known_cluster_size = array<i32: 2, 1, 1>} {
    gpu.return
  }
}

// -----

// The builtin index type inside an LLVM dialect type has no LLVM IR type: the translation to
// LLVM IR crashed (SIGSEGV) on `!llvm.array<4 x index>` (tile-fuzz regression
// crash-llvm-index-element, seed 101 campaign). Each kind of use is reported at its op.
gpu.module @llvm_index_type [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[llvm-index-type] uses !llvm.struct<(i32, index)>: the builtin index type has no LLVM IR type inside an LLVM dialect type; use i64 (or i32)}}
  llvm.mlir.global internal @g() {addr_space = 1 : i32} : !llvm.struct<(i32, index)>
  llvm.func @k(%p: !llvm.ptr<1>, %n: i32) attributes {nvvm.kernel} {
    // expected-error@below {{[llvm-index-type] uses !llvm.array<4 x index>}}
    %g = llvm.getelementptr %p[0, %n] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.array<4 x index>
    %w = llvm.load %g : !llvm.ptr<1> -> i32
    llvm.store %w, %p : i32, !llvm.ptr<1>
    // A struct named "index" holds no index type.
    %u = llvm.mlir.undef : !llvm.struct<"index", (i32)>
    llvm.return
  }
  llvm.func @alloca() attributes {nvvm.kernel} {
    %one = llvm.mlir.constant(1 : i32) : i32
    // expected-error@below {{[llvm-index-type] uses !llvm.array<2 x index>}}
    %a = llvm.alloca %one x !llvm.array<2 x index> : (i32) -> !llvm.ptr
    llvm.return
  }
}

// -----

// A kernel outside any gpu.module is device code too: its body is checked.
llvm.func @top_kernel(%p: !llvm.ptr<1>, %n: i32) attributes {nvvm.kernel} {
  // expected-error@below {{[llvm-index-type] uses !llvm.struct<(index)>}}
  %g = llvm.getelementptr %p[%n] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.struct<(index)>
  llvm.return
}

// -----

// A memory space the back end cannot represent: MLIR keeps a memref's integer memory space
// as i64, LLVM IR address spaces are 24-bit. -1 became address space 16777215 (silently), and
// 2^32-1 / 2^32-2 are the empty / tombstone keys of LLVM's pointer-type table: the context was
// corrupted and the compiler crashed later at varying sites (tile-fuzz crash/1d427b8defc4).
// Device code may use only the address spaces NVPTX defines.
gpu.module @address_space [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[address-space] uses memref<i64, -1>: memory space -1 is not an NVPTX address space for memory (0 generic, 1 global, 3 shared, 4 const, 5 local, 7 shared::cluster)}}
  gpu.func @minus_one(%bar: memref<i64, -1>) kernel {
    gpu.return
  }
  // expected-error@below {{[address-space] uses memref<4xf32, 4294967296>: memory space 4294967296 is not an NVPTX address space}}
  gpu.func @truncated_to_zero(%a: memref<4xf32, 4294967296>) kernel {
    gpu.return
  }
  // expected-error@below {{[address-space] uses memref<4xf32, 6>: memory space 6 is not an NVPTX address space for memory}}
  gpu.func @tensor_memory_memref(%a: memref<4xf32, 6>) kernel {
    gpu.return
  }
  gpu.func @legal(%a: memref<4xf32, 1>, %b: memref<4xf32, 4>, %c: memref<4xf32, 5>, %d: memref<4xf32, #gpu.address_space<global>>) kernel {
    gpu.return
  }
  // expected-error@below {{[address-space] uses !llvm.ptr<16777216>: pointer address space 16777216 is not an NVPTX address space (0 generic, 1 global, 3 shared, 4 const, 5 local, 6 tensor, 7 shared::cluster, 101 param)}}
  llvm.func @pointer(%p: !llvm.ptr<16777216>) {
    llvm.return
  }
  llvm.func @in_struct(%p: !llvm.ptr<1>) {
    // expected-error@below {{[address-space] uses !llvm.ptr<2>: pointer address space 2 is not an NVPTX address space}}
    %u = llvm.mlir.undef : !llvm.struct<(i32, array<2 x ptr<2>>)>
    llvm.return
  }
  llvm.func @tensor_pointer(%p: !llvm.ptr<6>, %q: !llvm.ptr<101>) {
    llvm.return
  }
}

// -----

// The same rule in a kernel outside any gpu.module (compiled as device code).
// expected-error@below {{[address-space] uses !llvm.ptr<2>: pointer address space 2 is not an NVPTX address space}}
llvm.func @outside(%p: !llvm.ptr<2>) attributes {nvvm.kernel} {
  llvm.return
}

// -----

// Types LLVM IR has no type for (f8/f6/f4 formats, tf32, complex, tuple, memrefs, ...), inside an
// LLVM dialect type or as an LLVM op's own type: the translation crashed (tile-fuzz
// crash-llvm-float-element, seed 202).
gpu.module @llvm_float_type [#nvvm.target<chip = "sm_90a">] {
  llvm.func @k(%p: !llvm.ptr<1>, %n: i32) attributes {nvvm.kernel} {
    // expected-error@below {{[llvm-type] uses !llvm.array<8 x f8E4M3FN>: f8E4M3FN has no LLVM IR type (LLVM IR floats are f16, bf16, f32, f64, f80 and f128); hold its bits in an integer type (i8 for an 8-bit format)}}
    %a = llvm.getelementptr %p[0, %n] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.array<8 x f8E4M3FN>
    // expected-error@below {{[llvm-type] uses vector<2xf4E2M1FN>: f4E2M1FN has no LLVM IR type}}
    %b = llvm.getelementptr %p[%n] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, vector<2xf4E2M1FN>
    // expected-error@below {{[llvm-type] uses tf32: tf32 has no LLVM IR type}}
    %c = llvm.getelementptr %p[%n] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, tf32
    %d = llvm.getelementptr %p[%n] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.struct<(f16, bf16, f32, f64)>
    // expected-error@below {{[llvm-type] uses !llvm.struct<(i32, complex<f32>)>: complex<f32> has no LLVM IR type (inside an LLVM dialect type, and as an LLVM op's type, only integers, f16/bf16/f32/f64/f80/f128, vectors of them and LLVM dialect types translate)}}
    %e = llvm.getelementptr %p[%n] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.struct<(i32, complex<f32>)>
    // expected-error@below {{[llvm-type] uses !llvm.array<2 x memref<f32>>: memref<f32> has no LLVM IR type}}
    %f = llvm.getelementptr %p[%n] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.array<2 x memref<f32>>
    // expected-error@below {{[llvm-type] uses tuple<i32>: tuple<i32> has no LLVM IR type}}
    %g = llvm.getelementptr %p[%n] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, tuple<i32>
    %h = llvm.getelementptr %p[%n] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.struct<(vector<4xi1>, f80, !llvm.array<0 x i32>)>
    llvm.return
  }
  // A type inside an argument attribute is translated too (tile-fuzz crash-llvm-type-arg-attr,
  // seed 404: llvm::ArrayType::get crashed on it).
  // expected-error@below {{[llvm-type] uses !llvm.array<128 x complex<f32>>: complex<f32> has no LLVM IR type}}
  llvm.func @byval(%p: !llvm.ptr {llvm.byval = !llvm.array<128 x complex<f32>>, llvm.align = 64 : i32}) attributes {nvvm.kernel} {
    llvm.return
  }
}

// -----

// A scalar integer global of a width PTX has no type for: NVPTX declared it `.u31`, which
// ptxas refused (tile-fuzz ptxas-global-odd-integer, seed 202). i1, i128 and arrays are fine.
gpu.module @global_type [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[global-type] llvm.mlir.global @odd has type i31: NVPTX declares a scalar integer global of width 31 as .u31, which is not a PTX type; use i8, i16, i32 or i64 (or an array)}}
  llvm.mlir.global internal @odd() {addr_space = 1 : i32} : i31
  // expected-error@below {{[global-type] memref.global @odd_memref has type i24}}
  memref.global "private" @odd_memref : memref<i24, 1>
  llvm.mlir.global internal @bool() {addr_space = 1 : i32} : i1
  llvm.mlir.global internal @wide() {addr_space = 1 : i32} : i128
  llvm.mlir.global internal @array() {addr_space = 1 : i32} : !llvm.array<4 x i31>
  memref.global "private" @array_memref : memref<4xi24, 1>
}

// -----

// An LLVM global in shared memory larger than a thread block's shared memory: ptxas refused
// it ("uses too much shared data (0x800000 bytes, 0x38c00 max)"; tile-fuzz
// ptxas-llvm-shared-global, seed 505).
gpu.module @llvm_shared_global [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[smem-capacity] llvm.mlir.global @smem takes 8388608 bytes of shared memory, but a thread block on sm_90a has at most 232448}}
  llvm.mlir.global internal @smem() {addr_space = 3 : i32} : !llvm.array<65536 x i1024>
  llvm.mlir.global internal @fits() {addr_space = 3 : i32} : !llvm.array<1024 x struct<(i32, f32)>>
}
