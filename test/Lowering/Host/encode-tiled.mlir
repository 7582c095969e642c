// tile-lower-host-tma on the post-separation form (tile-separate-host-tma's
// output): a host function builds two descriptors with tile.make_tensormap
// and passes them to a kernel that takes !tile.tensormap parameters. The
// `host` pipeline (default + tile-lower-host-tma) encodes each one on the
// host with cuTensorMapEncodeTiled into a 64-byte aligned 128-byte stack
// blob, reports a failed encode through tileReportEncodeFailure and skips the
// launch then, and passes the loaded blobs (!llvm.array<128 x i8>) to the
// launch. --emit=host-llvm then embeds the PTX (gpu-module-to-binary) and
// lowers the host code to x86-64 LLVM IR calling the mgpu* runtime.
//
// Enum arguments are the CUDA driver's: FLOAT32 = 7, BFLOAT16 = 9;
// SWIZZLE_128B = 3; L2_PROMOTION_L2_256B = 3; OOB_FILL_NAN_REQUEST_ZERO_FMA = 1.

// RUN: %tile-opt %s --pipeline=default | %FileCheck %s --check-prefix=MLIR
// RUN: %tile-opt %s --pipeline=default --emit=host-llvm | %FileCheck %s --check-prefix=LLVM

module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @bar : memref<i64, 3> {alignment = 8}
    gpu.func @copy(%src: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                   %hint: !tile.tensormap<bf16, rank = 2, box = [64, 32], swizzle = sw128, l2_promotion = l2_256, oob_fill = nan>,
                   %dst: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel {
      %s = memref.get_global @smem : memref<64x64xf32, 3>
      %b = memref.get_global @bar : memref<i64, 3>
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %bytes = arith.constant 16384 : i32
      tile.prefetch %hint[%c0, %c0]
          : !tile.tensormap<bf16, rank = 2, box = [64, 32], swizzle = sw128, l2_promotion = l2_256, oob_fill = nan>
      tile.mbarrier_init %b, %c1 : memref<i64, 3>
      tile.mbarrier_arrive_expect_tx %b, %bytes : memref<i64, 3>
      tile.load %src[%c0, %c0] to %s, %b
          : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.mbarrier_wait_parity %b, %c0 : memref<i64, 3>
      tile.store %s to %dst[%c0, %c0] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.bulk_commit
      tile.bulk_wait 0 read
      gpu.return
    }
  }
  func.func @run(%a: memref<256x128xf32>, %h: memref<512x96xbf16>, %out: memref<256x128xf32>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %da = tile.make_tensormap %a : memref<256x128xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    %dh = tile.make_tensormap %h : memref<512x96xbf16>
        -> !tile.tensormap<bf16, rank = 2, box = [64, 32], swizzle = sw128, l2_promotion = l2_256, oob_fill = nan>
    %do = tile.make_tensormap %out : memref<256x128xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.launch_func @kernels::@copy blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%da : !tile.tensormap<f32, rank = 2, box = [64, 64]>,
             %dh : !tile.tensormap<bf16, rank = 2, box = [64, 32], swizzle = sw128, l2_promotion = l2_256, oob_fill = nan>,
             %do : !tile.tensormap<f32, rank = 2, box = [64, 64]>)
    return
  }
}

// The blobs and the dims / strides arrays live in the entry block.
// MLIR-LABEL: func.func @run(
// MLIR: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// MLIR-NEXT: %[[BLOB_A:.*]] = llvm.alloca %[[ONE]] x !llvm.array<16 x i64> {alignment = 64 : i64} : (i64) -> !llvm.ptr
// MLIR-NEXT: %[[DIMS_A:.*]] = llvm.alloca %[[ONE]] x !llvm.array<2 x i64> {alignment = 8 : i64}
// MLIR-NEXT: %[[STRIDES_A:.*]] = llvm.alloca %[[ONE]] x !llvm.array<1 x i64> {alignment = 8 : i64}
// MLIR: %[[PTR_A:.*]] = memref.extract_aligned_pointer_as_index %arg0
// MLIR-NOT: tile.make_tensormap
// MLIR: %[[RA:.*]] = llvm.call @cuTensorMapEncodeTiled(%[[BLOB_A]], {{.*}}) : (!llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, i32) -> i32
// MLIR-NEXT: %[[A:.*]] = llvm.load %[[BLOB_A]] {alignment = 64 : i64} : !llvm.ptr -> !llvm.array<128 x i8>
// MLIR: %[[RH:.*]] = llvm.call @cuTensorMapEncodeTiled(
// MLIR-NEXT: %[[H:.*]] = llvm.load
// MLIR: %[[RO:.*]] = llvm.call @cuTensorMapEncodeTiled(
// MLIR-NEXT: %[[O:.*]] = llvm.load
// MLIR: %[[FAILED:.*]] = arith.cmpi ne, %[[RA]], %[[ZERO:.*]] : i32
// MLIR-NEXT: scf.if %[[FAILED]] {
// MLIR-NEXT: %[[NAME:.*]] = llvm.mlir.addressof @[[KNAME:.*]] : !llvm.ptr
// MLIR-NEXT: %[[IDX:.*]] = llvm.mlir.constant(0 : i32) : i32
// MLIR-NEXT: llvm.call @tileReportEncodeFailure(%[[RA]], %[[NAME]], %[[IDX]]) : (i32, !llvm.ptr, i32) -> ()
// MLIR-NEXT: }
// MLIR: llvm.mlir.constant(1 : i32) : i32
// MLIR-NEXT: llvm.call @tileReportEncodeFailure(%[[RH]],
// MLIR: llvm.mlir.constant(2 : i32) : i32
// MLIR-NEXT: llvm.call @tileReportEncodeFailure(%[[RO]],
// MLIR: %[[OK:.*]] = arith.andi
// MLIR-NEXT: scf.if %[[OK]] {
// MLIR-NEXT: gpu.launch_func @kernels::@copy blocks in ({{.*}}) threads in ({{.*}}) args(%[[A]] : !llvm.array<128 x i8>, %[[H]] : !llvm.array<128 x i8>, %[[O]] : !llvm.array<128 x i8>)
// MLIR-NEXT: }
// MLIR-NEXT: return
// MLIR-NOT: unrealized_conversion_cast
// MLIR-DAG: llvm.func @cuTensorMapEncodeTiled(!llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, i32) -> i32
// MLIR-DAG: llvm.func @tileReportEncodeFailure(i32, !llvm.ptr, i32)
// MLIR-DAG: llvm.mlir.global private constant @[[KNAME]]("kernels::copy\00")

// LLVM: target triple = "x86_64-unknown-linux-gnu"
// LLVM-DAG: @[[ONES:__tile_host_tma_i32_[0-9]+]] = private constant [2 x i32] [i32 1, i32 1]
// LLVM-DAG: @[[BOX64:__tile_host_tma_i32_[0-9]+]] = private constant [2 x i32] [i32 64, i32 64]
// LLVM-DAG: @[[BOX32:__tile_host_tma_i32_[0-9]+]] = private constant [2 x i32] [i32 64, i32 32]
// LLVM-DAG: @[[KNAME:__tile_host_tma_str_[0-9]+]] = private constant [14 x i8] c"kernels::copy\00"
// LLVM-DAG: @kernels_binary = internal constant [{{[0-9]+}} x i8] c"{{.*}}.version 8.0\0A.target sm_90a\0A{{.*}}.visible .entry copy(\0A\09.param .align 64 .b8 copy_param_0[128],\0A\09.param .align 64 .b8 copy_param_1[128],\0A\09.param .align 64 .b8 copy_param_2[128]\0A)
// LLVM-DAG: @llvm.global_ctors = appending global {{.*}} @kernels_load
// LLVM-LABEL: define void @run(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, ptr %7, ptr %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, ptr %14, ptr %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20)
// LLVM: %[[BLOB_A:.*]] = alloca [16 x i64], i64 1, align 64
// LLVM: %[[DIMS_A:.*]] = alloca [2 x i64], i64 1, align 8
// LLVM: %[[STRIDES_A:.*]] = alloca [1 x i64], i64 1, align 8
// LLVM: alloca [16 x i64], i64 1, align 64
// LLVM: alloca [16 x i64], i64 1, align 64
// Global address: the aligned pointer of memref %a; dims innermost first
// (128, 256); the byte stride of dim 1 (128 * 4).
// LLVM: %[[ADDR_INT:.*]] = ptrtoint ptr %1 to i64
// LLVM-NEXT: %[[ADDR_A:.*]] = inttoptr i64 %[[ADDR_INT]] to ptr
// LLVM-NEXT: store [16 x i64] zeroinitializer, ptr %[[BLOB_A]], align 64
// LLVM-NEXT: %[[D0:.*]] = getelementptr [2 x i64], ptr %[[DIMS_A]], i32 0, i32 0
// LLVM-NEXT: store i64 128, ptr %[[D0]], align 8
// LLVM-NEXT: %[[D1:.*]] = getelementptr [2 x i64], ptr %[[DIMS_A]], i32 0, i32 1
// LLVM-NEXT: store i64 256, ptr %[[D1]], align 8
// LLVM-NEXT: %[[S1:.*]] = getelementptr [1 x i64], ptr %[[STRIDES_A]], i32 0, i32 0
// LLVM-NEXT: store i64 512, ptr %[[S1]], align 8
// LLVM-NEXT: %[[RA:.*]] = call i32 @cuTensorMapEncodeTiled(ptr %[[BLOB_A]], i32 7, i32 2, ptr %[[ADDR_A]], ptr %[[DIMS_A]], ptr %[[STRIDES_A]], ptr @[[BOX64]], ptr @[[ONES]], i32 0, i32 0, i32 0, i32 0)
// LLVM-NEXT: %[[A:.*]] = load [128 x i8], ptr %[[BLOB_A]], align 64
// The bf16 descriptor: dims (96, 512), stride 96 * 2 bytes, swizzle 128B,
// L2 promotion 256B, NaN fill.
// LLVM: store i64 96,
// LLVM: store i64 512,
// LLVM: store i64 192,
// LLVM-NEXT: %[[RH:.*]] = call i32 @cuTensorMapEncodeTiled(ptr %{{.*}}, i32 9, i32 2, ptr %{{.*}}, ptr %{{.*}}, ptr %{{.*}}, ptr @[[BOX32]], ptr @[[ONES]], i32 0, i32 3, i32 3, i32 1)
// LLVM-NEXT: %[[H:.*]] = load [128 x i8], ptr %{{.*}}, align 64
// LLVM: %[[RO:.*]] = call i32 @cuTensorMapEncodeTiled(
// LLVM-NEXT: %[[O:.*]] = load [128 x i8]
// Every result is checked; a failure is reported with the kernel name and
// the descriptor's index among the launch's descriptors.
// LLVM: %[[FA:.*]] = icmp ne i32 %[[RA]], 0
// LLVM-NEXT: br i1 %[[FA]], label %[[REPA:.*]], label %[[NEXTA:.*]]
// LLVM: [[REPA]]:
// LLVM-NEXT: call void @tileReportEncodeFailure(i32 %[[RA]], ptr @[[KNAME]], i32 0)
// LLVM: icmp ne i32 %[[RH]], 0
// LLVM: call void @tileReportEncodeFailure(i32 %[[RH]], ptr @[[KNAME]], i32 1)
// LLVM: icmp ne i32 %[[RO]], 0
// LLVM: call void @tileReportEncodeFailure(i32 %[[RO]], ptr @[[KNAME]], i32 2)
// The launch runs only when all three succeeded; the blobs are its kernel
// parameters.
// LLVM: %[[OK:.*]] = and i1
// LLVM-NEXT: br i1 %[[OK]], label %[[LAUNCH:.*]], label %[[DONE:.*]]
// LLVM: [[LAUNCH]]:
// LLVM: store [128 x i8] %[[A]], ptr
// LLVM: store [128 x i8] %[[H]], ptr
// LLVM: store [128 x i8] %[[O]], ptr
// LLVM: call ptr @mgpuModuleGetFunction(ptr %{{.*}}, ptr @kernels_copy_name)
// LLVM: call void @mgpuLaunchKernel(ptr %{{.*}}, i64 1, i64 1, i64 1, i64 128, i64 1, i64 1, i32 0, ptr %{{.*}}, ptr %{{.*}}, ptr null, i64 3)
// LLVM: [[DONE]]:
// LLVM-NEXT: ret void
// LLVM-DAG: declare i32 @cuTensorMapEncodeTiled(ptr, i32, i32, ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32)
// LLVM-DAG: declare void @tileReportEncodeFailure(i32, ptr, i32)
// LLVM-DAG: declare ptr @mgpuModuleLoadJIT(ptr, i32)
