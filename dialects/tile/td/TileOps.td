//===- TileOps.td - tile dialect operations -------------------------------===//
//
// Every op has a summary, a description with an example and the PTX ISA
// section it stands for. Structural constraints (operand kinds, optional
// parts, syntax) live here; every semantic rule (ranks, boxes, alignment,
// swizzle spans, reduce type table, target gating) is checked in Rust by
// `tile_dialect::verify`, which reports all violations at once. MLIR runs it
// as each op's verifier (`Tile_Op` below).
//
//===----------------------------------------------------------------------===//

#ifndef TILE_OPS_TD
#define TILE_OPS_TD

include "TileBase.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/CommonAttrConstraints.td"

// Every op's verifier is the Rust semantic verifier: `verify()` hands the op
// to `tile_verify_operation` (dialects/tile/src/hook), which checks it against
// every rule and emits the violations at the op's location. So each tool
// that loads the dialect (tile-opt, mlir-opt-22 with the plugin, the LSP
// server) reports the same diagnostics.
//
// `requires` names the feature an op always needs from the target (see
// `Tile_Feature` in TileBase.td; unset: none, as for the host ops); the
// verifier gates it, and the generated Rust views state it
// (`tile_dialect::ops`).
class Tile_Op<string mnemonic, list<Trait> traits = []>
    : Op<Tile_Dialect, mnemonic, traits> {
  Tile_Feature requires = ?;
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::verify() {
      return ::mlir::tile::verifyInRust(getOperation());
    }
  }];
}

// Enum attributes with their defaults.
def Tile_LoadModeAttr : DefaultValuedAttr<Tile_LoadMode, "::mlir::tile::LoadMode::tile">;
def Tile_StoreModeAttr : DefaultValuedAttr<Tile_StoreMode, "::mlir::tile::StoreMode::tile">;
def Tile_SharedSpaceAttr : DefaultValuedAttr<Tile_SharedSpace, "::mlir::tile::SharedSpace::cluster">;
def Tile_FenceScopeAttr : DefaultValuedAttr<Tile_FenceScope, "::mlir::tile::FenceScope::gpu">;

// `tensormap.replace` operands and pointers.
def Tile_GlobalPtr : Type<CPred<"::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self)">,
                          "LLVM pointer", "::mlir::LLVM::LLVMPointerType">;

//===----------------------------------------------------------------------===//
// Descriptor creation.
//===----------------------------------------------------------------------===//

def Tile_MakeTensorMapOp : Tile_Op<"make_tensormap"> {
  let summary = "create a tensor-map descriptor for a global memref";
  let description = [{
    Describes the global tensor `source` (a memref in global memory, static or
    dynamic shape, identity or strided layout) with the static properties of
    the result type. Dims and byte strides come from the memref; the innermost
    dimension is the memref's last one and must be contiguous. On the host this
    is one `cuTensorMapEncodeTiled` (or `cuTensorMapEncodeIm2col`) call; in a
    kernel it is hoisted to the host when its operands are launch-invariant.

    Example:
    ```mlir
    %d = tile.make_tensormap %A : memref<8192x8192xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    ```
    PTX ISA 5.5.8 "Tensor-map"; CUDA driver API `cuTensorMapEncodeTiled`.
  }];
  let arguments = (ins AnyMemRef:$source);
  let results = (outs Tile_TensorMap:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `->` qualified(type($result))";
}

def Tile_MakeTensorMapFromPtrOp : Tile_Op<"make_tensormap_ptr", [AttrSizedOperandSegments]> {
  let summary = "create a tensor-map descriptor from a pointer, dims and byte strides";
  let description = [{
    Like `tile.make_tensormap`, for a raw global pointer: `dims` lists the
    extents innermost first (as `cuTensorMapEncodeTiled` takes them, rank
    values) and `strides` the byte strides of dims 1..rank-1 (rank-1 values;
    the innermost stride is the element size).

    Example:
    ```mlir
    %d = tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch]
        : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    ```
    PTX ISA 5.5.8 "Tensor-map"; CUDA driver API `cuTensorMapEncodeTiled`.
  }];
  let arguments = (ins Tile_GlobalPtr:$ptr, Variadic<I64>:$dims, Variadic<I64>:$strides);
  let results = (outs Tile_TensorMap:$result);
  let assemblyFormat = [{
    $ptr `,` `dims` `[` $dims `]` `,` `strides` `[` $strides `]` attr-dict
    `:` qualified(type($ptr)) `->` qualified(type($result))
  }];
}

def Tile_TensorMapFromSlotOp : Tile_Op<"tensormap_from_slot"> {
  let summary = "view a 128-byte descriptor slot in memory as a tensor map";
  let description = [{
    The descriptor lives in memory (a global workspace slot, or shared::cta),
    typically one that `tile.rebind` mutates on the device. The slot must be
    128-byte aligned for device mutation, 64-byte aligned for plain use.

    Example:
    ```mlir
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    ```
    PTX ISA 5.5.8 "Tensor-map" (the tensor map may reside in .param, .const or .global).
  }];
  let arguments = (ins AnyMemRef:$slot);
  let results = (outs Tile_TensorMap:$result);
  let assemblyFormat = "$slot attr-dict `:` type($slot) `->` qualified(type($result))";
}

//===----------------------------------------------------------------------===//
// Tensor copies.
//===----------------------------------------------------------------------===//

def Tile_LoadOp : Tile_Op<"load", [AttrSizedOperandSegments]> {
  let requires = Tile_Feature_Tensor;
  let summary = "TMA tensor load: cp.async.bulk.tensor global -> shared";
  let description = [{
    Copies the box of `desc` at `coords` (innermost first, i32) into `dst` in
    shared memory and signals `mbar` with complete-tx. `dst_space` picks
    `.shared::cluster` (default) or `.shared::cta` (PTX 8.6). Optional parts:
    `im2col [...]` (im2col offsets, i16, rank - 2 of them; or wHalo, wOffset
    for the im2col::w modes), `multicast(%mask)` (i16 ctaMask, shared::cluster
    only), `l2_hint(%policy)` (i64), `cta_group = 1|2` (sm_100a), and
    `if %p` (a predicate guard).

    Example:
    ```mlir
    tile.load %d[%x, %y] to %smem, %bar
        : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    tile.load %d4[%c, %w, %h, %n] to %smem, %bar im2col [%ow, %oh] mode = im2col multicast(%m)
        : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, memref<32x64xf16, 3>, memref<i64, 3>
    ```
    PTX ISA 9.7.9.27.1.2 `cp.async.bulk.tensor`.
  }];
  let arguments = (ins
    Tile_TensorMap:$desc,
    Variadic<I32>:$coords,
    AnyMemRef:$dst,
    AnyMemRef:$mbar,
    Variadic<I16>:$im2col_info,
    Optional<I16>:$multicast_mask,
    Optional<I64>:$l2_hint,
    Optional<I1>:$predicate,
    Tile_LoadModeAttr:$mode,
    Tile_SharedSpaceAttr:$dst_space,
    OptionalAttr<I32Attr>:$cta_group
  );
  let assemblyFormat = [{
    $desc `[` $coords `]` `to` $dst `,` $mbar
    (`im2col` `[` $im2col_info^ `]`)?
    (`mode` `=` $mode^)?
    (`dst_space` `=` $dst_space^)?
    (`multicast` `(` $multicast_mask^ `)`)?
    (`l2_hint` `(` $l2_hint^ `)`)?
    (`cta_group` `=` $cta_group^)?
    (`if` $predicate^)?
    attr-dict `:` qualified(type($desc)) `,` type($dst) `,` type($mbar)
  }];
}

def Tile_StoreOp : Tile_Op<"store", [AttrSizedOperandSegments]> {
  let requires = Tile_Feature_Tensor;
  let summary = "TMA tensor store: cp.async.bulk.tensor shared::cta -> global";
  let description = [{
    Copies `src` (shared::cta) into the box of `desc` at `coords`; completion
    through the bulk async-group (`tile.bulk_commit` / `tile.bulk_wait`).
    Modes: `tile` (default), `im2col_no_offs`, `scatter4` (2-D, 5 coords,
    sm_100a). Optional `l2_hint(%policy)` and `if %p`.

    Example:
    ```mlir
    tile.store %smem to %d[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
    ```
    PTX ISA 9.7.9.27.1.2 `cp.async.bulk.tensor`.
  }];
  let arguments = (ins
    AnyMemRef:$src,
    Tile_TensorMap:$desc,
    Variadic<I32>:$coords,
    Optional<I64>:$l2_hint,
    Optional<I1>:$predicate,
    Tile_StoreModeAttr:$mode
  );
  let assemblyFormat = [{
    $src `to` $desc `[` $coords `]`
    (`mode` `=` $mode^)?
    (`l2_hint` `(` $l2_hint^ `)`)?
    (`if` $predicate^)?
    attr-dict `:` type($src) `,` qualified(type($desc))
  }];
}

def Tile_ReduceOp : Tile_Op<"reduce", [AttrSizedOperandSegments]> {
  let requires = Tile_Feature_Tensor;
  let summary = "TMA tensor reduction: cp.reduce.async.bulk.tensor shared::cta -> global";
  let description = [{
    Reduces `src` (shared::cta) into the box of `desc` at `coords` with `kind`
    (add, min, max, inc, dec, and, or, xor); the element type comes from the
    descriptor and must be legal for the kind (PTX ISA reduce table; f16/bf16
    add is emitted with `.noftz`). Modes `tile` and `im2col_no_offs`.

    Example:
    ```mlir
    tile.reduce add %smem to %d[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
    ```
    PTX ISA 9.7.9.27.1.3 `cp.reduce.async.bulk.tensor`.
  }];
  let arguments = (ins
    Tile_ReduceKind:$kind,
    AnyMemRef:$src,
    Tile_TensorMap:$desc,
    Variadic<I32>:$coords,
    Optional<I64>:$l2_hint,
    Optional<I1>:$predicate,
    Tile_StoreModeAttr:$mode
  );
  let assemblyFormat = [{
    $kind $src `to` $desc `[` $coords `]`
    (`mode` `=` $mode^)?
    (`l2_hint` `(` $l2_hint^ `)`)?
    (`if` $predicate^)?
    attr-dict `:` type($src) `,` qualified(type($desc))
  }];
}

def Tile_PrefetchOp : Tile_Op<"prefetch", [AttrSizedOperandSegments]> {
  let requires = Tile_Feature_Tensor;
  let summary = "TMA tensor prefetch to L2: cp.async.bulk.prefetch.tensor";
  let description = [{
    Prefetches the box of `desc` at `coords` into L2. Modes as for loads
    (`tile`, `im2col` with its offsets, `im2col_w`, `im2col_w_128`, `gather4`).

    Example:
    ```mlir
    tile.prefetch %d[%x, %y] : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    ```
    PTX ISA 9.7.9.27.1.4 `cp.async.bulk.prefetch.tensor`.
  }];
  let arguments = (ins
    Tile_TensorMap:$desc,
    Variadic<I32>:$coords,
    Variadic<I16>:$im2col_info,
    Optional<I64>:$l2_hint,
    Optional<I1>:$predicate,
    Tile_LoadModeAttr:$mode
  );
  let assemblyFormat = [{
    $desc `[` $coords `]`
    (`im2col` `[` $im2col_info^ `]`)?
    (`mode` `=` $mode^)?
    (`l2_hint` `(` $l2_hint^ `)`)?
    (`if` $predicate^)?
    attr-dict `:` qualified(type($desc))
  }];
}

def Tile_PrefetchTensorMapOp : Tile_Op<"prefetch_tensormap"> {
  let requires = Tile_Feature_PrefetchTensormap;
  let summary = "prefetch a tensor-map descriptor: prefetch.tensormap";
  let description = [{
    Brings the 128-byte descriptor into the cache the TMA unit reads it from.

    Example:
    ```mlir
    tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    ```
    PTX ISA 9.7.9.15 `prefetch` (`.tensormap`).
  }];
  let arguments = (ins Tile_TensorMap:$desc, Optional<I1>:$predicate);
  let assemblyFormat = "$desc (`if` $predicate^)? attr-dict `:` qualified(type($desc))";
}

//===----------------------------------------------------------------------===//
// Non-tensor bulk copies.
//===----------------------------------------------------------------------===//

def Tile_BulkLoadOp : Tile_Op<"bulk_load", [AttrSizedOperandSegments]> {
  let requires = Tile_Feature_Bulk;
  let summary = "bulk copy global -> shared::cta or shared::cluster (cp.async.bulk)";
  let description = [{
    Copies `size` bytes (i32, multiple of 16) from `src` (global) to `dst`
    (shared), completing on `mbar`. `dst_space = cta` needs PTX 8.6;
    `multicast(%mask)` is shared::cluster only; `l2_hint(%policy)` optional.

    Example:
    ```mlir
    tile.bulk_load %g to %s, %bytes, %bar : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
    ```
    PTX ISA 9.7.9.25.4.1 `cp.async.bulk`.
  }];
  let arguments = (ins
    AnyMemRef:$src, AnyMemRef:$dst, I32:$size, AnyMemRef:$mbar,
    Optional<I16>:$multicast_mask, Optional<I64>:$l2_hint,
    Tile_SharedSpaceAttr:$dst_space
  );
  let assemblyFormat = [{
    $src `to` $dst `,` $size `,` $mbar
    (`dst_space` `=` $dst_space^)?
    (`multicast` `(` $multicast_mask^ `)`)?
    (`l2_hint` `(` $l2_hint^ `)`)?
    attr-dict `:` type($src) `,` type($dst) `,` type($mbar)
  }];
}

def Tile_BulkStoreOp : Tile_Op<"bulk_store", [AttrSizedOperandSegments]> {
  let requires = Tile_Feature_Bulk;
  let summary = "bulk copy shared::cta -> global (cp.async.bulk ... bulk_group)";
  let description = [{
    Copies `size` bytes from `src` (shared::cta) to `dst` (global), completing
    through the bulk async-group. Optional `l2_hint(%policy)` and
    `byte_mask(%m)` (i16 `.cp_mask`, sm_100a, PTX 8.6).

    Example:
    ```mlir
    tile.bulk_store %s to %g, %bytes : memref<1024xf32, 3>, memref<1024xf32, 1>
    ```
    PTX ISA 9.7.9.25.4.1 `cp.async.bulk`.
  }];
  let arguments = (ins
    AnyMemRef:$src, AnyMemRef:$dst, I32:$size,
    Optional<I64>:$l2_hint, Optional<I16>:$byte_mask
  );
  let assemblyFormat = [{
    $src `to` $dst `,` $size
    (`l2_hint` `(` $l2_hint^ `)`)?
    (`byte_mask` `(` $byte_mask^ `)`)?
    attr-dict `:` type($src) `,` type($dst)
  }];
}

def Tile_BulkCopyClusterOp : Tile_Op<"bulk_copy_cluster"> {
  let requires = Tile_Feature_Bulk;
  let summary = "bulk copy shared::cta -> shared::cluster (cp.async.bulk)";
  let description = [{
    Copies `size` bytes from this CTA's shared memory `src` to `dst` in the
    shared memory of another CTA of the cluster, completing on `mbar` there.

    Example:
    ```mlir
    tile.bulk_copy_cluster %s to %remote, %bytes, %bar : memref<256xf32, 3>, memref<256xf32, 3>, memref<i64, 3>
    ```
    PTX ISA 9.7.9.25.4.1 `cp.async.bulk`.
  }];
  let arguments = (ins AnyMemRef:$src, AnyMemRef:$dst, I32:$size, AnyMemRef:$mbar);
  let assemblyFormat = [{
    $src `to` $dst `,` $size `,` $mbar attr-dict `:` type($src) `,` type($dst) `,` type($mbar)
  }];
}

def Tile_BulkReduceOp : Tile_Op<"bulk_reduce", [AttrSizedOperandSegments]> {
  let requires = Tile_Feature_Bulk;
  let summary = "bulk reduction shared::cta -> global or shared::cluster (cp.reduce.async.bulk)";
  let description = [{
    Reduces `size` bytes of `src` (shared::cta) into `dst` with `kind`. With
    an `mbar` operand the destination is shared::cluster (mbarrier
    completion); without one it is global (bulk async-group completion). The
    element type is the memrefs' and must be legal for the kind and the
    destination (PTX ISA reduce table).

    Example:
    ```mlir
    tile.bulk_reduce add %s to %g, %bytes : memref<256xf32, 3>, memref<256xf32, 1>
    ```
    PTX ISA 9.7.9.25.4.2 `cp.reduce.async.bulk`.
  }];
  let arguments = (ins
    Tile_ReduceKind:$kind, AnyMemRef:$src, AnyMemRef:$dst, I32:$size,
    Optional<AnyMemRef>:$mbar, Optional<I64>:$l2_hint
  );
  let assemblyFormat = [{
    $kind $src `to` $dst `,` $size (`mbar` `(` $mbar^ `:` type($mbar) `)`)?
    (`l2_hint` `(` $l2_hint^ `)`)?
    attr-dict `:` type($src) `,` type($dst)
  }];
}

def Tile_BulkPrefetchOp : Tile_Op<"bulk_prefetch"> {
  let requires = Tile_Feature_Bulk;
  let summary = "bulk prefetch of global memory to L2 (cp.async.bulk.prefetch)";
  let description = [{
    Hints that `size` bytes (multiple of 16) at `src` (global, 16-byte aligned)
    be brought into L2.

    Example:
    ```mlir
    tile.bulk_prefetch %g, %bytes : memref<1024xf32, 1>
    ```
    PTX ISA 9.7.9.25.4.3 `cp.async.bulk.prefetch`.
  }];
  let arguments = (ins AnyMemRef:$src, I32:$size, Optional<I64>:$l2_hint);
  let assemblyFormat = [{
    $src `,` $size (`l2_hint` `(` $l2_hint^ `)`)? attr-dict `:` type($src)
  }];
}

//===----------------------------------------------------------------------===//
// Non-bulk cp.async.
//===----------------------------------------------------------------------===//

def Tile_CpAsyncOp : Tile_Op<"cp_async", [AttrSizedOperandSegments]> {
  let requires = Tile_Feature_CpAsync;
  let summary = "per-thread asynchronous copy global -> shared (cp.async)";
  let description = [{
    Copies `bytes` (4, 8 or 16; `.cg` needs 16) from `src[src_indices]`
    (global) to `dst[dst_indices]` (shared). `src_size(%n)` copies only `n`
    bytes and zero-fills the rest; `ignore_src(%p)` writes zeros when `p`;
    `l2_prefetch = 64|128|256`; `l2_hint(%policy)`.

    Example:
    ```mlir
    tile.cp_async %g[%i] to %s[%j], 16 cache = cg : memref<1024xf32, 1>, memref<256xf32, 3>
    ```
    PTX ISA 9.7.9.25.3.1 `cp.async`.
  }];
  let arguments = (ins
    AnyMemRef:$src, Variadic<Index>:$src_indices,
    AnyMemRef:$dst, Variadic<Index>:$dst_indices,
    I32Attr:$bytes,
    DefaultValuedAttr<Tile_CpAsyncCache, "::mlir::tile::CpAsyncCache::ca">:$cache,
    Optional<I32>:$src_size, Optional<I1>:$ignore_src, Optional<I64>:$l2_hint,
    OptionalAttr<I32Attr>:$l2_prefetch
  );
  let assemblyFormat = [{
    $src `[` $src_indices `]` `to` $dst `[` $dst_indices `]` `,` $bytes
    (`cache` `=` $cache^)?
    (`src_size` `(` $src_size^ `)`)?
    (`ignore_src` `(` $ignore_src^ `)`)?
    (`l2_prefetch` `=` $l2_prefetch^)?
    (`l2_hint` `(` $l2_hint^ `)`)?
    attr-dict `:` type($src) `,` type($dst)
  }];
}

def Tile_CpAsyncCommitOp : Tile_Op<"cp_async_commit"> {
  let requires = Tile_Feature_CpAsync;
  let summary = "commit pending cp.async ops into a group (cp.async.commit_group)";
  let description = [{
    Example: `tile.cp_async_commit`

    PTX ISA 9.7.9.25.3.2 `cp.async.commit_group`.
  }];
  let assemblyFormat = "attr-dict";
}

def Tile_CpAsyncWaitOp : Tile_Op<"cp_async_wait"> {
  let requires = Tile_Feature_CpAsync;
  let summary = "wait until at most N cp.async groups are pending (cp.async.wait_group)";
  let description = [{
    Example: `tile.cp_async_wait 0`

    PTX ISA 9.7.9.25.3.3 `cp.async.wait_group`.
  }];
  let arguments = (ins I32Attr:$pending);
  let assemblyFormat = "$pending attr-dict";
}

//===----------------------------------------------------------------------===//
// Bulk async-groups.
//===----------------------------------------------------------------------===//

def Tile_BulkCommitOp : Tile_Op<"bulk_commit"> {
  let requires = Tile_Feature_Bulk;
  let summary = "commit pending bulk async ops into a bulk group (cp.async.bulk.commit_group)";
  let description = [{
    Example: `tile.bulk_commit`

    PTX ISA 9.7.9.25.5.1 `cp.async.bulk.commit_group`.
  }];
  let assemblyFormat = "attr-dict";
}

def Tile_BulkWaitOp : Tile_Op<"bulk_wait"> {
  let requires = Tile_Feature_Bulk;
  let summary = "wait for bulk groups (cp.async.bulk.wait_group{.read})";
  let description = [{
    Waits until at most `pending` bulk groups are outstanding; with `read`,
    only until their source reads are done (the source may be reused).

    Example: `tile.bulk_wait 0 read`

    PTX ISA 9.7.9.25.5.2 `cp.async.bulk.wait_group`.
  }];
  let arguments = (ins I32Attr:$pending, UnitAttr:$read);
  let assemblyFormat = "$pending (`read` $read^)? attr-dict";
}

//===----------------------------------------------------------------------===//
// mbarrier.
//===----------------------------------------------------------------------===//

def Tile_MBarrierInitOp : Tile_Op<"mbarrier_init"> {
  let requires = Tile_Feature_Mbarrier;
  let summary = "initialize an mbarrier with an arrival count (mbarrier.init.shared)";
  let description = [{
    Example: `tile.mbarrier_init %bar, %count : memref<i64, 3>`

    PTX ISA 9.7.13.15.9 `mbarrier.init`.
  }];
  let arguments = (ins AnyMemRef:$mbar, I32:$count);
  let assemblyFormat = "$mbar `,` $count attr-dict `:` type($mbar)";
}

def Tile_MBarrierArriveOp : Tile_Op<"mbarrier_arrive"> {
  let requires = Tile_Feature_Mbarrier;
  let summary = "arrive on an mbarrier (mbarrier.arrive.shared)";
  let description = [{
    Example: `tile.mbarrier_arrive %bar : memref<i64, 3>`

    PTX ISA 9.7.13.15.13 `mbarrier.arrive`.
  }];
  let arguments = (ins AnyMemRef:$mbar);
  let assemblyFormat = "$mbar attr-dict `:` type($mbar)";
}

def Tile_MBarrierArriveExpectTxOp : Tile_Op<"mbarrier_arrive_expect_tx"> {
  let requires = Tile_Feature_MbarrierTx;
  let summary = "arrive and expect `bytes` of transactions (mbarrier.arrive.expect_tx)";
  let description = [{
    Example: `tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>`

    PTX ISA 9.7.13.15.13 `mbarrier.arrive`.
  }];
  let arguments = (ins AnyMemRef:$mbar, I32:$bytes, Optional<I1>:$predicate);
  let assemblyFormat = "$mbar `,` $bytes (`if` $predicate^)? attr-dict `:` type($mbar)";
}

def Tile_MBarrierExpectTxOp : Tile_Op<"mbarrier_expect_tx"> {
  let requires = Tile_Feature_MbarrierTx;
  let summary = "raise the expected transaction count (mbarrier.expect_tx)";
  let description = [{
    Example: `tile.mbarrier_expect_tx %bar, %bytes : memref<i64, 3>`

    PTX ISA 9.7.13.15.11 `mbarrier.expect_tx`.
  }];
  let arguments = (ins AnyMemRef:$mbar, I32:$bytes);
  let assemblyFormat = "$mbar `,` $bytes attr-dict `:` type($mbar)";
}

def Tile_MBarrierTryWaitParityOp : Tile_Op<"mbarrier_try_wait_parity"> {
  let requires = Tile_Feature_MbarrierTx;
  let summary = "test whether the phase of `parity` completed (mbarrier.try_wait.parity)";
  let description = [{
    Example: `%done = tile.mbarrier_try_wait_parity %bar, %phase : memref<i64, 3>`

    PTX ISA 9.7.13.15.16 `mbarrier.try_wait`.
  }];
  let arguments = (ins AnyMemRef:$mbar, I32:$parity);
  let results = (outs I1:$done);
  let assemblyFormat = "$mbar `,` $parity attr-dict `:` type($mbar)";
}

def Tile_MBarrierWaitParityOp : Tile_Op<"mbarrier_wait_parity"> {
  let requires = Tile_Feature_MbarrierTx;
  let summary = "block until the phase of `parity` completed (a try_wait.parity loop)";
  let description = [{
    Example: `tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>`

    PTX ISA 9.7.13.15.16 `mbarrier.try_wait`.
  }];
  let arguments = (ins AnyMemRef:$mbar, I32:$parity);
  let assemblyFormat = "$mbar `,` $parity attr-dict `:` type($mbar)";
}

def Tile_MBarrierArriveClusterOp : Tile_Op<"mbarrier_arrive_cluster"> {
  let requires = Tile_Feature_RemoteArrive;
  let summary = "arrive on the mbarrier at the same offset in a peer CTA of the cluster (mapa + mbarrier.arrive.release.{cluster|cta}.shared::cluster)";
  let description = [{
    Maps `mbar` (this CTA's shared::cta address) to the same shared-memory
    offset in the CTA of rank `rank` of the cluster (`mapa.shared::cluster`)
    and arrives there once, with release semantics at cluster scope
    (`mbarrier.arrive.release.cluster.shared::cluster.b64`): this thread's
    earlier memory accesses are visible to the peer's threads that complete
    that phase's wait. The arrival returns no state (a remote barrier's
    state cannot be read). Typical use: a consumer CTA tells every producer
    of a multicast load that a stage of its buffer is free ("empty"
    barriers), instead of a cluster-wide barrier before every refill.
    `rank` must be below the cluster size (a rank of this CTA arrives
    locally). sm_90, PTX 8.0.

    `release_cta`: release at CTA scope instead
    (`mbarrier.arrive.release.cta.shared::cluster.b64`, PTX's default and
    the consumer-release of CUTLASS's cluster pipelines). The cluster-scope
    release costs a fence at GPU scope before every arrive (SASS:
    `MEMBAR.ALL.GPU`, which waits for this thread's outstanding memory
    traffic); `release_cta` does not fence. Use it when the arriving thread
    has no ordinary (generic-proxy) writes the peer must see, e.g. when the
    stage it frees was read only by its own bulk stores and
    `tile.bulk_wait ... read` already waited for those reads.

    Example: `tile.mbarrier_arrive_cluster %empty, %rank : memref<i64, 3>`,
    `tile.mbarrier_arrive_cluster %empty, %rank release_cta : memref<i64, 3>`

    PTX ISA 9.7.9.22 `mapa`, 9.7.13.15.13 `mbarrier.arrive`.
  }];
  let arguments = (ins AnyMemRef:$mbar, I32:$rank, UnitAttr:$release_cta);
  let assemblyFormat = "$mbar `,` $rank (`release_cta` $release_cta^)? attr-dict `:` type($mbar)";
}

//===----------------------------------------------------------------------===//
// Cluster barrier.
//===----------------------------------------------------------------------===//

def Tile_ClusterArriveOp : Tile_Op<"cluster_arrive"> {
  let requires = Tile_Feature_ClusterBarrier;
  let summary = "arrive at the cluster barrier (barrier.cluster.arrive{.relaxed}{.aligned})";
  let description = [{
    Marks this thread's arrival at the cluster-wide barrier without waiting:
    with release semantics (the default: this thread's earlier memory
    accesses are visible to the cluster's threads after their
    `tile.cluster_wait`), or `relaxed` (no ordering: only execution
    synchronization, e.g. to overlap work between arrive and wait). With
    `aligned` every thread of the warp must execute the same
    `barrier.cluster` instruction (the `.aligned` form, faster). Every
    non-exited thread of every CTA of the cluster takes part. A kernel
    launched without a cluster is a cluster of one CTA. sm_90, PTX 7.8
    (`.relaxed`: PTX 8.0).

    Example: `tile.cluster_arrive relaxed aligned`

    PTX ISA 9.7.13.2 `barrier.cluster`.
  }];
  let arguments = (ins UnitAttr:$relaxed, UnitAttr:$aligned);
  let assemblyFormat = "(`relaxed` $relaxed^)? (`aligned` $aligned^)? attr-dict";
}

def Tile_ClusterWaitOp : Tile_Op<"cluster_wait"> {
  let requires = Tile_Feature_ClusterBarrier;
  let summary = "wait at the cluster barrier (barrier.cluster.wait{.aligned})";
  let description = [{
    Waits until every non-exited thread of the cluster arrived at the
    cluster barrier (`tile.cluster_arrive`), with acquire semantics (the
    default of `barrier.cluster.wait`). `aligned` as for
    `tile.cluster_arrive`. sm_90, PTX 7.8.

    Example: `tile.cluster_wait aligned`

    PTX ISA 9.7.13.2 `barrier.cluster`.
  }];
  let arguments = (ins UnitAttr:$aligned);
  let assemblyFormat = "(`aligned` $aligned^)? attr-dict";
}

//===----------------------------------------------------------------------===//
// Fences.
//===----------------------------------------------------------------------===//

def Tile_FenceProxyAsyncOp : Tile_Op<"fence_proxy_async"> {
  let requires = Tile_Feature_FenceProxyAsync;
  let summary = "order generic-proxy accesses before async-proxy ones (fence.proxy.async)";
  let description = [{
    Needed between generic writes of shared memory and a TMA store reading it.

    Example: `tile.fence_proxy_async shared_cta`

    PTX ISA 9.7.13.4 `membar` / `fence` (`fence.proxy.async`).
  }];
  let arguments = (ins DefaultValuedAttr<Tile_ProxySpace, "::mlir::tile::ProxySpace::all">:$space);
  let assemblyFormat = "($space^)? attr-dict";
}

def Tile_TensorMapFenceAcquireOp : Tile_Op<"tensormap_fence_acquire"> {
  let requires = Tile_Feature_TensormapFence;
  let summary = "acquire a device-written descriptor for the tensormap proxy";
  let description = [{
    `fence.proxy.tensormap::generic.acquire.<scope> [slot], 128`: makes writes
    of the generic proxy to `slot` visible to later TMA reads of it.

    Example: `tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>`

    PTX ISA 9.7.13.4 `fence.proxy.tensormap::generic`.
  }];
  let arguments = (ins AnyMemRef:$slot, Tile_FenceScopeAttr:$scope);
  let assemblyFormat = "$slot (`scope` `=` $scope^)? attr-dict `:` type($slot)";
}

def Tile_TensorMapFenceReleaseOp : Tile_Op<"tensormap_fence_release"> {
  let requires = Tile_Feature_TensormapFence;
  let summary = "release generic-proxy descriptor writes to the tensormap proxy";
  let description = [{
    `fence.proxy.tensormap::generic.release.<scope>`.

    Example: `tile.tensormap_fence_release scope = gpu`

    PTX ISA 9.7.13.4 `fence.proxy.tensormap::generic`.
  }];
  let arguments = (ins Tile_FenceScopeAttr:$scope);
  let assemblyFormat = "(`scope` `=` $scope^)? attr-dict";
}

def Tile_TensorMapCopyFenceProxyOp : Tile_Op<"tensormap_cp_fenceproxy"> {
  let requires = Tile_Feature_TensormapFence;
  let summary = "copy a 128-byte descriptor shared::cta -> global with a release fence";
  let description = [{
    `tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.<scope>.sync.aligned`:
    a whole converged warp copies the template in `src` (shared::cta) into
    the global slot `dst` and releases it to the tensormap proxy.

    Example:
    `tile.tensormap_cp_fenceproxy %smem_desc to %slot scope = gpu : memref<128xi8, 3>, memref<128xi8, 1>`

    PTX ISA 9.7.9.26 `tensormap.cp_fenceproxy`.
  }];
  let arguments = (ins AnyMemRef:$src, AnyMemRef:$dst, Tile_FenceScopeAttr:$scope);
  let assemblyFormat = [{
    $src `to` $dst (`scope` `=` $scope^)? attr-dict `:` type($src) `,` type($dst)
  }];
}

//===----------------------------------------------------------------------===//
// Device-side descriptor rebind.
//===----------------------------------------------------------------------===//

def Tile_RebindOp : Tile_Op<"rebind", [AttrSizedOperandSegments]> {
  let requires = Tile_Feature_TensormapReplace;
  let summary = "rewrite fields of a descriptor slot (tensormap.replace)";
  let description = [{
    Rewrites, with `tensormap.replace.tile.*`, the fields of the tensor map in
    `slot` (128-byte aligned, global or shared::cta) so that it describes
    `desc_type`. What the slot holds before is given by `from`:

    * absent: a tensor map of `desc_type` itself (only the dynamic fields
      change);
    * `from T`: a tensor map of type `T` (a host-encoded template of another
      box, element type, swizzle, interleave, fill or element strides);
    * `zeroed`: 128 zero bytes (`tile.tensormap_init` without a template).

    The static fields (rank, element type, interleave layout, swizzle mode
    and atomicity, fill mode, box dims, element strides) are written where
    `desc_type` differs from what the slot holds (all of them on a zeroed
    slot), as immediates. Then the dynamic fields given as operands: the
    global address, `global_dim[0..rank)` and `global_stride[0..rank-1)`
    (the TMA emission design's order), each optional as a whole (`dims` and `strides` list
    all of them or none), less the `unchanged` ones. A zeroed slot, or one
    of another rank, needs every dynamic field. The L2 promotion and the
    im2col fields have no mutator: they must match what the slot holds.
    Fences are separate ops (`tile.tensormap_fence_*`).

    The optional `unchanged` attribute lists, strictly increasing, given
    dynamic fields that are NOT written: 0 is the global address, 1..rank
    are `global_dim[0..rank)`, rank+1..2*rank-1 are `global_stride[0..rank-1)`.
    Their operands must equal what the slot already holds (the host template
    encodes them, for example); they document the intent.

    Example:
    ```mlir
    tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch]
        : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] unchanged = [3]
        : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.rebind %slot from !tile.tensormap<f32, rank = 2, box = [64, 64]>
        : memref<128xi8, 3> as !tile.tensormap<bf16, rank = 2, box = [64, 32], swizzle = sw128>
    tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] zeroed
        : memref<128xi8, 1> as !tile.tensormap<f16, rank = 2, box = [64, 16], oob_fill = nan>
    ```
    PTX ISA 9.7.9.25 `tensormap.replace` (sm_90a, PTX 8.3; `.swizzle_atomicity`
    sm_100a, PTX 8.6).
  }];
  let arguments = (ins
    AnyMemRef:$slot, Optional<Tile_GlobalPtr>:$address, Variadic<I32>:$dims, Variadic<I64>:$strides,
    TypeAttrOf<Tile_TensorMap>:$desc_type, OptionalAttr<TypeAttrOf<Tile_TensorMap>>:$from_type,
    UnitAttr:$zeroed, OptionalAttr<DenseI64ArrayAttr>:$unchanged
  );
  let assemblyFormat = [{
    $slot (`address` `(` $address^ `:` qualified(type($address)) `)`)?
    (`dims` `[` $dims^ `]`)? (`strides` `[` $strides^ `]`)?
    (`from` $from_type^)? (`zeroed` $zeroed^)?
    (`unchanged` `=` $unchanged^)? attr-dict `:` type($slot) `as` $desc_type
  }];
}

def Tile_TensorMapInitOp : Tile_Op<"tensormap_init"> {
  let summary = "fill a descriptor slot with a template descriptor, or with zeros";
  let description = [{
    Writes the 128 bytes of `slot` (global or shared::cta, 128-byte aligned)
    through the generic proxy: a copy of the descriptor `source` (a
    host-encoded kernel parameter, or another slot's descriptor), or zeros
    when no source is given (a slot `tile.rebind ... zeroed` then fills
    field by field). The executing thread writes all 128 bytes; publish
    with a release fence (global slot) or `tile.tensormap_cp_fenceproxy`
    (shared::cta slot) after the rebind.

    Example:
    ```mlir
    tile.tensormap_init %slot from %tmpl : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
    tile.tensormap_init %slot : memref<128xi8, 3>
    ```
    PTX ISA 5.5.8 "Tensor-map" (generic-proxy writes of the descriptor).
  }];
  let arguments = (ins AnyMemRef:$slot, Optional<Tile_TensorMap>:$source);
  let assemblyFormat = [{
    $slot (`from` $source^ `:` qualified(type($source)))? attr-dict `:` type($slot)
  }];
}

#endif // TILE_OPS_TD
