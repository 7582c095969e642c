//===- TileBase.td - tile dialect, enums and the tensormap type -----------===//
//
// The single source of truth for the `tile` dialect's enums and types. The
// C++ that MLIR needs is generated from this file by mlir-tblgen (build.rs);
// Rust reads the same file through melior's `dialect!` macro.
//
//===----------------------------------------------------------------------===//

#ifndef TILE_BASE_TD
#define TILE_BASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def Tile_Dialect : Dialect {
  let name = "tile";
  let cppNamespace = "::mlir::tile";
  let summary = "Tile-level ops for NVIDIA's Tensor Memory Accelerator (TMA)";
  let description = [{
    The `tile` dialect describes TMA data movement at the level a kernel author
    thinks about it: a tensor-map descriptor (`!tile.tensormap`) that carries
    everything the host encode (`cuTensorMapEncodeTiled` / `Im2col`) must know
    statically, and ops that load, store, reduce and prefetch tiles through it,
    plus the non-tensor bulk copies, non-bulk `cp.async`, completion groups,
    the mbarrier operations TMA needs, proxy fences and device-side descriptor
    rebinds. Semantic verification (every PTX ISA and encode rule, target
    gating) lives in Rust (`tile_dialect::verify`); MLIR runs it as the ops'
    verifiers, the `!tile.tensormap` type verifier and the verifier of the
    `tile.target` attribute (dialects/tile/src/hook).
  }];
  let useDefaultTypePrinterParser = 1;
  // `tile.target = "sm_90a"` on any op (usually the module) names the target.
  let hasOperationAttrVerify = 1;
  // The Rust side's state of this context (the verifier hook's settings,
  // files a pass staged: dialects/tile/src/context_state.rs). MLIR makes one
  // dialect object per context and destroys it with the context, so the
  // state lives exactly as long as its context.
  let extraClassDeclaration = [{
    ::mlir::tile::RustContextState rustState;
  }];
}

//===----------------------------------------------------------------------===//
// Target requirements, as upstream NVVM's `NVVMRequiresSM`: every feature
// the dialect can express, with the least compute capability (times ten)
// it needs, whether it needs the architecture-specific `a` target, the
// least PTX ISA version, and, for an `a` feature that later families
// dropped, the newest compute capability that has it (0: none). Each op
// names the feature it always needs (`Tile_Op`'s `requires`, TileOps.td);
// the features of its optional parts (modes, multicast, ...) are gated by
// the verifier. Rust reads these records (tile_rules::Feature, generated
// by dialects/rules/build.rs).
//===----------------------------------------------------------------------===//

class Tile_Feature<string summary, int sm, int ptxMajor, int ptxMinor,
                   bit archSpecific = 0, int lastSM = 0, bit advisesArch = 0> {
  // What diagnostics call the feature.
  string description = summary;
  int minSM = sm;
  bit needsArchSpecific = archSpecific;
  int minPtxMajor = ptxMajor;
  int minPtxMinor = ptxMinor;
  int maxSM = lastSM;
  // Runs on plain targets, but advised only on `a` targets.
  bit advisesArchSpecific = advisesArch;
}

def Tile_Feature_CpAsync : Tile_Feature<"cp.async", 80, 7, 0>;
def Tile_Feature_CpAsyncIgnoreSrc : Tile_Feature<"cp.async with ignore-src", 80, 7, 5>;
def Tile_Feature_CpAsyncL2 : Tile_Feature<"cp.async with an L2 cache hint or prefetch size", 80, 7, 4>;
def Tile_Feature_Bulk : Tile_Feature<"cp.async.bulk", 90, 8, 0>;
def Tile_Feature_BulkSharedCtaDst : Tile_Feature<"a bulk copy into .shared::cta", 90, 8, 6>;
def Tile_Feature_BulkCpMask : Tile_Feature<".cp_mask", 100, 8, 6>;
def Tile_Feature_Tensor : Tile_Feature<"cp.async.bulk.tensor", 90, 8, 0>;
def Tile_Feature_TensorSharedCtaDst : Tile_Feature<"a tensor load into .shared::cta", 90, 8, 6>;
def Tile_Feature_Multicast : Tile_Feature<".multicast::cluster", 90, 8, 0, 0, 0, 1>;
// PTX ISA: sm_100a and sm_101a (sm_110a), and the sm_100f / sm_110f
// families; not sm_120a.
def Tile_Feature_Gather4 : Tile_Feature<".tile::gather4", 100, 8, 6, 1, 110>;
def Tile_Feature_Gather4SharedCta : Tile_Feature<".tile::gather4 into .shared::cta", 100, 8, 6>;
def Tile_Feature_Scatter4 : Tile_Feature<".tile::scatter4", 100, 8, 6, 1, 110>;
def Tile_Feature_Im2colW : Tile_Feature<".im2col::w", 100, 8, 6, 1, 110>;
def Tile_Feature_Im2colWSharedCta : Tile_Feature<".im2col::w into .shared::cta", 100, 8, 6>;
def Tile_Feature_Im2colW128 : Tile_Feature<".im2col::w::128", 100, 8, 6, 1, 110>;
def Tile_Feature_CtaGroup : Tile_Feature<".cta_group", 100, 8, 6, 1, 110>;
def Tile_Feature_SwizzleAtom : Tile_Feature<"the 128B swizzle with 32B/64B atomicity", 100, 8, 6>;
def Tile_Feature_TensormapReplace : Tile_Feature<"tensormap.replace", 90, 8, 3, 1>;
def Tile_Feature_TensormapFence : Tile_Feature<"fence.proxy.tensormap::generic / tensormap.cp_fenceproxy", 90, 8, 3>;
def Tile_Feature_PrefetchTensormap : Tile_Feature<"prefetch.tensormap", 90, 8, 0>;
def Tile_Feature_Mbarrier : Tile_Feature<"mbarrier", 80, 7, 0>;
def Tile_Feature_MbarrierTx : Tile_Feature<"mbarrier transaction counts (expect_tx, try_wait.parity)", 90, 8, 0>;
def Tile_Feature_FenceProxyAsync : Tile_Feature<"fence.proxy.async", 90, 8, 0>;
def Tile_Feature_ClusterBarrier : Tile_Feature<"barrier.cluster", 90, 7, 8>;
def Tile_Feature_ClusterBarrierRelaxed : Tile_Feature<"barrier.cluster.arrive.relaxed", 90, 8, 0>;
def Tile_Feature_RemoteArrive : Tile_Feature<"an mbarrier arrive on a peer CTA (mapa, .shared::cluster)", 90, 8, 0>;

//===----------------------------------------------------------------------===//
// Enums. All are I32EnumAttr: in the custom syntax they print as keywords; in
// the C API they are plain integer attributes, which is how Rust reads them.
//===----------------------------------------------------------------------===//

class Tile_I32Enum<string name, string summary, list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, summary, cases> {
  let cppNamespace = "::mlir::tile";
}

def Tile_Swizzle : Tile_I32Enum<"Swizzle", "shared-memory swizzle of a tensor map", [
  I32EnumAttrCase<"none", 0>,
  I32EnumAttrCase<"sw32", 1>,
  I32EnumAttrCase<"sw64", 2>,
  I32EnumAttrCase<"sw128", 3>,
  I32EnumAttrCase<"sw128_atom32", 4>,
  I32EnumAttrCase<"sw128_atom32_flip8", 5>,
  I32EnumAttrCase<"sw128_atom64", 6>
]>;

def Tile_Interleave : Tile_I32Enum<"Interleave", "interleave layout of a tensor map", [
  I32EnumAttrCase<"none", 0>,
  I32EnumAttrCase<"il16", 1>,
  I32EnumAttrCase<"il32", 2>
]>;

def Tile_L2Promotion : Tile_I32Enum<"L2Promotion", "L2 sector promotion of a tensor map", [
  I32EnumAttrCase<"none", 0>,
  I32EnumAttrCase<"l2_64", 1>,
  I32EnumAttrCase<"l2_128", 2>,
  I32EnumAttrCase<"l2_256", 3>
]>;

def Tile_OobFill : Tile_I32Enum<"OobFill", "out-of-bounds fill of a tensor map", [
  I32EnumAttrCase<"zero", 0>,
  I32EnumAttrCase<"nan", 1>
]>;

def Tile_DescMode : Tile_I32Enum<"DescMode", "how a tensor map is encoded (tiled or im2col)", [
  I32EnumAttrCase<"tile", 0>,
  I32EnumAttrCase<"im2col", 1>,
  I32EnumAttrCase<"im2col_w", 2>,
  I32EnumAttrCase<"im2col_w_128", 3>
]>;

def Tile_LoadMode : Tile_I32Enum<"LoadMode", "load mode of a TMA tensor load or prefetch", [
  I32EnumAttrCase<"tile", 0>,
  I32EnumAttrCase<"im2col", 1>,
  I32EnumAttrCase<"im2col_w", 2>,
  I32EnumAttrCase<"im2col_w_128", 3>,
  I32EnumAttrCase<"gather4", 4>
]>;

def Tile_StoreMode : Tile_I32Enum<"StoreMode", "mode of a TMA tensor store or reduce", [
  I32EnumAttrCase<"tile", 0>,
  I32EnumAttrCase<"im2col_no_offs", 1>,
  I32EnumAttrCase<"scatter4", 2>
]>;

def Tile_ReduceKind : Tile_I32Enum<"ReduceKind", "reduction of cp.reduce.async.bulk{.tensor}", [
  I32EnumAttrCase<"add", 0>,
  I32EnumAttrCase<"min", 1>,
  I32EnumAttrCase<"max", 2>,
  I32EnumAttrCase<"inc", 3>,
  I32EnumAttrCase<"dec", 4>,
  I32EnumAttrCase<"and_", 5, "and">,
  I32EnumAttrCase<"or_", 6, "or">,
  I32EnumAttrCase<"xor_", 7, "xor">
]>;

def Tile_SharedSpace : Tile_I32Enum<"SharedSpace", "shared-memory state space of a destination", [
  I32EnumAttrCase<"cluster", 0>,
  I32EnumAttrCase<"cta", 1>
]>;

def Tile_FenceScope : Tile_I32Enum<"FenceScope", "scope of a tensormap proxy fence", [
  I32EnumAttrCase<"cta", 0>,
  I32EnumAttrCase<"cluster", 1>,
  I32EnumAttrCase<"gpu", 2>,
  I32EnumAttrCase<"sys", 3>
]>;

def Tile_ProxySpace : Tile_I32Enum<"ProxySpace", "state space of fence.proxy.async", [
  I32EnumAttrCase<"all", 0>,
  I32EnumAttrCase<"global", 1>,
  I32EnumAttrCase<"shared_cta", 2>,
  I32EnumAttrCase<"shared_cluster", 3>
]>;

def Tile_CpAsyncCache : Tile_I32Enum<"CpAsyncCache", "cache operator of non-bulk cp.async", [
  I32EnumAttrCase<"ca", 0>,
  I32EnumAttrCase<"cg", 1>
]>;

//===----------------------------------------------------------------------===//
// Type parameters.
//===----------------------------------------------------------------------===//

// A bracketed list of integers, `[64, 64]`; empty when omitted.
def Tile_I64ListParam : OptionalArrayRefParameter<"int64_t", "list of integers"> {
  let parser = [{
    [&]() -> ::mlir::FailureOr<::llvm::SmallVector<int64_t>> {
      ::llvm::SmallVector<int64_t> values;
      if (::mlir::failed($_parser.parseCommaSeparatedList(
              ::mlir::AsmParser::Delimiter::Square, [&]() -> ::mlir::ParseResult {
                int64_t value = 0;
                if ($_parser.parseInteger(value))
                  return ::mlir::failure();
                values.push_back(value);
                return ::mlir::success();
              })))
        return ::mlir::failure();
      return values;
    }()
  }];
  let printer = [{
    $_printer << '[';
    ::llvm::interleaveComma($_self, $_printer);
    $_printer << ']';
  }];
}

class Tile_EnumParam<EnumAttrInfo info, string default> : EnumParameter<info> {
  let defaultValue = info.cppType # "::" # default;
}

def Tile_TensorMapType : TypeDef<Tile_Dialect, "TensorMap"> {
  let mnemonic = "tensormap";
  let summary = "a TMA tensor-map descriptor (CUtensorMap, 128 bytes)";
  let description = [{
    Everything about a tensor map that is fixed when it is encoded on the host:
    element type, rank, box shape, element strides, swizzle, interleave, L2
    promotion, out-of-bounds fill, and tile vs im2col encoding with the im2col
    parameters. Global address, dims and byte strides are runtime values
    (operands of `tile.make_tensormap*` / `tile.rebind`).

    Example:
    ```mlir
    !tile.tensormap<f32, rank = 2, box = [64, 64]>
    !tile.tensormap<bf16, rank = 2, box = [64, 64], swizzle = sw128, oob_fill = nan>
    !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64,
                    pixels_per_column = 128, lower_corner = [-1, -1], upper_corner = [-1, -1]>
    ```
    PTX ISA: "Tensor-map" (5.5.8); CUDA driver API `cuTensorMapEncodeTiled`,
    `cuTensorMapEncodeIm2col`, `cuTensorMapEncodeIm2colWide`.
  }];
  let parameters = (ins
    "::mlir::Type":$element_type,
    "unsigned":$rank,
    Tile_I64ListParam:$box,
    Tile_I64ListParam:$element_strides,
    Tile_EnumParam<Tile_Swizzle, "none">:$swizzle,
    Tile_EnumParam<Tile_Interleave, "none">:$interleave,
    Tile_EnumParam<Tile_L2Promotion, "none">:$l2_promotion,
    Tile_EnumParam<Tile_OobFill, "zero">:$oob_fill,
    Tile_EnumParam<Tile_DescMode, "tile">:$mode,
    DefaultValuedParameter<"int64_t", "0">:$channels_per_pixel,
    DefaultValuedParameter<"int64_t", "0">:$pixels_per_column,
    Tile_I64ListParam:$lower_corner,
    Tile_I64ListParam:$upper_corner
  );
  // The tensor-map encode rules that depend on the type alone (rank, box,
  // element strides, swizzle span, interleave, fill, im2col parameters) are
  // the type's invariants: checked by Rust wherever the type is built.
  let genVerifyDecl = 1;
  let assemblyFormat = [{
    `<` $element_type `,` struct($rank, $box, $element_strides, $swizzle, $interleave,
                                  $l2_promotion, $oob_fill, $mode, $channels_per_pixel,
                                  $pixels_per_column, $lower_corner, $upper_corner) `>`
  }];
}

//===----------------------------------------------------------------------===//
// Type constraints.
//===----------------------------------------------------------------------===//

def Tile_TensorMap : Type<CPred<"::llvm::isa<::mlir::tile::TensorMapType>($_self)">,
                          "tile tensormap", "::mlir::tile::TensorMapType">;

#endif // TILE_BASE_TD
