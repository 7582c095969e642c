// Pass-plugin glue: registers one Rust pass (built by `create(index)`, an
// MLIR C API external pass) in MLIR's global pass registry, so textual
// pipelines of the host tool can name it. No logic here.

#include "mlir-c/Pass.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"

#include <cstddef>
#include <memory>

extern "C" void tileRegisterPass(MlirPass (*create)(size_t index),
                                 size_t index) {
  ::mlir::registerPass([create, index]() {
    return std::unique_ptr<::mlir::Pass>(unwrap(create(index)));
  });
}
