// GPU case cp_async_1d (test/gpu/cp_async_1d.toml): non-bulk cp.async copies into shared
// memory, then plain stores out. src has N = 262144 - 302 f32, dst 262144 (grid 256 CTAs
// of 256 threads, 1024 elements each). In CTA b (chunk base 1024 b), thread t copies
//   element t                      with a 4-byte cp.async (.ca),
//   elements 256 + 4 t .. + 3      with a 16-byte cp.async (.cg) for t < 64,
//   elements 512 + 4 (t - 64) ..   with the zero-fill form for 64 <= t < 192: a 16-byte
//                                  cp.async (.cg) whose src_size is the number of bytes
//                                  of the chunk still inside src, clamped to [0, 16]
//                                  (16 inside, 8 for the chunk straddling N, 0 past it:
//                                  the destination bytes past src_size are zero-filled),
// then tile.cp_async_commit, tile.cp_async_wait 0, gpu.barrier, and every thread stores
// 4 elements from shared memory to dst with memref.load / memref.store. Expected (the
// copy check): dst[i] = src[i] for i < N, 0 for i >= N. Only the zero-fill form reaches
// past N (the last chunk's base + 512 < N).
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s
// CHECK-LABEL: .visible .entry cp_async_1d(
// CHECK: cp.async.ca.shared.global [{{.*}}], [{{.*}}], 4
// CHECK: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16
// CHECK: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16, %r
// CHECK: cp.async.commit_group
// CHECK: cp.async.wait_group 0
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<1024xf32, 3> {alignment = 128}
    gpu.func @cp_async_1d(%src: memref<261842xf32, 1>, %dst: memref<262144xf32, 1>) kernel {
      %smem = memref.get_global @tile_smem : memref<1024xf32, 3>
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c64 = arith.constant 64 : index
      %c192 = arith.constant 192 : index
      %c256 = arith.constant 256 : index
      %c512 = arith.constant 512 : index
      %c1024 = arith.constant 1024 : index
      %cn = arith.constant 261842 : index
      %c0_i32 = arith.constant 0 : i32
      %c16_i32 = arith.constant 16 : i32
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %base = arith.muli %bx, %c1024 : index
      // 4-byte copies: element t.
      %g4 = arith.addi %base, %tid : index
      tile.cp_async %src[%g4] to %smem[%tid], 4 : memref<261842xf32, 1>, memref<1024xf32, 3>
      // 16-byte copies: elements 256 + 4 t, t < 64.
      %is16 = arith.cmpi ult, %tid, %c64 : index
      scf.if %is16 {
        %t4 = arith.muli %tid, %c4 : index
        %s16 = arith.addi %t4, %c256 : index
        %g16 = arith.addi %base, %s16 : index
        tile.cp_async %src[%g16] to %smem[%s16], 16 cache = cg : memref<261842xf32, 1>, memref<1024xf32, 3>
      }
      // Zero-fill form: elements 512 + 4 (t - 64), 64 <= t < 192, src_size = bytes left.
      %ge64 = arith.cmpi uge, %tid, %c64 : index
      %lt192 = arith.cmpi ult, %tid, %c192 : index
      %isz = arith.andi %ge64, %lt192 : i1
      scf.if %isz {
        %u = arith.subi %tid, %c64 : index
        %u4 = arith.muli %u, %c4 : index
        %sz = arith.addi %u4, %c512 : index
        %gz = arith.addi %base, %sz : index
        // bytes left in src from element gz: clamp((N - gz) * 4, 0, 16)
        %inside = arith.cmpi ult, %gz, %cn : index
        %left = arith.select %inside, %cn, %gz : index
        %left_e = arith.subi %left, %gz : index
        %left_i = arith.index_cast %left_e : index to i32
        %four_i = arith.constant 4 : i32
        %left_b = arith.muli %left_i, %four_i : i32
        %big = arith.cmpi ugt, %left_b, %c16_i32 : i32
        %nbytes = arith.select %big, %c16_i32, %left_b : i32
        // Past the end of src the address is element 0 (src_size 0: nothing is read).
        %gsafe = arith.select %inside, %gz, %c0 : index
        tile.cp_async %src[%gsafe] to %smem[%sz], 16 cache = cg src_size(%nbytes)
            : memref<261842xf32, 1>, memref<1024xf32, 3>
      }
      tile.cp_async_commit
      tile.cp_async_wait 0
      gpu.barrier
      scf.for %i = %tid to %c1024 step %c256 {
        %v = memref.load %smem[%i] : memref<1024xf32, 3>
        %o = arith.addi %base, %i : index
        memref.store %v, %dst[%o] : memref<262144xf32, 1>
      }
      gpu.return
    }
  }
}
