// Pass-plugin glue: MLIR's registry gets one `RustPass` per Rust pass. It
// holds the pass's option text (MLIR's external passes cannot declare
// options) and, when run, has Rust build the pass with those options and
// runs it on the op. No logic here: option parsing and the passes are Rust
// (src/passes.rs).

#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include <cstddef>
#include <memory>
#include <string>

namespace {
/// Rust: builds pass `index` from `options` (`key=value ...`); on failure
/// returns a null pass and reports why through `onError(sink, message)`.
using CreateFn = MlirPass (*)(size_t index, MlirStringRef options,
                              void (*onError)(void *sink, MlirStringRef),
                              void *sink);

void appendError(void *sink, MlirStringRef message) {
  *static_cast<std::string *>(sink) += unwrap(message).str();
}

class RustPass final : public ::mlir::Pass {
public:
  RustPass(CreateFn create, size_t index, const ::mlir::Pass &probe)
      : Pass(probe.getTypeID()), create(create), index(index),
        name(probe.getName().str()), argument(probe.getArgument().str()),
        description(probe.getDescription().str()) {}
  RustPass(const RustPass &other)
      : Pass(other), create(other.create), index(other.index),
        name(other.name), argument(other.argument),
        description(other.description), options(other.options) {}

  ::llvm::StringRef getName() const override { return name; }
  ::llvm::StringRef getArgument() const override { return argument; }
  ::llvm::StringRef getDescription() const override { return description; }
  bool canScheduleOn(::mlir::RegisteredOperationName) const override {
    return true;
  }
  std::unique_ptr<::mlir::Pass> clonePass() const override {
    return std::make_unique<RustPass>(*this);
  }

  ::llvm::LogicalResult initializeOptions(
      ::llvm::StringRef text,
      ::llvm::function_ref<::llvm::LogicalResult(const ::llvm::Twine &)>
          errorHandler) override {
    std::string error;
    std::unique_ptr<::mlir::Pass> checked(build(text, error));
    if (!checked)
      return errorHandler(error);
    options = text.str();
    return ::llvm::success();
  }

  void runOnOperation() override {
    std::string error;
    std::unique_ptr<::mlir::Pass> pass(build(options, error));
    if (!pass) {
      getOperation()->emitError(error);
      return signalPassFailure();
    }
    ::mlir::OpPassManager manager;
    manager.addPass(std::move(pass));
    if (::mlir::failed(runPipeline(manager, getOperation())))
      signalPassFailure();
  }

private:
  ::mlir::Pass *build(::llvm::StringRef text, std::string &error) const {
    return unwrap(create(index, wrap(text), appendError, &error));
  }

  CreateFn create;
  size_t index;
  std::string name, argument, description, options;
};
} // namespace

/// Registers Rust pass `index` (built by `create`) with MLIR's registry.
extern "C" void tileRegisterPass(CreateFn create, size_t index) {
  ::mlir::registerPass([create, index]() -> std::unique_ptr<::mlir::Pass> {
    std::string error;
    std::unique_ptr<::mlir::Pass> probe(
        unwrap(create(index, wrap(::llvm::StringRef()), appendError, &error)));
    if (!probe)
      ::llvm::report_fatal_error(::llvm::Twine("tile pass plugin: ") + error);
    return std::make_unique<RustPass>(create, index, *probe);
  });
}
