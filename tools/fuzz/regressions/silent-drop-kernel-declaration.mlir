module attributes{g.=""}{gpu.module@t{llvm.func@k() attributes {nvvm.kernel} }
}