// The body of gpu.module @k in ../tma-copy.mlir as a plain builtin.module
// (mlir-translate does not translate the contents of a gpu.module): the
// reference input of ../matches-llc.mlir, and the input of its fallback case
// (no gpu.module, LLVM dialect body). Keep the two in sync.
module {
  llvm.mlir.global private @smem() {addr_space = 3 : i32, alignment = 1024 : i64} : !llvm.array<4096 x f32>
  llvm.mlir.global private @bar() {addr_space = 3 : i32, alignment = 2147483648 : i64} : i64
  llvm.func @copy(%arg0: !llvm.ptr {llvm.byval = !llvm.array<128 x i8>, llvm.align = 64 : i32, nvvm.grid_constant},
                  %arg1: !llvm.ptr {llvm.byval = !llvm.array<128 x i8>, llvm.align = 64 : i32, nvvm.grid_constant})
      attributes {nvvm.kernel} {
    %smem = llvm.mlir.addressof @smem : !llvm.ptr<3>
    %bar = llvm.mlir.addressof @bar : !llvm.ptr<3>
    %smem_cluster = llvm.addrspacecast %smem : !llvm.ptr<3> to !llvm.ptr<7>
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %ticks = llvm.mlir.constant(1000000 : i32) : i32
    %bytes = llvm.mlir.constant(16384 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %bx = nvvm.read.ptx.sreg.ctaid.x : i32
    %by = nvvm.read.ptx.sreg.ctaid.y : i32
    %x = llvm.mul %bx, %c64 : i32
    %y = llvm.mul %by, %c64 : i32
    %leader = llvm.icmp "eq" %tid, %c0 : i32
    llvm.cond_br %leader, ^copy, ^done
  ^copy:
    nvvm.mbarrier.init %bar, %c1 : !llvm.ptr<3>, i32
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    %state = nvvm.mbarrier.arrive.expect_tx %bar, %bytes : !llvm.ptr<3>, i32 -> i64
    nvvm.cp.async.bulk.tensor.shared.cluster.global %smem_cluster, %arg0, %bar, box[%x, %y] : !llvm.ptr<7>, !llvm.ptr
    nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.cp.async.bulk.tensor.global.shared.cta %arg1, %smem, box[%x, %y] : !llvm.ptr, !llvm.ptr<3>
    nvvm.cp.async.bulk.commit.group
    nvvm.cp.async.bulk.wait_group 0 {read}
    llvm.br ^done
  ^done:
    llvm.return
  }
}
