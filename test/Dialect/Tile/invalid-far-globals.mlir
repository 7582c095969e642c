// RUN: %tile-opt %s -split-input-file -verify-diagnostics

// The alignment of a global behind an address, where the global lies past
// the first 64 ops of its symbol table: the hook's check of one op scans
// no further, and the check of the gpu.module (from its first tile op)
// reads every global once, for all of its ops (dialects/tile/src/verify/
// owed.rs). Each finding still once, at its op, in every kernel. (Reading
// the table once per op made N slot ops over N globals quadratic.)

gpu.module @far [#nvvm.target<chip = "sm_90a">] {
  gpu.func @a() kernel {
    tile.fence_proxy_async shared_cta
    %s = memref.get_global @slot : memref<128xi8, 1>
    // expected-error@below {{[slot-align] the descriptor slot must be 128-byte aligned, but it is only known to be 32-byte aligned}}
    tile.tensormap_fence_acquire %s scope = gpu : memref<128xi8, 1>
    // expected-error@below {{[desc-align] the descriptor slot must be 64-byte aligned, but it is only known to be 32-byte aligned}}
    %d = tile.tensormap_from_slot %s : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 1, box = [16]>
    %ok = memref.get_global @aligned : memref<128xi8, 1>
    tile.tensormap_fence_acquire %ok scope = gpu : memref<128xi8, 1>
    gpu.return
  }
  gpu.func @b() kernel {
    %s = memref.get_global @slot : memref<128xi8, 1>
    scf.execute_region {
      // expected-error@below {{[slot-align] the descriptor slot must be 128-byte aligned, but it is only known to be 32-byte aligned}}
      tile.tensormap_fence_acquire %s scope = gpu : memref<128xi8, 1>
      scf.yield
    }
    gpu.return
  }
  memref.global "private" @pad0 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad1 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad2 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad3 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad4 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad5 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad6 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad7 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad8 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad9 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad10 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad11 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad12 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad13 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad14 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad15 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad16 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad17 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad18 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad19 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad20 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad21 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad22 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad23 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad24 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad25 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad26 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad27 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad28 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad29 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad30 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad31 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad32 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad33 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad34 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad35 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad36 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad37 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad38 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad39 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad40 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad41 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad42 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad43 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad44 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad45 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad46 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad47 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad48 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad49 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad50 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad51 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad52 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad53 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad54 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad55 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad56 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad57 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad58 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad59 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad60 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad61 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad62 : memref<8xi8, 1> = uninitialized
  memref.global "private" @pad63 : memref<8xi8, 1> = uninitialized
  memref.global "private" @slot : memref<128xi8, 1> = uninitialized {alignment = 32}
  memref.global "private" @aligned : memref<128xi8, 1> = uninitialized {alignment = 128}
}
