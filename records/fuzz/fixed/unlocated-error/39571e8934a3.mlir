module {
  llvm.mlir.global @smem() {addr_space = 3 : i32, i64} : !llvm.array<4096 x f32>
  llvm.func @copy(%arg0: !llvm.ptr {llvm.byval = !llvm.array<128 x i8>, llvm.align = 64 : i32, nvvm.grant},
  %arg1: !llvm.ptr {llvm.byval = !llvm.array<128 x i8>, llvm.align = 64 : i32, nvvm.grid_constant})
      attributes {nvvm.kernel} {
    %smem = llvm.mlir.addressof @smem : !llvm.ptr<3>
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %bx = nvvm.read.ptx.sreg.ctaid.x : i32
    %by = nvvm.read.ptx.sreg.ctaid.y : i32
    %x = llvm.mul %bx, %c64 : i32
    %y = llvm.mul %by, %c64 : i32
    %leader = llvm.icmp "eq" %tid, %c0 : i32
    llvm.cond_br %leader, ^copy, ^done
  ^copy:
    nvvm.cp.async.bulk.tensor.global.shared.cta %arg1, %smem, box[%x, %y] : !llvm.ptr, !llvm.ptr<3>
    llvm.br ^done
  ^done:
    llvm.return
  }
}
