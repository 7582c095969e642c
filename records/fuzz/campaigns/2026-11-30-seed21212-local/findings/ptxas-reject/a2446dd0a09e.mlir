module{llvm.func@f()->i127{%0=llvm.mlir.constant(0:i2) : i127 llvm.return %0 : i127 }
}