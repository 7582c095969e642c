gpu.module@m[#nvvm.target<chip="sm_90">]{"tile.bulk_commit"():()-> ()
}