module attributes {g.c} {gpu.module @s [#nvvm.target<chip = "sm_1024a">] {gpu.func @l() {
tile.bulk_commit
   gpu.return  }}
}