# lit configuration of the tile-opt test suite.
#
# `cargo test` runs this suite through tools/tile-opt/tests/lit.rs, which
# sets TILE_OPT to the freshly built driver. Tools come from LLVM 22.

import os

import lit.formats

config.name = "tile-opt"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["Inputs", "README.md"]
config.test_source_root = os.path.join(os.path.dirname(__file__), "test")
config.test_exec_root = os.environ.get("TILE_LIT_EXEC_ROOT", "/tmp/tile-opt-lit")

llvm_bin = os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin")
tile_opt = os.environ.get("TILE_OPT")
if not tile_opt:
    lit_config.fatal("TILE_OPT is not set: run the suite with `cargo test`")

config.environment["PATH"] = os.pathsep.join([llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))])
config.substitutions.append(("%tile-opt", tile_opt))
config.substitutions.append(("%FileCheck", os.path.join(llvm_bin, "FileCheck")))
config.substitutions.append(("%not", os.path.join(llvm_bin, "not")))
config.substitutions.append(("%mlir-translate", os.path.join(llvm_bin, "mlir-translate")))
config.substitutions.append(("%llc", os.path.join(llvm_bin, "llc")))
