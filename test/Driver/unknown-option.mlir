// Bad command lines are rejected before any input is read, with
// `tile-opt: error: ...` on stderr and a non-zero exit status (2): an unknown
// option (with either dash count), an option without its value, a bad
// --target or --emit value, two input files, and an input that does not
// exist. Nothing is printed on stdout.

// RUN: %not %tile-opt --frobnicate %s 2>&1 | %FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: tile-opt: error: unknown option '--frobnicate' (see --help)

// RUN: %not %tile-opt -frobnicate %s 2>&1 | %FileCheck %s --check-prefix=UNKNOWN1
// UNKNOWN1: tile-opt: error: unknown option '-frobnicate' (see --help)

// An mlir-opt option tile-opt does not have (yet).
// RUN: %not %tile-opt --mlir-print-op-generic %s 2>&1 | %FileCheck %s --check-prefix=GENERIC
// GENERIC: tile-opt: error: unknown option '--mlir-print-op-generic' (see --help)

// RUN: %not %tile-opt %s --pass-pipeline 2>&1 | %FileCheck %s --check-prefix=NOVALUE
// NOVALUE: tile-opt: error: option '--pass-pipeline' needs a value

// RUN: %not %tile-opt %s -o 2>&1 | %FileCheck %s --check-prefix=NOVALUE-O
// NOVALUE-O: tile-opt: error: option '-o' needs a value

// RUN: %not %tile-opt --target=sm_7 %s 2>&1 | %FileCheck %s --check-prefix=OLD
// OLD: tile-opt: error: --target: unsupported target 'sm_7': tile-opt supports sm_80 and newer

// RUN: %not %tile-opt --target=gfx90a %s 2>&1 | %FileCheck %s --check-prefix=MALFORMED
// MALFORMED: tile-opt: error: --target: invalid target 'gfx90a': expected sm_<N> or sm_<N>a, for example sm_90a

// RUN: %not %tile-opt --emit=sass %s 2>&1 | %FileCheck %s --check-prefix=EMIT
// EMIT: tile-opt: error: --emit must be mlir, llvm or ptx, got 'sass'

// RUN: %not %tile-opt %s %s 2>&1 | %FileCheck %s --check-prefix=TWO
// TWO: tile-opt: error: more than one input file: '{{.*}}unknown-option.mlir' and '{{.*}}unknown-option.mlir'

// RUN: %not %tile-opt %s.does-not-exist 2>&1 | %FileCheck %s --check-prefix=MISSING
// MISSING: tile-opt: error: cannot read '{{.*}}unknown-option.mlir.does-not-exist': {{.*}}

// RUN: %not %tile-opt --frobnicate %s 2>/dev/null | %FileCheck %s --check-prefix=STDOUT --allow-empty
// STDOUT-NOT: {{.}}

func.func @f() {
  return
}
