// RUN: %tile-opt %s -split-input-file -verify-diagnostics

// The module-level rules of dialects/tile/src/verify/module.rs on scopes that
// hold tile ops: MLIR's own verifier reports them, through the verifier hook
// of the scope's first tile op, at the op each is about — so upstream
// mlir-opt-22 with the dialect plugin reports them too
// (tools/tile-opt/tests/upstream.rs runs this file there). Every diagnostic
// is expected exactly once. The same rules on scopes without tile ops are in
// invalid-module.mlir (tile-opt checks those itself).

// A nested gpu.module is never compiled; reported by its kernel's tile op.
gpu.module @nested_outer [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[gpu-module-nested] a gpu.module inside gpu.module @nested_outer is never compiled}}
  gpu.module @nested_inner [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k() kernel {
      tile.bulk_commit
      gpu.return
    }
  }
}

// -----

// Two targets, two kernels with tile ops: one error, on the gpu.module.
// expected-error@below {{[gpu-module-target] a gpu.module is compiled for one target, but this one has 2}}
gpu.module @two_targets [#nvvm.target<chip = "sm_90a">, #nvvm.target<chip = "sm_100a">] {
  gpu.func @first() kernel {
    tile.bulk_commit
    tile.bulk_commit
    gpu.return
  }
  gpu.func @second() kernel {
    tile.bulk_commit
    gpu.return
  }
}

// -----

// expected-error@below {{[target-attribute] tile ops need an NVVM target (#nvvm.target<chip = "sm_90a">), but the gpu.module targets are #rocdl.target<chip = "gfx90a">}}
gpu.module @rocdl [#rocdl.target<chip = "gfx90a">] {
  gpu.func @k() kernel {
    tile.bulk_commit
    gpu.return
  }
}

// -----

// The first tile op is in @good; the bad names of its siblings (with and
// without tile ops) are reported by it.
gpu.module @symbols [#nvvm.target<chip = "sm_90a">] {
  gpu.func @good() kernel {
    tile.bulk_commit
    gpu.return
  }
  // expected-error@below {{[symbol-name] gpu.func @"k.k" becomes a PTX symbol}}
  gpu.func @"k.k"() kernel {
    tile.bulk_commit
    gpu.return
  }
  // expected-error@below {{[symbol-name] memref.global @"g.g" becomes a PTX symbol}}
  memref.global "private" @"g.g" : memref<4xf32, 3>
}

// -----

gpu.module @params [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[param-space] kernel @one_over takes 32765 bytes of parameters}}
  gpu.func @one_over(%a: !llvm.array<32764 x i8>, %b: i8) kernel {
    tile.bulk_commit
    gpu.return
  }
}

// -----

// A kernel outside any gpu.module is its own scope.
// expected-error@below {{[param-space] kernel @host_side takes 32765 bytes of parameters}}
llvm.func @host_side(%a: !llvm.array<32764 x i8>, %b: i8) attributes {nvvm.kernel} {
  tile.bulk_commit
  llvm.return
}

// -----

// The tile op's own rule and the scope's are both reported.
gpu.module @smem [#nvvm.target<chip = "sm_86">] {
  // expected-error@below {{[smem-capacity] memref.global @tile takes 131072 bytes of shared memory, but a thread block on sm_86 has at most 101376}}
  memref.global "private" @tile : memref<128x256xf32, 3>
  gpu.func @k() kernel {
    // expected-error@below {{[target-feature] cp.async.bulk requires sm_90 (PTX 8.0), but the target is sm_86}}
    tile.bulk_commit
    gpu.return
  }
}

// -----

// tile.ptx_version is checked by the dialect's attribute verifier.
// expected-error@below {{[ptx-version] tile.ptx_version: unsupported PTX ISA version '9.1'}}
gpu.module @ptx_version [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "9.1"} {
  gpu.func @k() kernel {
    tile.bulk_commit
    gpu.return
  }
}
