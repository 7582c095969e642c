// A bad pipeline is reported as `tile-opt: error: ...` on stderr, the exit
// status is non-zero and nothing is printed on stdout: a syntax error (with
// the byte offset), an unknown pass name (MLIR's own message, also nested and
// as a named pipeline), bad options of an upstream and of the Rust pass.

// RUN: %not %tile-opt %s --pass-pipeline='builtin.module(canonicalize' 2>&1 | %FileCheck %s --check-prefix=UNCLOSED
// UNCLOSED: tile-opt: error: invalid pass pipeline 'builtin.module(canonicalize' at offset 27: expected ')'

// RUN: %not %tile-opt %s --pass-pipeline='builtin.module(canonicalize,,cse)' 2>&1 | %FileCheck %s --check-prefix=EMPTY
// EMPTY: tile-opt: error: invalid pass pipeline 'builtin.module(canonicalize,,cse)' at offset 28: expected a pass or operation name

// RUN: %not %tile-opt %s --pass-pipeline='builtin.module(cse))' 2>&1 | %FileCheck %s --check-prefix=EXTRA
// EXTRA: tile-opt: error: invalid pass pipeline 'builtin.module(cse))' at offset 19: unexpected ')'

// RUN: %not %tile-opt %s --pass-pipeline='builtin.module(tile-verify{target=sm_90a)' 2>&1 | %FileCheck %s --check-prefix=BRACE
// BRACE: tile-opt: error: invalid pass pipeline 'builtin.module(tile-verify{target=sm_90a)' at offset {{[0-9]+}}: unterminated '{'

// RUN: %not %tile-opt %s --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | %FileCheck %s --check-prefix=UNKNOWN
// RUN: %not %tile-opt %s --pass-pipeline='builtin.module(func.func(canonicalize,no-such-pass))' 2>&1 | %FileCheck %s --check-prefix=UNKNOWN
// RUN: %not %tile-opt %s -p no-such-pass 2>&1 | %FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN:      tile-opt: error: pass pipeline element 'no-such-pass': MLIR Textual PassPipeline Parser:1:1: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: no-such-pass
// UNKNOWN-NEXT: ^

// RUN: %not %tile-opt %s --pipeline=no-such-pipeline 2>&1 | %FileCheck %s --check-prefix=NAMED
// NAMED: tile-opt: error: pass pipeline element 'no-such-pipeline': MLIR Textual PassPipeline Parser:1:1: error: 'no-such-pipeline' does not refer to a registered pass or pass pipeline

// RUN: %not %tile-opt %s --pass-pipeline='builtin.module(canonicalize{no-such-option=1})' 2>&1 | %FileCheck %s --check-prefix=UPSTREAM-OPT
// UPSTREAM-OPT: tile-opt: error: pass pipeline element 'canonicalize{no-such-option=1}': <Pass-Options-Parser>: no such option no-such-option

// RUN: %not %tile-opt %s --pass-pipeline='builtin.module(tile-verify{no-such-option=1})' 2>&1 | %FileCheck %s --check-prefix=RUST-OPT
// RUN: %not %tile-opt %s --tile-verify=no-such-option=1 2>&1 | %FileCheck %s --check-prefix=RUST-OPT
// RUST-OPT: tile-opt: error: pass 'tile-verify': unknown option 'no-such-option' (known: target)

// RUN: %not %tile-opt %s --pass-pipeline='builtin.module(tile-verify{target=sm_7})' 2>&1 | %FileCheck %s --check-prefix=RUST-VALUE
// RUST-VALUE: tile-opt: error: pass 'tile-verify': option 'target': unsupported target 'sm_7': tile-opt supports sm_80 and newer

// RUN: %not %tile-opt %s --pass-pipeline='builtin.module(tile-verify{target})' 2>&1 | %FileCheck %s --check-prefix=RUST-FORM
// RUST-FORM: tile-opt: error: pass 'tile-verify': option 'target' is not of the form key=value

// Nothing on stdout.
// RUN: %not %tile-opt %s --pass-pipeline='builtin.module(no-such-pass)' 2>/dev/null | %FileCheck %s --check-prefix=STDOUT --allow-empty
// STDOUT-NOT: {{.}}

func.func @f() {
  tile.bulk_commit
  return
}
