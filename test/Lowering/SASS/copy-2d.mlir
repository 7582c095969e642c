// SASS of the example 2-D copy kernel (examples/copy_2d.mlir), both strategies,
// assembled by ptxas and disassembled by nvdisasm: the TMA path is what the PTX
// asks for, in order. ptxas must print nothing (a warning fails, like in
// `cargo test -p tile-opt --test ptxas`, which compares every lowering test's
// kernels this way; see testing/cuda-check).

// REQUIRES: ptxas, nvdisasm
// RUN: tile-opt %S/../../../examples/copy_2d.mlir --pipeline=default --emit=ptx -o %t.default.ptx
// RUN: ptxas -arch=sm_90a %t.default.ptx -o %t.default.cubin 2>&1 | count 0
// RUN: nvdisasm -c %t.default.cubin | FileCheck %s --check-prefixes=CHECK,NVVM
// RUN: tile-opt %S/../../../examples/copy_2d.mlir --pipeline=default-asm --emit=ptx -o %t.asm.ptx
// RUN: ptxas -arch=sm_90a %t.asm.ptx -o %t.asm.cubin 2>&1 | count 0
// RUN: nvdisasm -c %t.asm.cubin | FileCheck %s --check-prefixes=CHECK,ASM

// CHECK-LABEL: .text.copy_2d:
// mbarrier.init, fence.proxy.async.shared::cta, arrive.expect_tx:
// CHECK:       SYNCS.EXCH.64 URZ, [UR{{[0-9]+}}], UR{{[0-9]+}} ;
// CHECK:       FENCE.VIEW.ASYNC.S ;
// CHECK:       SYNCS.ARRIVE.TRANS64 RZ, [UR{{[0-9]+}}], R{{[0-9]+}} ;
// The load (one elected thread issues it):
// CHECK:       ELECT
// CHECK-NEXT:  UTMALDG.2D [UR{{[0-9]+}}], [UR{{[0-9]+}}] ;
// The wait: MLIR's loop retries inline after a NANOSLEEP, the asm loop out of line.
// NVVM:        SYNCS.PHASECHK.TRANS64.TRYWAIT P{{[0-9]+}}, [R{{[0-9]+}}+URZ], R{{[0-9]+}} ;
// NVVM-NEXT:   NANOSLEEP.SYNCS
// NVVM-NEXT:   SYNCS.PHASECHK.TRANS64 P{{[0-9]+}}, [R{{[0-9]+}}+URZ], R{{[0-9]+}} ;
// ASM:         SYNCS.PHASECHK.TRANS64.TRYWAIT P{{[0-9]+}}, [UR{{[0-9]+}}], R{{[0-9]+}} ;
// ASM-NEXT:    @!P{{[0-9]+}} BRA
// Store, commit, wait for the reads:
// CHECK:       UTMASTG.2D [UR{{[0-9]+}}], [UR{{[0-9]+}}] ;
// CHECK-NEXT:  UTMACMDFLUSH ;
// CHECK-NEXT:  DEPBAR.LE SB0, 0x0 ;
// CHECK-NEXT:  EXIT ;
// ASM:         SYNCS.PHASECHK.TRANS64.TRYWAIT
// ASM-NEXT:    @!P{{[0-9]+}} BRA
