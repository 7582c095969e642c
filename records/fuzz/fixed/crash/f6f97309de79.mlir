module {
module {
module {
module {
module {
module {
module {
module {
module {
    nvvm.cp.async.bulk.tensor.global.shared.cta %arg1, %smem, box[%x, %y] : !llvm.ptr, !llvm.ptr<3>
    nvvm.cp.async.bulk.commit.group
    nvvm.cp.async.bulk.wait_group 0 {read}
    llvm.br ^done
  ^done:
module {
module {
module {
module {
module {
module {
module {
module {
module {

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @cp_async_l2_prefetch_128(
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// NVVM-SAME: [[I:%arg[0-9]+]]: index,
// NVVM-SAME: [[J:%arg[0-9]+]]: index)
// NVVM-NOT: nvvm.cp.async
// NVVM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM: arith.muli [[I]], %{{.*}} : index
// NVVM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// NVVM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// NVVM: arith.muli [[J]], %{{.*}} : index
// NVVM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// NVVM: llvm.inline_asm has_side_effects "cp.async.ca.shared.global.L2::128B [$0], [$1], 8;", "r,l,~{memory}" [[DST_R]], [[SRC_L]] : (i32, i64) -> (){{$}}
// NVVM-NOT: nvvm.cp.async
// NVVM: gpu.return
// ASM-LABEL: gpu.func @cp_async_l2_prefetch_128(
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// ASM-SAME: [[I:%arg[0-9]+]]: index,
// ASM-SAME: [[J:%arg[0-9]+]]: index)
// ASM-NOT: nvvm.
// ASM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM: arith.muli [[I]], %{{.*}} : index
// ASM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// ASM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// ASM: arith.muli [[J]], %{{.*}} : index
// ASM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.ca.shared.global.L2::128B [$0], [$1], 8;", "r,l,~{memory}" [[DST_R]], [[SRC_L]] : (i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @cp_async_l2_prefetch_128(%g: memref<1024xf32, 1>, %s: memref<256xf32, 3>, %i: index, %j: index) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: nvvm.cp.async.shared.global has no ignore-src, L2 cache hint or L2 prefetch size}}
    tile.cp_async %g[%i] to %s[%j], 8 l2_prefetch = 128 : memref<1024xf32, 1>, memref<256xf32, 3>
    gpu.return
  }
}

    %by = nvvm.read.ptx.sreg.ctaid.y : i32
    %x = llvm.mul %bx, %c64 : i32
    %y = llvm.mul %by, %c64 : i32
    %leader = llvm.icmp "eq" %tid, %c0 : i32
    llvm.cond_br %leader, ^copy, ^done
  ^copy:
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
