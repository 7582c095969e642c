#!/usr/bin/env python3
"""Writes a kernel with N device-born descriptors (address loaded in the
kernel), each used by one load, and a host function that launches it: the
`device-born` shape of bench/compile, large enough for the compact form of
tile-lower-to-nvvm (a function compiled at -O0).

Usage: many_descriptors.py N [zero|template] [global|shared]
  zero / template: the kernel's `tile.rebind_seed` (template: none given)
  global / shared: where slots are built (shared: a known block size of 128
  threads, so warp 0 is known to be whole and tile-plan-device-rebind's
  `slots=auto` stages them in shared::cta)
"""

import sys


def main():
    n = int(sys.argv[1])
    seed = sys.argv[2] if len(sys.argv) > 2 else "zero"
    slots = sys.argv[3] if len(sys.argv) > 3 else "global"
    desc = "!tile.tensormap<f32, rank = 2, box = [64, 64]>"
    smem = "memref<64x64xf32, 3>"
    attrs = []
    if seed == "zero":
        attrs.append('tile.rebind_seed = "zero"')
    if slots == "shared":
        attrs.append("known_block_size = array<i32: 128, 1, 1>")
    attributes = f" attributes {{{', '.join(attrs)}}}" if attrs else ""
    out = [
        'module attributes {gpu.container_module, tile.target = "sm_90a"} {',
        '  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {',
        f'    memref.global "private" @tile_smem : {smem} {{alignment = 1024}}',
        '    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}',
        "    gpu.func @many(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64) kernel"
        + attributes
        + " {",
        f"      %smem = memref.get_global @tile_smem : {smem}",
        "      %bar = memref.get_global @tile_bar : memref<i64, 3>",
        "      %c0 = arith.constant 0 : index",
        "      %c1_i32 = arith.constant 1 : i32",
        "      %c0_i32 = arith.constant 0 : i32",
        "      %bytes = arith.constant 16384 : i32",
        "      %tid = gpu.thread_id x",
    ]
    for i in range(n):
        out += [
            f"      %i{i} = arith.constant {i} : index",
            f"      %a{i} = memref.load %table[%i{i}] : memref<?xi64, 1>",
            f"      %p{i} = llvm.inttoptr %a{i} : i64 to !llvm.ptr<1>",
            f"      %d{i} = tile.make_tensormap_ptr %p{i}, dims [%w, %h], strides [%pitch]"
            f" : !llvm.ptr<1> -> {desc}",
        ]
    out += [
        "      %leader = arith.cmpi eq, %tid, %c0 : index",
        "      scf.if %leader {",
        "        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>",
        "        tile.fence_proxy_async shared_cta",
    ]
    for i in range(n):
        out += [
            "        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>",
            f"        tile.load %d{i}[%c0_i32, %c0_i32] to %smem, %bar"
            f" : {desc}, {smem}, memref<i64, 3>",
            "        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>",
        ]
    out += [
        "      }",
        "      gpu.return",
        "    }",
        "  }",
        "  func.func @host(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64) {",
        "    %c1 = arith.constant 1 : index",
        "    %c128 = arith.constant 128 : index",
        "    gpu.launch_func @kernels::@many blocks in (%c128, %c1, %c1)"
        " threads in (%c128, %c1, %c1)",
        "        args(%table : memref<?xi64, 1>, %w : i64, %h : i64, %pitch : i64)",
        "    return",
        "  }",
        "}",
    ]
    print("\n".join(out))


if __name__ == "__main__":
    main()
