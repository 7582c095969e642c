gpu.module @m [#nvvm.target<chip = "sm_100a">] {gpu.func @y(%t: memref<1xi1>) {
 gpu.return
}
}
memref.global @g : memref<8xi8, #gpu.address_space<private>> 