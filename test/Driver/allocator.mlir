// The driver's allocator (tools/tile-opt/src/allocator.rs): mimalloc, its options set
// before the process's first allocation, so that its first arena is committed on use
// (set in main, they came after it: 286 MB instead of 255-260 MB at 10,000 kernels).
// mimalloc's verbose mode prints the options as they are at its initialization.
// RUN: env MIMALLOC_VERBOSE=1 %tile-opt %s -o %t.mlir 2>&1 | %FileCheck %s
// CHECK: mimalloc: process init
// CHECK: option 'arena_eager_commit': 0
// CHECK: option 'purge_delay': 50
module {
}
