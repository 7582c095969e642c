// Input that is not MLIR text is refused with a located error naming the
// rule, exit status 1 and no output file: a NUL byte (it panicked inside
// melior's parser wrapper, exit 101) and bytes that are not UTF-8 ("stream
// did not contain valid UTF-8", without a location). The line and column are
// those of the first bad byte; with --split-input-file the whole input is
// checked first.

// RUN: printf 'func.func @f() {\n  return\n}\x00\n' > %t.nul.mlir
// RUN: rm -f %t.out
// RUN: %not %tile-opt %t.nul.mlir -o %t.out 2>&1 | %FileCheck %s --check-prefix=NUL
// RUN: test ! -e %t.out
// RUN: %not %tile-opt %t.nul.mlir --pipeline=default --emit=ptx 2>&1 | %FileCheck %s --check-prefix=NUL
// NUL: nul.mlir:3:2: error: [input-nul] the input holds a NUL byte at byte 27

// RUN: printf 'module {\n  // caf\xe9\n}\n' > %t.latin1.mlir
// RUN: %not %tile-opt %t.latin1.mlir -o %t.out 2>&1 | %FileCheck %s --check-prefix=UTF8
// RUN: test ! -e %t.out
// RUN: %not %tile-opt --split-input-file < %t.latin1.mlir 2>&1 | %FileCheck %s --check-prefix=STDIN
// UTF8: latin1.mlir:2:9: error: [input-utf8] the input is not valid UTF-8: byte 17 here (0xe9) does not start a UTF-8 character
// STDIN: <stdin>:2:9: error: [input-utf8]
