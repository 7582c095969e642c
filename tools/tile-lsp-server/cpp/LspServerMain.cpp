// Entry glue of tile-lsp-server: hands the registry that Rust filled (every
// upstream dialect and `tile`) to MLIR's LSP server library. No logic here.

#include "mlir-c/IR.h"
#include "mlir/CAPI/IR.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"

extern "C" int tileLspServerMain(int argc, char **argv,
                                 MlirDialectRegistry registry) {
  return ::mlir::failed(::mlir::MlirLspServerMain(argc, argv, *unwrap(registry)))
             ? 1
             : 0;
}
