module attributes{g.}{gpu.module@o[#nvvm.target<chip="sm_75">] { llvm.func @k() }
}
