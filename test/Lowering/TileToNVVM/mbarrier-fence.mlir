// mbarrier ops and proxy fences lowered by tile-lower-to-nvvm under both
// strategies (NVVM ops / inline-asm PTX).

// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=intrinsics})' | %FileCheck %s --check-prefix=NVVM --enable-var-scope
// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=intrinsics})' > /dev/null
// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=asm})' | %FileCheck %s --check-prefix=ASM --enable-var-scope

// mbarrier ops on a shared::cta barrier: NVVM takes the addrspace-3
// pointer, the asm a 32-bit shared-window address ("r").
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @mbarrier_init(
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[COUNT:%arg[0-9]+]]: i32)
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.mbarrier.init [[MBAR]], [[COUNT]] : !llvm.ptr<3>, i32{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @mbarrier_init(
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[COUNT:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}" [[MBAR_R]], [[COUNT]] : (i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @mbarrier_init(%bar: memref<i64, 3>, %count: i32) kernel {
    tile.mbarrier_init %bar, %count : memref<i64, 3>
    gpu.return
  }
}

// -----

// A barrier array: the address of its first element.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @mbarrier_init_array(
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<4xi64, 3>,
// NVVM-SAME: [[COUNT:%arg[0-9]+]]: i32)
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<4xi64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.mbarrier.init [[MBAR]], [[COUNT]] : !llvm.ptr<3>, i32{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @mbarrier_init_array(
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<4xi64, 3>,
// ASM-SAME: [[COUNT:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<4xi64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}" [[MBAR_R]], [[COUNT]] : (i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @mbarrier_init_array(%bar: memref<4xi64, 3>, %count: i32) kernel {
    tile.mbarrier_init %bar, %count : memref<4xi64, 3>
    gpu.return
  }
}

// -----

// arrive: the NVVM op returns the (unused) state; the asm writes the sink `_`.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @mbarrier_arrive(
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: {{%[a-z0-9_]+}} = nvvm.mbarrier.arrive [[MBAR]] : !llvm.ptr<3> -> i64{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @mbarrier_arrive(
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// ASM-NOT: nvvm.
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}" [[MBAR_R]] : (i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @mbarrier_arrive(%bar: memref<i64, 3>) kernel {
    tile.mbarrier_arrive %bar : memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @mbarrier_arrive_expect_tx(
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.mbarrier.arrive.expect_tx [[MBAR]], [[BYTES]] : !llvm.ptr<3>, i32{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @mbarrier_arrive_expect_tx(
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}" [[MBAR_R]], [[BYTES]] : (i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @mbarrier_arrive_expect_tx(%bar: memref<i64, 3>, %bytes: i32) kernel {
    tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
    gpu.return
  }
}

// -----

// A predicated arrive.expect_tx: NVVM keeps the predicate on the op.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @mbarrier_arrive_expect_tx_predicate(
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[P:%arg[0-9]+]]: i1)
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.mbarrier.arrive.expect_tx [[MBAR]], [[BYTES]], predicate = [[P]] : !llvm.ptr<3>, i32, i1{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @mbarrier_arrive_expect_tx_predicate(
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[P:%arg[0-9]+]]: i1)
// ASM-NOT: nvvm.
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// ASM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1; }", "r,r,r,~{memory}" [[MBAR_R]], [[BYTES]], [[P_R]] : (i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @mbarrier_arrive_expect_tx_predicate(%bar: memref<i64, 3>, %bytes: i32, %p: i1) kernel {
    tile.mbarrier_arrive_expect_tx %bar, %bytes if %p : memref<i64, 3>
    gpu.return
  }
}

// -----

// expect_tx: .relaxed.cta written explicitly in the asm.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @mbarrier_expect_tx(
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.mbarrier.expect_tx [[MBAR]], [[BYTES]] : !llvm.ptr<3>, i32{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @mbarrier_expect_tx(
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [$0], $1;", "r,r,~{memory}" [[MBAR_R]], [[BYTES]] : (i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @mbarrier_expect_tx(%bar: memref<i64, 3>, %bytes: i32) kernel {
    tile.mbarrier_expect_tx %bar, %bytes : memref<i64, 3>
    gpu.return
  }
}

// -----

// The non-blocking test: inline asm under both strategies (MLIR 22's
// nvvm.mbarrier.try_wait.parity is the blocking loop); its i32 flag becomes the
// op's i1 through `cmpi ne 0` and can guard later ops.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @mbarrier_try_wait_parity(
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[PHASE:%arg[0-9]+]]: i32,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// NVVM: [[FLAG:%[a-z0-9_]+]] = llvm.inline_asm has_side_effects "{ .reg .pred tp_w; mbarrier.try_wait.parity.shared::cta.b64 tp_w, [$1], $2; selp.b32 $0, 1, 0, tp_w; }", "=r,r,r,~{memory}" [[MBAR_R]], [[PHASE]] : (i32, i32) -> i32{{$}}
// NVVM-NEXT: [[ZERO:%[a-z0-9_]+]] = arith.constant 0 : i32
// NVVM-NEXT: [[DONE:%[a-z0-9_]+]] = arith.cmpi ne, [[FLAG]], [[ZERO]] : i32
// NVVM: nvvm.mbarrier.arrive.expect_tx {{%[a-z0-9_]+}}, [[BYTES]], predicate = [[DONE]] : !llvm.ptr<3>, i32, i1{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @mbarrier_try_wait_parity(
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[PHASE:%arg[0-9]+]]: i32,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: [[FLAG:%[a-z0-9_]+]] = llvm.inline_asm has_side_effects "{ .reg .pred tp_w; mbarrier.try_wait.parity.shared::cta.b64 tp_w, [$1], $2; selp.b32 $0, 1, 0, tp_w; }", "=r,r,r,~{memory}" [[MBAR_R]], [[PHASE]] : (i32, i32) -> i32{{$}}
// ASM-NEXT: [[ZERO:%[a-z0-9_]+]] = arith.constant 0 : i32
// ASM-NEXT: [[DONE:%[a-z0-9_]+]] = arith.cmpi ne, [[FLAG]], [[ZERO]] : i32
// ASM: arith.extui [[DONE]] : i1 to i32
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @mbarrier_try_wait_parity(%bar: memref<i64, 3>, %phase: i32, %bytes: i32) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22's nvvm.mbarrier.try_wait.parity blocks; the non-blocking test needs inline asm}}
    %done = tile.mbarrier_try_wait_parity %bar, %phase : memref<i64, 3>
    tile.mbarrier_arrive_expect_tx %bar, %bytes if %done : memref<i64, 3>
    gpu.return
  }
}

// -----

// The blocking wait: nvvm.mbarrier.try_wait.parity with a suspend-time hint
// (MLIR's own loop), or an inline-asm loop with unique labels (${:uid}).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @mbarrier_wait_parity(
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[PHASE:%arg[0-9]+]]: i32)
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM-NEXT: [[TICKS:%[a-z0-9_]+]] = arith.constant 10000000 : i32
// NVVM-NEXT: nvvm.mbarrier.try_wait.parity [[MBAR]], [[PHASE]], [[TICKS]] : !llvm.ptr<3>, i32, i32{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @mbarrier_wait_parity(
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[PHASE:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "{\0A\09.reg .pred tp_done;\0A\09TP_WAIT_${:uid}:\0A\09mbarrier.try_wait.parity.shared::cta.b64 tp_done, [$0], $1;\0A\09@!tp_done bra TP_WAIT_${:uid};\0A\09}", "r,r,~{memory}" [[MBAR_R]], [[PHASE]] : (i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @mbarrier_wait_parity(%bar: memref<i64, 3>, %phase: i32) kernel {
    tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
    gpu.return
  }
}

// -----

// fence.proxy.async in every space (all is the default).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @fence_proxy_async(
// NVVM: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async>}{{$}}
// NVVM-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async>}{{$}}
// NVVM-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.global>}{{$}}
// NVVM-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}{{$}}
// NVVM-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cluster>}{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @fence_proxy_async(
// ASM-NOT: nvvm.
// ASM: llvm.inline_asm has_side_effects "fence.proxy.async;", "~{memory}" : () -> (){{$}}
// ASM-NEXT: llvm.inline_asm has_side_effects "fence.proxy.async;", "~{memory}" : () -> (){{$}}
// ASM-NEXT: llvm.inline_asm has_side_effects "fence.proxy.async.global;", "~{memory}" : () -> (){{$}}
// ASM-NEXT: llvm.inline_asm has_side_effects "fence.proxy.async.shared::cta;", "~{memory}" : () -> (){{$}}
// ASM-NEXT: llvm.inline_asm has_side_effects "fence.proxy.async.shared::cluster;", "~{memory}" : () -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @fence_proxy_async() kernel {
    tile.fence_proxy_async
    tile.fence_proxy_async all
    tile.fence_proxy_async global
    tile.fence_proxy_async shared_cta
    tile.fence_proxy_async shared_cluster
    gpu.return
  }
}

// -----

// Tensormap proxy fences (PTX 8.3): acquire on the 128-byte slot, as a
// generic pointer; the size is an immediate. Every scope, gpu the default.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"}
// NVVM-LABEL: gpu.func @tensormap_fence_acquire(
// NVVM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 1>)
// NVVM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// NVVM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// NVVM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// NVVM: [[GEN:%[a-z0-9_]+]] = llvm.addrspacecast [[SLOT_P]] : !llvm.ptr<1> to !llvm.ptr
// NVVM-NEXT: [[SIZE:%[a-z0-9_]+]] = llvm.mlir.constant(128 : i32) : i32
// NVVM-NEXT: nvvm.fence.proxy.acquire <gpu> [[GEN]], [[SIZE]]{{$}}
// NVVM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// NVVM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// NVVM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// NVVM: [[GEN:%[a-z0-9_]+]] = llvm.addrspacecast [[SLOT_P]] : !llvm.ptr<1> to !llvm.ptr
// NVVM-NEXT: [[SIZE:%[a-z0-9_]+]] = llvm.mlir.constant(128 : i32) : i32
// NVVM-NEXT: nvvm.fence.proxy.acquire <cta> [[GEN]], [[SIZE]]{{$}}
// NVVM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// NVVM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// NVVM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// NVVM: [[GEN:%[a-z0-9_]+]] = llvm.addrspacecast [[SLOT_P]] : !llvm.ptr<1> to !llvm.ptr
// NVVM-NEXT: [[SIZE:%[a-z0-9_]+]] = llvm.mlir.constant(128 : i32) : i32
// NVVM-NEXT: nvvm.fence.proxy.acquire <cluster> [[GEN]], [[SIZE]]{{$}}
// NVVM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// NVVM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// NVVM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// NVVM: [[GEN:%[a-z0-9_]+]] = llvm.addrspacecast [[SLOT_P]] : !llvm.ptr<1> to !llvm.ptr
// NVVM-NEXT: [[SIZE:%[a-z0-9_]+]] = llvm.mlir.constant(128 : i32) : i32
// NVVM-NEXT: nvvm.fence.proxy.acquire <gpu> [[GEN]], [[SIZE]]{{$}}
// NVVM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// NVVM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// NVVM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// NVVM: [[GEN:%[a-z0-9_]+]] = llvm.addrspacecast [[SLOT_P]] : !llvm.ptr<1> to !llvm.ptr
// NVVM-NEXT: [[SIZE:%[a-z0-9_]+]] = llvm.mlir.constant(128 : i32) : i32
// NVVM-NEXT: nvvm.fence.proxy.acquire <sys> [[GEN]], [[SIZE]]{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"}
// ASM-LABEL: gpu.func @tensormap_fence_acquire(
// ASM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 1>)
// ASM-NOT: nvvm.
// ASM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// ASM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// ASM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// ASM: [[GEN:%[a-z0-9_]+]] = llvm.addrspacecast [[SLOT_P]] : !llvm.ptr<1> to !llvm.ptr
// ASM: [[GEN_L:%[a-z0-9_]+]] = llvm.ptrtoint [[GEN]] : !llvm.ptr to i64
// ASM: llvm.inline_asm has_side_effects "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l,~{memory}" [[GEN_L]] : (i64) -> (){{$}}
// ASM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// ASM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// ASM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// ASM: [[GEN:%[a-z0-9_]+]] = llvm.addrspacecast [[SLOT_P]] : !llvm.ptr<1> to !llvm.ptr
// ASM: [[GEN_L:%[a-z0-9_]+]] = llvm.ptrtoint [[GEN]] : !llvm.ptr to i64
// ASM: llvm.inline_asm has_side_effects "fence.proxy.tensormap::generic.acquire.cta [$0], 128;", "l,~{memory}" [[GEN_L]] : (i64) -> (){{$}}
// ASM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// ASM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// ASM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// ASM: [[GEN:%[a-z0-9_]+]] = llvm.addrspacecast [[SLOT_P]] : !llvm.ptr<1> to !llvm.ptr
// ASM: [[GEN_L:%[a-z0-9_]+]] = llvm.ptrtoint [[GEN]] : !llvm.ptr to i64
// ASM: llvm.inline_asm has_side_effects "fence.proxy.tensormap::generic.acquire.cluster [$0], 128;", "l,~{memory}" [[GEN_L]] : (i64) -> (){{$}}
// ASM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// ASM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// ASM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// ASM: [[GEN:%[a-z0-9_]+]] = llvm.addrspacecast [[SLOT_P]] : !llvm.ptr<1> to !llvm.ptr
// ASM: [[GEN_L:%[a-z0-9_]+]] = llvm.ptrtoint [[GEN]] : !llvm.ptr to i64
// ASM: llvm.inline_asm has_side_effects "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l,~{memory}" [[GEN_L]] : (i64) -> (){{$}}
// ASM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// ASM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// ASM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// ASM: [[GEN:%[a-z0-9_]+]] = llvm.addrspacecast [[SLOT_P]] : !llvm.ptr<1> to !llvm.ptr
// ASM: [[GEN_L:%[a-z0-9_]+]] = llvm.ptrtoint [[GEN]] : !llvm.ptr to i64
// ASM: llvm.inline_asm has_side_effects "fence.proxy.tensormap::generic.acquire.sys [$0], 128;", "l,~{memory}" [[GEN_L]] : (i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @tensormap_fence_acquire(%slot: memref<128xi8, 1>) kernel {
    tile.tensormap_fence_acquire %slot : memref<128xi8, 1>
    tile.tensormap_fence_acquire %slot scope = cta : memref<128xi8, 1>
    tile.tensormap_fence_acquire %slot scope = cluster : memref<128xi8, 1>
    tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
    tile.tensormap_fence_acquire %slot scope = sys : memref<128xi8, 1>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"}
// NVVM-LABEL: gpu.func @tensormap_fence_release(
// NVVM: nvvm.fence.proxy.release <gpu>{{$}}
// NVVM-NEXT: nvvm.fence.proxy.release <cta>{{$}}
// NVVM-NEXT: nvvm.fence.proxy.release <cluster>{{$}}
// NVVM-NEXT: nvvm.fence.proxy.release <gpu>{{$}}
// NVVM-NEXT: nvvm.fence.proxy.release <sys>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"}
// ASM-LABEL: gpu.func @tensormap_fence_release(
// ASM-NOT: nvvm.
// ASM: llvm.inline_asm has_side_effects "fence.proxy.tensormap::generic.release.gpu;", "~{memory}" : () -> (){{$}}
// ASM-NEXT: llvm.inline_asm has_side_effects "fence.proxy.tensormap::generic.release.cta;", "~{memory}" : () -> (){{$}}
// ASM-NEXT: llvm.inline_asm has_side_effects "fence.proxy.tensormap::generic.release.cluster;", "~{memory}" : () -> (){{$}}
// ASM-NEXT: llvm.inline_asm has_side_effects "fence.proxy.tensormap::generic.release.gpu;", "~{memory}" : () -> (){{$}}
// ASM-NEXT: llvm.inline_asm has_side_effects "fence.proxy.tensormap::generic.release.sys;", "~{memory}" : () -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @tensormap_fence_release() kernel {
    tile.tensormap_fence_release
    tile.tensormap_fence_release scope = cta
    tile.tensormap_fence_release scope = cluster
    tile.tensormap_fence_release scope = gpu
    tile.tensormap_fence_release scope = sys
    gpu.return
  }
}
