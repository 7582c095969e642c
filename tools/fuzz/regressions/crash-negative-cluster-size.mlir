gpu.module @ti[#nvvm.target<chip = "sm_90a">] {
gpu.func @un(%r: memref<i6>) kernel attributes {known_cluster_size = array<i32: 4, 1, 4294967295>} { gpu.return
}
}
