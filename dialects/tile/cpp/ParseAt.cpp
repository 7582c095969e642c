// Parsing without verifying (the C API's mlirModuleCreateParse verifies at
// once, with MLIR's verifier, whose dominance check is quadratic in the
// nesting; the caller verifies with the linear one), and parsing one piece
// of a larger source at its own lines (mlirModuleCreateParse always counts
// lines from 1). The second is for `--split-input-file`: each chunk is
// parsed alone, and its ops must carry the lines of the original file.

#include "mlir-c/IR.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"
#include "mlir/Parser/Parser.h"

#include <optional>

extern "C" {
/// Parses `source` exactly as `mlirModuleCreateParse` does (the same buffer
/// name, so the same locations; bare ops wrapped in a `builtin.module`),
/// but does not verify: the caller does (the linear verifier). Null when
/// the parse failed.
MlirModule tileParseModuleUnverified(MlirContext context,
                                     MlirStringRef source) {
  mlir::ParserConfig config(unwrap(context), /*verifyAfterParse=*/false);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(unwrap(source), config);
  if (!module)
    return MlirModule{nullptr};
  return MlirModule{module.release().getOperation()};
}

/// The file `mlirModuleCreateParse` names in the locations it makes: that
/// of an empty source parsed the same way (its implicit module's).
static mlir::StringAttr referenceFile(mlir::MLIRContext *ctx) {
  mlir::ParserConfig config(ctx, /*verifyAfterParse=*/false);
  mlir::OwningOpRef<mlir::ModuleOp> empty =
      mlir::parseSourceString<mlir::ModuleOp>("", config);
  if (empty && mlir::isStrictFileLineColLoc(empty->getLoc()))
    return llvm::cast<mlir::FileLineColLoc>(empty->getLoc()).getFilename();
  return mlir::StringAttr::get(ctx, "");
}

/// Parses `source` as `mlirModuleCreateParse` does (bare ops are wrapped in
/// a `builtin.module`), but names the buffer `bufferName`, does not verify,
/// and then moves every location the parser made (a plain file:line:col in
/// `bufferName`, on an op or a block argument) to the file
/// `mlirModuleCreateParse` names (stored in `*file`) and line
/// `line + lineOffset` (line 0, the implicit module's, stays 0). Locations
/// written in the source (`loc(...)`) name other files and are left alone.
/// The caller verifies the module (its diagnostics then carry the moved
/// locations); diagnostics of the parse itself name `bufferName` and the
/// chunk's own lines. Returns null when the parse failed (`*file` is set
/// either way; the context owns its characters).
MlirModule tileParseModuleUnverifiedAt(MlirContext context,
                                       MlirStringRef source,
                                       MlirStringRef bufferName,
                                       unsigned lineOffset,
                                       MlirStringRef *fileOut) {
  mlir::MLIRContext *ctx = unwrap(context);
  mlir::StringAttr file = referenceFile(ctx);
  *fileOut = wrap(file.getValue());
  mlir::ParserConfig config(ctx, /*verifyAfterParse=*/false);
  llvm::StringRef name = unwrap(bufferName);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(unwrap(source), config, name);
  if (!module)
    return MlirModule{nullptr};
  auto moved = [&](mlir::Location loc) -> std::optional<mlir::Location> {
    if (!mlir::isStrictFileLineColLoc(loc))
      return std::nullopt;
    auto at = llvm::cast<mlir::FileLineColLoc>(loc);
    if (at.getFilename().getValue() != name)
      return std::nullopt;
    unsigned line = at.getLine();
    return mlir::FileLineColLoc::get(file, line == 0 ? 0 : line + lineOffset,
                                     at.getColumn());
  };
  module->walk([&](mlir::Operation *op) {
    if (auto loc = moved(op->getLoc()))
      op->setLoc(*loc);
    for (mlir::Region &region : op->getRegions())
      for (mlir::Block &block : region)
        for (mlir::BlockArgument argument : block.getArguments())
          if (auto loc = moved(argument.getLoc()))
            argument.setLoc(*loc);
  });
  return MlirModule{module.release().getOperation()};
}
}
