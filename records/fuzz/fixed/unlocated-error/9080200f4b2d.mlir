module attributes{g.}{gpu.module@o[#nvvm.target<chip="sm_31">] { llvm.func @k() }
}
