gpu.module @e [#nvvm.target<chip = "sm_100a">] {
  gpu.func @lefze(%il: !tile.tensormap<f16, rank = 3, box = [8, 16, 4], interleave = il16>,   %bar: memref<i64, 3>, %x: i32, %h: i16) kernel {
%a = memref.alloca() {alignment = 2147483648 : i64} : memref<16x4x8xf16, 3>
tile.load %il[%x, %x, %x] to %a, %bar : !tile.tensormap<f16, rank = 3, box = [8, 16, 4], interleave = il16>, memref<16x4x8xf16, 3>, memref<i64, 3>
    gpu.return
  }
}
