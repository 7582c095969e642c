gpu.module@m[#nvvm.target<chip="sm_102">] {
gpu.func @n() {  tile.tensormap_fence_release scope = sys  gpu.return}
}