// Device-born destination descriptors rebuilt per iteration of three sibling loops share one
// slot, shadow and template (tile-plan-device-rebind's [rebind-share]): each CTA copies its
// 64-row band of a 4096x1024 f32 matrix, the source through one device-born descriptor built
// once, the destination through a descriptor built in each loop: loop 1 covers columns 0..511
// from the band's base (dims [512, 64]), loops 2 and 3 columns 512..767 and 768..1023 from the
// base + 2048 bytes (dims [512, 64]). So loop 2's first iteration finds other values in the
// shared shadow and rewrites the slot (after a bulk wait for loop 1's stores), and loop 3's
// finds loop 2's values and keeps the slot. @rebind_siblings_out is the same kernel with
// tile.rebind_outline = "on" (its sequences one outlined function). Cases
// rebind_siblings.toml and rebind_siblings_out.toml; both launched from the launch manifest.
//
// RUN: %tile-opt %s --pipeline=default --emit=ptx -o %t.ptx 2> %t.remarks
// RUN: %FileCheck %s --input-file=%t.remarks --check-prefix=REMARK
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx -o /dev/null 2>/dev/null
// REMARK-COUNT-2: [rebind-share] 3 descriptors of sibling loops share this one's slot
// REMARK: [rebind-outlined] 3 conditional rebind sequence(s) of this function outlined

!desc = !tile.tensormap<f32, rank = 2, box = [64, 64]>
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @rebind_siblings(%src: memref<4096x1024xf32, 1>, %dst: memref<4096x1024xf32, 1>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c12 = arith.constant 12 : index
      %c16 = arith.constant 16 : index
      %band_bytes = arith.constant 262144 : index
      %half_bytes = arith.constant 2048 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32 = arith.constant 64 : i32
      %c8_i32 = arith.constant 8 : i32
      %c64 = arith.constant 64 : i64
      %c512 = arith.constant 512 : i64
      %c1024 = arith.constant 1024 : i64
      %pitch = arith.constant 4096 : i64
      %bytes = arith.constant 16384 : i32
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %bid = gpu.block_id x
      %off = arith.muli %bid, %band_bytes : index
      %sbase = memref.extract_aligned_pointer_as_index %src : memref<4096x1024xf32, 1> -> index
      %sa = arith.addi %sbase, %off : index
      %sa64 = arith.index_cast %sa : index to i64
      %sp = llvm.inttoptr %sa64 : i64 to !llvm.ptr<1>
      %s = tile.make_tensormap_ptr %sp, dims [%c1024, %c64], strides [%pitch] : !llvm.ptr<1> -> !desc
      %dbase = memref.extract_aligned_pointer_as_index %dst : memref<4096x1024xf32, 1> -> index
      %da = arith.addi %dbase, %off : index
      %db = arith.addi %da, %half_bytes : index
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        // Columns 0..511 from the band's base.
        scf.for %t = %c0 to %c8 step %c1 {
          %ti = arith.index_cast %t : index to i32
          %x = arith.muli %ti, %c64_i32 : i32
          %phase = arith.andi %ti, %c1_i32 : i32
          // The same address every iteration, but computed in the loop: rebuilt per iteration.
          %same = arith.muli %t, %c0 : index
          %a = arith.addi %da, %same : index
          %a64 = arith.index_cast %a : index to i64
          %p = llvm.inttoptr %a64 : i64 to !llvm.ptr<1>
          %d = tile.make_tensormap_ptr %p, dims [%c512, %c64], strides [%pitch] : !llvm.ptr<1> -> !desc
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
          tile.load %s[%x, %c0_i32] to %smem, %bar : !desc, memref<64x64xf32, 3>, memref<i64, 3>
          tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
          tile.store %smem to %d[%x, %c0_i32] : memref<64x64xf32, 3>, !desc
          tile.bulk_commit
          tile.bulk_wait 0 read
        }
        // Columns 512..767 from base + 2048 bytes: other values, the slot is rewritten.
        scf.for %t = %c8 to %c12 step %c1 {
          %ti = arith.index_cast %t : index to i32
          %x = arith.muli %ti, %c64_i32 : i32
          %xl = arith.subi %ti, %c8_i32 : i32
          %xd = arith.muli %xl, %c64_i32 : i32
          %phase = arith.andi %ti, %c1_i32 : i32
          %same = arith.muli %t, %c0 : index
          %a = arith.addi %db, %same : index
          %a64 = arith.index_cast %a : index to i64
          %p = llvm.inttoptr %a64 : i64 to !llvm.ptr<1>
          %d = tile.make_tensormap_ptr %p, dims [%c512, %c64], strides [%pitch] : !llvm.ptr<1> -> !desc
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
          tile.load %s[%x, %c0_i32] to %smem, %bar : !desc, memref<64x64xf32, 3>, memref<i64, 3>
          tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
          tile.store %smem to %d[%xd, %c0_i32] : memref<64x64xf32, 3>, !desc
          tile.bulk_commit
          tile.bulk_wait 0 read
        }
        // Columns 768..1023 from base + 2048 bytes: loop 2's values, the slot is kept.
        scf.for %t = %c12 to %c16 step %c1 {
          %ti = arith.index_cast %t : index to i32
          %x = arith.muli %ti, %c64_i32 : i32
          %xl = arith.subi %ti, %c8_i32 : i32
          %xd = arith.muli %xl, %c64_i32 : i32
          %phase = arith.andi %ti, %c1_i32 : i32
          %same = arith.muli %t, %c0 : index
          %a = arith.addi %db, %same : index
          %a64 = arith.index_cast %a : index to i64
          %p = llvm.inttoptr %a64 : i64 to !llvm.ptr<1>
          %d = tile.make_tensormap_ptr %p, dims [%c512, %c64], strides [%pitch] : !llvm.ptr<1> -> !desc
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
          tile.load %s[%x, %c0_i32] to %smem, %bar : !desc, memref<64x64xf32, 3>, memref<i64, 3>
          tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
          tile.store %smem to %d[%xd, %c0_i32] : memref<64x64xf32, 3>, !desc
          tile.bulk_commit
          tile.bulk_wait 0 read
        }
        tile.bulk_wait 0
      }
      gpu.return
    }
    gpu.func @rebind_siblings_out(%src: memref<4096x1024xf32, 1>, %dst: memref<4096x1024xf32, 1>) kernel attributes {tile.rebind_outline = "on"} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c12 = arith.constant 12 : index
      %c16 = arith.constant 16 : index
      %band_bytes = arith.constant 262144 : index
      %half_bytes = arith.constant 2048 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32 = arith.constant 64 : i32
      %c8_i32 = arith.constant 8 : i32
      %c64 = arith.constant 64 : i64
      %c512 = arith.constant 512 : i64
      %c1024 = arith.constant 1024 : i64
      %pitch = arith.constant 4096 : i64
      %bytes = arith.constant 16384 : i32
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %bid = gpu.block_id x
      %off = arith.muli %bid, %band_bytes : index
      %sbase = memref.extract_aligned_pointer_as_index %src : memref<4096x1024xf32, 1> -> index
      %sa = arith.addi %sbase, %off : index
      %sa64 = arith.index_cast %sa : index to i64
      %sp = llvm.inttoptr %sa64 : i64 to !llvm.ptr<1>
      %s = tile.make_tensormap_ptr %sp, dims [%c1024, %c64], strides [%pitch] : !llvm.ptr<1> -> !desc
      %dbase = memref.extract_aligned_pointer_as_index %dst : memref<4096x1024xf32, 1> -> index
      %da = arith.addi %dbase, %off : index
      %db = arith.addi %da, %half_bytes : index
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        // Columns 0..511 from the band's base.
        scf.for %t = %c0 to %c8 step %c1 {
          %ti = arith.index_cast %t : index to i32
          %x = arith.muli %ti, %c64_i32 : i32
          %phase = arith.andi %ti, %c1_i32 : i32
          // The same address every iteration, but computed in the loop: rebuilt per iteration.
          %same = arith.muli %t, %c0 : index
          %a = arith.addi %da, %same : index
          %a64 = arith.index_cast %a : index to i64
          %p = llvm.inttoptr %a64 : i64 to !llvm.ptr<1>
          %d = tile.make_tensormap_ptr %p, dims [%c512, %c64], strides [%pitch] : !llvm.ptr<1> -> !desc
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
          tile.load %s[%x, %c0_i32] to %smem, %bar : !desc, memref<64x64xf32, 3>, memref<i64, 3>
          tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
          tile.store %smem to %d[%x, %c0_i32] : memref<64x64xf32, 3>, !desc
          tile.bulk_commit
          tile.bulk_wait 0 read
        }
        // Columns 512..767 from base + 2048 bytes: other values, the slot is rewritten.
        scf.for %t = %c8 to %c12 step %c1 {
          %ti = arith.index_cast %t : index to i32
          %x = arith.muli %ti, %c64_i32 : i32
          %xl = arith.subi %ti, %c8_i32 : i32
          %xd = arith.muli %xl, %c64_i32 : i32
          %phase = arith.andi %ti, %c1_i32 : i32
          %same = arith.muli %t, %c0 : index
          %a = arith.addi %db, %same : index
          %a64 = arith.index_cast %a : index to i64
          %p = llvm.inttoptr %a64 : i64 to !llvm.ptr<1>
          %d = tile.make_tensormap_ptr %p, dims [%c512, %c64], strides [%pitch] : !llvm.ptr<1> -> !desc
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
          tile.load %s[%x, %c0_i32] to %smem, %bar : !desc, memref<64x64xf32, 3>, memref<i64, 3>
          tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
          tile.store %smem to %d[%xd, %c0_i32] : memref<64x64xf32, 3>, !desc
          tile.bulk_commit
          tile.bulk_wait 0 read
        }
        // Columns 768..1023 from base + 2048 bytes: loop 2's values, the slot is kept.
        scf.for %t = %c12 to %c16 step %c1 {
          %ti = arith.index_cast %t : index to i32
          %x = arith.muli %ti, %c64_i32 : i32
          %xl = arith.subi %ti, %c8_i32 : i32
          %xd = arith.muli %xl, %c64_i32 : i32
          %phase = arith.andi %ti, %c1_i32 : i32
          %same = arith.muli %t, %c0 : index
          %a = arith.addi %db, %same : index
          %a64 = arith.index_cast %a : index to i64
          %p = llvm.inttoptr %a64 : i64 to !llvm.ptr<1>
          %d = tile.make_tensormap_ptr %p, dims [%c512, %c64], strides [%pitch] : !llvm.ptr<1> -> !desc
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
          tile.load %s[%x, %c0_i32] to %smem, %bar : !desc, memref<64x64xf32, 3>, memref<i64, 3>
          tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
          tile.store %smem to %d[%xd, %c0_i32] : memref<64x64xf32, 3>, !desc
          tile.bulk_commit
          tile.bulk_wait 0 read
        }
        tile.bulk_wait 0
      }
      gpu.return
    }
  }
}
