// The pipelined form of the persistent grouped kernel (tile-plan-device-rebind
// pipeline=on): two work items per iteration in alternating slots (@a for the even item, @b
// for the odd one; one descriptor per item here), each item's own conditional rebind at the
// top of its half, and a PREPARE point right after the item's first TMA load, before the
// wait for it (first box only), that rebinds the NEXT item's slot while the load is in
// flight: the odd item's @b from the even item's box loop, the next even item's @a from the
// odd item's. The first kernel is correct; each mutant breaks one part and
// tile-check-tensormap-fences reports it at the offending op with its rule.

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-check-tensormap-fences)' | %FileCheck %s --check-prefix=IR
// RUN: %not %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-check-tensormap-fences)' 2>&1 | %FileCheck %s --check-prefix=PATH

// Correct: no diagnostic, printed unchanged.
// IR-LABEL: gpu.func @pipelined(
// IR: tile.load
// IR-NEXT: arith.cmpi eq
// IR-NEXT: arith.andi
// IR-NEXT: scf.if
gpu.module @pipelined [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @a : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @b : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @pipelined(%pa: !llvm.ptr<1>, %pb: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                   %t0: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32,
                   %n: index, %nt: index, %changed: i1, %more: i1, %next: i1) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0_i32 = arith.constant 0 : i32
    %bytes = arith.constant 16384 : i32
    %a = memref.get_global @a : memref<128xi8, 1>
    %b = memref.get_global @b : memref<128xi8, 1>
    scf.for %i = %c0 to %n step %c2 {
      scf.if %changed {
        tile.tensormap_init %a from %t0 : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
        tile.rebind %a address(%pa : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.tensormap_fence_release scope = gpu
        tile.tensormap_fence_acquire %a scope = gpu : memref<128xi8, 1>
      }
      %va = tile.tensormap_from_slot %a : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      scf.for %t = %c0 to %nt step %c1 {
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %va[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
        %first = arith.cmpi eq, %t, %c0 : index
        %prep = arith.andi %more, %first : i1
        scf.if %prep {
          scf.if %changed {
            tile.tensormap_init %b from %t0 : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
            tile.rebind %b address(%pb : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
            tile.tensormap_fence_release scope = gpu
            tile.tensormap_fence_acquire %b scope = gpu : memref<128xi8, 1>
          }
        }
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %va[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      scf.if %more {
        scf.if %changed {
          tile.tensormap_init %b from %t0 : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
          tile.rebind %b address(%pb : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.tensormap_fence_release scope = gpu
          tile.tensormap_fence_acquire %b scope = gpu : memref<128xi8, 1>
        }
        %vb = tile.tensormap_from_slot %b : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        scf.for %u = %c0 to %nt step %c1 {
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
          tile.load %vb[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
          %first2 = arith.cmpi eq, %u, %c0 : index
          %prep2 = arith.andi %next, %first2 : i1
          scf.if %prep2 {
            scf.if %changed {
              tile.tensormap_init %a from %t0 : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
              tile.rebind %a address(%pa : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
              tile.tensormap_fence_release scope = gpu
              tile.tensormap_fence_acquire %a scope = gpu : memref<128xi8, 1>
            }
          }
          tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
          tile.store %smem to %vb[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.bulk_commit
          tile.bulk_wait 0 read
        }
      }
    }
    gpu.return
  }
}

// -----

// The prepare point releases the odd item's slot but does not acquire it: when the odd
// item's own rebind finds nothing changed (the prepare point wrote it), its load reads a
// descriptor released but never acquired.
// PATH: error: 'tile.load' op [fence-acquire-missing] reads global descriptor slot @b without a tile.tensormap_fence_acquire
gpu.module @no_prepare_acquire [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @a : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @b : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @no_prepare_acquire(%pa: !llvm.ptr<1>, %pb: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                   %t0: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32,
                   %n: index, %nt: index, %changed: i1, %more: i1, %next: i1) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0_i32 = arith.constant 0 : i32
    %bytes = arith.constant 16384 : i32
    %a = memref.get_global @a : memref<128xi8, 1>
    %b = memref.get_global @b : memref<128xi8, 1>
    scf.for %i = %c0 to %n step %c2 {
      scf.if %changed {
        tile.tensormap_init %a from %t0 : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
        tile.rebind %a address(%pa : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.tensormap_fence_release scope = gpu
        tile.tensormap_fence_acquire %a scope = gpu : memref<128xi8, 1>
      }
      %va = tile.tensormap_from_slot %a : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      scf.for %t = %c0 to %nt step %c1 {
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %va[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
        %first = arith.cmpi eq, %t, %c0 : index
        %prep = arith.andi %more, %first : i1
        scf.if %prep {
          scf.if %changed {
            tile.tensormap_init %b from %t0 : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
            tile.rebind %b address(%pb : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
            tile.tensormap_fence_release scope = gpu
          }
        }
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %va[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      scf.if %more {
        scf.if %changed {
          tile.tensormap_init %b from %t0 : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
          tile.rebind %b address(%pb : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.tensormap_fence_release scope = gpu
          tile.tensormap_fence_acquire %b scope = gpu : memref<128xi8, 1>
        }
        %vb = tile.tensormap_from_slot %b : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        scf.for %u = %c0 to %nt step %c1 {
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
          // expected-error@below {{[fence-acquire-missing] reads global descriptor slot @b}}
          tile.load %vb[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
          %first2 = arith.cmpi eq, %u, %c0 : index
          %prep2 = arith.andi %next, %first2 : i1
          scf.if %prep2 {
            scf.if %changed {
              tile.tensormap_init %a from %t0 : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
              tile.rebind %a address(%pa : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
              tile.tensormap_fence_release scope = gpu
              tile.tensormap_fence_acquire %a scope = gpu : memref<128xi8, 1>
            }
          }
          tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
          // expected-error@below {{[fence-acquire-missing] reads global descriptor slot @b}}
          tile.store %smem to %vb[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.bulk_commit
          tile.bulk_wait 0 read
        }
      }
    }
    gpu.return
  }
}

// -----

// The prepare point neither releases nor acquires: the odd item's load may read the slot
// before the replace writes are visible to the tensormap proxy.
// PATH: error: 'tile.load' op [fence-release-missing] reads global descriptor slot @b
gpu.module @no_prepare_release [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @a : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @b : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @no_prepare_release(%pa: !llvm.ptr<1>, %pb: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                   %t0: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32,
                   %n: index, %nt: index, %changed: i1, %more: i1, %next: i1) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0_i32 = arith.constant 0 : i32
    %bytes = arith.constant 16384 : i32
    %a = memref.get_global @a : memref<128xi8, 1>
    %b = memref.get_global @b : memref<128xi8, 1>
    scf.for %i = %c0 to %n step %c2 {
      scf.if %changed {
        tile.tensormap_init %a from %t0 : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
        tile.rebind %a address(%pa : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.tensormap_fence_release scope = gpu
        tile.tensormap_fence_acquire %a scope = gpu : memref<128xi8, 1>
      }
      %va = tile.tensormap_from_slot %a : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      scf.for %t = %c0 to %nt step %c1 {
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %va[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
        %first = arith.cmpi eq, %t, %c0 : index
        %prep = arith.andi %more, %first : i1
        scf.if %prep {
          scf.if %changed {
            tile.tensormap_init %b from %t0 : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
            tile.rebind %b address(%pb : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
          }
        }
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %va[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      scf.if %more {
        scf.if %changed {
          tile.tensormap_init %b from %t0 : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
          tile.rebind %b address(%pb : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.tensormap_fence_release scope = gpu
          tile.tensormap_fence_acquire %b scope = gpu : memref<128xi8, 1>
        }
        %vb = tile.tensormap_from_slot %b : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        scf.for %u = %c0 to %nt step %c1 {
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
          // expected-error@below {{[fence-release-missing] reads global descriptor slot @b}}
          // expected-error@below {{[fence-acquire-missing] reads global descriptor slot @b}}
          tile.load %vb[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
          %first2 = arith.cmpi eq, %u, %c0 : index
          %prep2 = arith.andi %next, %first2 : i1
          scf.if %prep2 {
            scf.if %changed {
              tile.tensormap_init %a from %t0 : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
              tile.rebind %a address(%pa : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
              tile.tensormap_fence_release scope = gpu
              tile.tensormap_fence_acquire %a scope = gpu : memref<128xi8, 1>
            }
          }
          tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
          // expected-error@below {{[fence-release-missing] reads global descriptor slot @b}}
          // expected-error@below {{[fence-acquire-missing] reads global descriptor slot @b}}
          tile.store %smem to %vb[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.bulk_commit
          tile.bulk_wait 0 read
        }
      }
    }
    gpu.return
  }
}

// -----

// The even item's box loop does not wait for its stores' reads: the odd item's prepare
// point (and the next even item's own rebind) overwrite @a while a tile.store through it may
// still read it.
// PATH: error: 'tile.tensormap_init' op [slot-in-flight] overwrites global descriptor slot @a while the tile.store
gpu.module @store_in_flight [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @a : memref<128xi8, 1> = uninitialized {alignment = 128}
  memref.global "private" @b : memref<128xi8, 1> = uninitialized {alignment = 128}
  gpu.func @store_in_flight(%pa: !llvm.ptr<1>, %pb: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                   %t0: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32,
                   %n: index, %nt: index, %changed: i1, %more: i1, %next: i1) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0_i32 = arith.constant 0 : i32
    %bytes = arith.constant 16384 : i32
    %a = memref.get_global @a : memref<128xi8, 1>
    %b = memref.get_global @b : memref<128xi8, 1>
    scf.for %i = %c0 to %n step %c2 {
      scf.if %changed {
        // expected-error@below {{[slot-in-flight] overwrites global descriptor slot @a}}
        tile.tensormap_init %a from %t0 : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
        // expected-error@below {{[slot-in-flight] overwrites global descriptor slot @a}}
        tile.rebind %a address(%pa : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.tensormap_fence_release scope = gpu
        tile.tensormap_fence_acquire %a scope = gpu : memref<128xi8, 1>
      }
      %va = tile.tensormap_from_slot %a : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      scf.for %t = %c0 to %nt step %c1 {
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %va[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
        %first = arith.cmpi eq, %t, %c0 : index
        %prep = arith.andi %more, %first : i1
        scf.if %prep {
          scf.if %changed {
            tile.tensormap_init %b from %t0 : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
            tile.rebind %b address(%pb : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
            tile.tensormap_fence_release scope = gpu
            tile.tensormap_fence_acquire %b scope = gpu : memref<128xi8, 1>
          }
        }
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %va[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.bulk_commit
      }
      scf.if %more {
        scf.if %changed {
          tile.tensormap_init %b from %t0 : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
          tile.rebind %b address(%pb : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.tensormap_fence_release scope = gpu
          tile.tensormap_fence_acquire %b scope = gpu : memref<128xi8, 1>
        }
        %vb = tile.tensormap_from_slot %b : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        scf.for %u = %c0 to %nt step %c1 {
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
          tile.load %vb[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
          %first2 = arith.cmpi eq, %u, %c0 : index
          %prep2 = arith.andi %next, %first2 : i1
          scf.if %prep2 {
            scf.if %changed {
            // expected-error@below {{[slot-in-flight] overwrites global descriptor slot @a}}
              tile.tensormap_init %a from %t0 : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
              // expected-error@below {{[slot-in-flight] overwrites global descriptor slot @a}}
              tile.rebind %a address(%pa : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
              tile.tensormap_fence_release scope = gpu
              tile.tensormap_fence_acquire %a scope = gpu : memref<128xi8, 1>
            }
          }
          tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
          tile.store %smem to %vb[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.bulk_commit
          tile.bulk_wait 0 read
        }
      }
    }
    gpu.return
  }
}
