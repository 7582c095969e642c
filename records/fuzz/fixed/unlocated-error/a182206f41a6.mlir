gpu.module@m[#nvvm.target<chip="sm_511a">] {gpu.func @nc() {tile.fence_proxy_async shared_cluster  gpu.return}
}