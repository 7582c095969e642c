// tile-plan-device-rebind rejects what it cannot plan correctly, with the
// rule id in brackets, at the op to change, and changes nothing then.

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-plan-device-rebind)'

// rebind-kernel: the slot and the template would be parameters of the
// function, which is not a kernel.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @helper(%p: !llvm.ptr<1>, %w: i64, %pitch: i64) {
    // expected-error @below {{'tile.make_tensormap_ptr' op [rebind-kernel] a device-born descriptor in @helper, which is not a kernel: its slot and template would be kernel parameters; build it in the kernel (or pass the descriptor in)}}
    %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

// rebind-thread: built in a loop whose trip count differs between threads,
// and in a branch whose condition does not select one thread.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @k(%table: memref<?xi64, 1>, %w: i64, %pitch: i64, %n: index, %c: i1) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %lane = gpu.thread_id x
    scf.for %i = %c0 to %lane step %c1 {
      %a = memref.load %table[%i] : memref<?xi64, 1>
      %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
      // expected-error @below {{'tile.make_tensormap_ptr' op [rebind-thread] cannot tell which threads build this descriptor (it is inside 'scf.for' at line 26): a device rebind is written by one thread, so the descriptor op must be reached by every thread (in the kernel's entry block, or in scf.for loops there whose bounds and the descriptor's operands are the same in every thread: the planner elects thread 0, or warp 0, and publishes the slot with gpu.barrier) or be inside an scf.if on gpu.thread_id x == constant (the thread that issues its TMA ops)}}
      %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    }
    %tid = gpu.thread_id x
    %t = arith.index_cast %tid : index to i64
    %other = arith.cmpi eq, %t, %w : i64
    scf.if %c {
      %a = memref.load %table[%c0] : memref<?xi64, 1>
      %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
      // expected-error @below {{[rebind-thread] cannot tell which threads build this descriptor (it is inside 'scf.if' at line 36)}}
      %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    }
    scf.if %other {
      %a = memref.load %table[%c0] : memref<?xi64, 1>
      %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
      // expected-error @below {{[rebind-thread] cannot tell which threads build this descriptor (it is inside 'scf.if' at line 43)}}
      %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    }
    gpu.return
  }
}

// -----

// rebind-use: a descriptor that leaves through scf.yield could be read by
// code the fences do not cover.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @k(%p: !llvm.ptr<1>, %w: i64, %pitch: i64, %host: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel {
    %c0 = arith.constant 0 : index
    %tid = gpu.thread_id x
    %leader = arith.cmpi eq, %tid, %c0 : index
    %r = scf.if %leader -> (!tile.tensormap<f32, rank = 2, box = [64, 64]>) {
      %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      // expected-error @below {{'scf.yield' op [rebind-use] the descriptor is used by 'scf.yield' at line 66 (operand #0); a device-rebound descriptor may only be read by TMA ops (tile.load, tile.store, tile.reduce, tile.prefetch, tile.prefetch_tensormap), whose reads the planner fences}}
      scf.yield %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    } else {
      scf.yield %host : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    }
    tile.prefetch_tensormap %r : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

// rebind-in-flight: the slot is rewritten every iteration, but the load of
// the previous iteration may still read it: no blocking wait on its
// mbarrier follows it (the first loop), or the wait is on another mbarrier
// (the second).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
  memref.global "private" @bar0 : memref<i64, 3> {alignment = 8}
  memref.global "private" @bar1 : memref<i64, 3> {alignment = 8}
  gpu.func @k(%table: memref<?xi64, 1>, %w: i64, %pitch: i64, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
    %bar0 = memref.get_global @bar0 : memref<i64, 3>
    %bar1 = memref.get_global @bar1 : memref<i64, 3>
    %tid = gpu.thread_id x
    %leader = arith.cmpi eq, %tid, %c0 : index
    scf.if %leader {
      scf.for %i = %c0 to %n step %c1 {
        %a = memref.load %table[%i] : memref<?xi64, 1>
        %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
        %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        // expected-error @below {{'tile.load' op [rebind-in-flight] this load reads the device-rebound descriptor built at 'tile.make_tensormap_ptr' at line 98 until it completes on its mbarrier, and the slot is rewritten on every iteration of 'scf.for' at line 95: add a blocking tile.mbarrier_wait_parity on the load's mbarrier after it in the same iteration, or before the descriptor op in the loop body (a ring that waits for it in the next iteration)}}
        tile.load %d[%c0_i32, %c0_i32] to %smem, %bar0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      }
      scf.for %i = %c0 to %n step %c1 {
        %a = memref.load %table[%i] : memref<?xi64, 1>
        %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
        %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        // expected-error @below {{[rebind-in-flight] this load reads the device-rebound descriptor built at 'tile.make_tensormap_ptr' at line 105}}
        tile.load %d[%c0_i32, %c0_i32] to %smem, %bar0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar1, %c0_i32 : memref<i64, 3>
      }
    }
    gpu.return
  }
}

// -----

// rebind-operands: a view whose innermost stride is dynamic (the host path
// checks it at run time; a device rebind cannot).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @k(%A: memref<?x?xf32, strided<[?, ?], offset: ?>, 1>) kernel {
    // expected-error @below {{'tile.make_tensormap' op [rebind-operands] the innermost stride of 'memref<?x?xf32, strided<[?, ?], offset: ?>, 1>' is dynamic; a device rebind cannot check it is 1 (the host path checks it at run time): use a layout with a static innermost stride of 1}}
    %d = tile.make_tensormap %A {tile.device_born} : memref<?x?xf32, strided<[?, ?], offset: ?>, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

// tile.rebind_slots = "shared" where one thread builds the descriptor: an
// error (nothing is changed).
gpu.module @impossible [#nvvm.target<chip = "sm_90a">] {
  gpu.func @shared_one_thread(%table: memref<?xi64, 1>, %w: i64, %pitch: i64) kernel
      attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 0 : i32, known_block_size = array<i32: 128, 1, 1>, tile.rebind_slots = "shared"} {
    %c0 = arith.constant 0 : index
    %tid = gpu.thread_id x
    %leader = arith.cmpi eq, %tid, %c0 : index
    scf.if %leader {
      %a = memref.load %table[%c0] : memref<?xi64, 1>
      %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
      // expected-error @below {{'tile.make_tensormap_ptr' op [rebind-slots] slots=shared cannot be honoured: only the thread that 'scf.if' at line 138 selects reaches the descriptor op, and tensormap.cp_fenceproxy needs a whole converged warp}}
      %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    }
    gpu.return
  }
}

// -----

// An unknown tile.rebind_slots value: the verifier's, while parsing.
gpu.module @bad [#nvvm.target<chip = "sm_90a">] {
  // expected-error @below {{'gpu.func' op [rebind-attribute] tile.rebind_slots = "warp" is not one of "auto", "global", "shared", "staged"}}
  gpu.func @bad_value(%table: memref<?xi64, 1>, %w: i64, %pitch: i64) kernel
      attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 0 : i32, tile.rebind_slots = "warp"} {
    %bid = gpu.block_id x
    %a = memref.load %table[%bid] : memref<?xi64, 1>
    %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
    %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

// An unknown tile.rebind_lookahead value: the verifier's too.
gpu.module @bad [#nvvm.target<chip = "sm_90a">] {
  // expected-error @below {{'gpu.func' op [rebind-attribute] tile.rebind_lookahead = "3" is not one of "off", "on", "1", "2", "4", "8"}}
  gpu.func @bad_lookahead(%table: memref<?xi64, 1>, %w: i64, %pitch: i64) kernel
      attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 0 : i32, tile.rebind_lookahead = "3"} {
    %bid = gpu.block_id x
    %a = memref.load %table[%bid] : memref<?xi64, 1>
    %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
    %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

// target-feature: a device rebind writes the descriptor with
// tensormap.replace, which plain sm_90 does not have (ptxas refused the PTX
// of --pipeline=default-asm; tile-fuzz regression ptxas-rebind-target).
gpu.module @m [#nvvm.target<chip = "sm_90">] {
  gpu.func @k(%table: memref<?xi64, 1>, %w: i64, %pitch: i64) kernel {
    %c0 = arith.constant 0 : index
    %tid = gpu.thread_id x
    %leader = arith.cmpi eq, %tid, %c0 : index
    scf.if %leader {
      %a = memref.load %table[%c0] : memref<?xi64, 1>
      %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
      // expected-error @below {{'tile.make_tensormap_ptr' op [target-feature] this descriptor is device-born and is rebound on the device: tensormap.replace requires sm_90a (PTX 8.3), but the target is sm_90}}
      %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    }
    gpu.return
  }
}

// -----

// An unknown tile.rebind_pipeline value.
gpu.module @bad [#nvvm.target<chip = "sm_90a">] {
  // expected-error @below {{'gpu.func' op [rebind-slots] tile.rebind_pipeline = "2" is not one of "on", "off"}}
  gpu.func @bad_pipeline(%table: memref<?xi64, 1>, %w: i64, %pitch: i64) kernel
      attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 0 : i32, tile.rebind_pipeline = "2"} {
    %bid = gpu.block_id x
    %a = memref.load %table[%bid] : memref<?xi64, 1>
    %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
    %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

// rebind-thread: a loop every thread runs, but the descriptor's address
// depends on the thread: the threads would rebind different values, and the
// CTA's conditional rebind (which holds a barrier) would diverge.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @per_thread(%table: memref<?xi64, 1>, %w: i64, %pitch: i64, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = gpu.thread_id x
    scf.for %i = %c0 to %n step %c1 {
      %j = arith.addi %i, %tid : index
      %a = memref.load %table[%j] : memref<?xi64, 1>
      %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
      // expected-error @below {{[rebind-thread] cannot tell which threads build this descriptor (it is inside 'scf.for' at line 228)}}
      %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    }
    gpu.return
  }
}

// -----

// rebind-in-flight, a ring across iterations (ring.mlir has the accepted form): the load of
// iteration i is waited for in iteration i + 1, but (1) after the descriptor op, (2) before
// it inside an scf.if (retires nothing on the else branch), (3) before it through an
// mbarrier view computed in the loop (the next iteration's view is the other stage's).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
  memref.global "private" @bar0 : memref<i64, 3> {alignment = 8}
  memref.global "private" @bars : memref<2xi64, 3> {alignment = 8}
  gpu.func @k(%table: memref<?xi64, 1>, %w: i64, %pitch: i64, %n: index, %c: i1) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0_i32 = arith.constant 0 : i32
    %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
    %bar0 = memref.get_global @bar0 : memref<i64, 3>
    %bars = memref.get_global @bars : memref<2xi64, 3>
    %tid = gpu.thread_id x
    %leader = arith.cmpi eq, %tid, %c0 : index
    scf.if %leader {
      scf.for %i = %c0 to %n step %c1 {
        %a = memref.load %table[%i] : memref<?xi64, 1>
        %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
        %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.mbarrier_wait_parity %bar0, %c0_i32 : memref<i64, 3>
        // expected-error @below {{[rebind-in-flight] this load reads the device-rebound descriptor built at 'tile.make_tensormap_ptr'}}
        tile.load %d[%c0_i32, %c0_i32] to %smem, %bar0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      }
      scf.for %i = %c0 to %n step %c1 {
        scf.if %c {
          tile.mbarrier_wait_parity %bar0, %c0_i32 : memref<i64, 3>
        }
        %a = memref.load %table[%i] : memref<?xi64, 1>
        %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
        %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        // expected-error @below {{[rebind-in-flight] this load reads the device-rebound descriptor}}
        tile.load %d[%c0_i32, %c0_i32] to %smem, %bar0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      }
      scf.for %i = %c0 to %n step %c1 {
        %s = arith.remui %i, %c2 : index
        %bar = memref.subview %bars[%s] [1] [1] : memref<2xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, strided<[], offset: ?>, 3>
        %a = memref.load %table[%i] : memref<?xi64, 1>
        %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
        %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        // expected-error @below {{[rebind-in-flight] this load reads the device-rebound descriptor}}
        tile.load %d[%c0_i32, %c0_i32] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, strided<[], offset: ?>, 3>
      }
    }
    gpu.return
  }
}
