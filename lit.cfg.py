# lit configuration of the tile-opt test suite (test/), set up like upstream MLIR's.
#
# `lit test` works after a build with no environment: tile-opt is the newest of
# <target>/release/tile-opt and <target>/debug/tile-opt (<target> is $CARGO_TARGET_DIR, else
# target/), LLVM 22's tools come from /usr/lib/llvm-22/bin, ptxas and nvdisasm from .tools/bin
# (scripts/setup.sh). Environment variables override: TILE_OPT, LLVM_BIN, TILE_PTXAS,
# TILE_NVDISASM, TILE_DIALECT_PLUGIN. `cargo test` runs the suite through
# tools/tile-opt/tests/lit.rs, which sets TILE_OPT to the driver it just built.
#
# Tools are substituted by name, as upstream does with lit.llvm's ToolSubst: `tile-opt`,
# `FileCheck`, `not`, `count`, `mlir-opt`, `mlir-translate`, `llc`, `llvm-readobj`, `llvm-nm`,
# `ptxas`, `nvdisasm`. The %-spellings `%tile-opt`, `%FileCheck`, `%not`, `%mlir-translate`
# and `%llc` work too. `%tile-plugin` is the dialect plugin's path.
#
# Features for `REQUIRES:`: `ptxas`, `nvdisasm` (the CUDA tools are there), `libdevice`
# (NVIDIA's libdevice.10.bc, passed to tile-opt as TILE_LIBDEVICE), `tile-plugin`
# (the dialect plugin is built). With TILE_LIT_STRICT=1 (set by `cargo test`) a missing
# ptxas or nvdisasm is a configuration error instead of unsupported tests.

import os

import lit.formats
import lit.llvm
from lit.llvm.subst import ToolSubst

lit.llvm.initialize(lit_config, config)
from lit.llvm import llvm_config  # noqa: E402 (set by initialize)

root = os.path.dirname(os.path.abspath(__file__))
target_dir = os.environ.get("CARGO_TARGET_DIR") or os.path.join(root, "target")

config.name = "tile-opt"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["Inputs", "README.md"]
config.test_source_root = os.path.join(root, "test")
config.test_exec_root = os.environ.get("TILE_LIT_EXEC_ROOT", os.path.join(target_dir, "lit"))
config.llvm_tools_dir = os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin")


def executable(path):
    return path if path and os.path.isfile(path) and os.access(path, os.X_OK) else None


def newest(*paths):
    """The most recently modified of the existing files among `paths`."""
    found = [p for p in paths if p and os.path.isfile(p)]
    return max(found, key=os.path.getmtime) if found else None


def built(name):
    return newest(*(os.path.join(target_dir, profile, name) for profile in ("release", "debug")))


tile_opt = os.environ.get("TILE_OPT")
if tile_opt and not executable(tile_opt):
    lit_config.fatal(f"TILE_OPT={tile_opt} is not an executable file")
tile_opt = tile_opt or built("tile-opt")
if not executable(tile_opt):
    lit_config.fatal(
        "no tile-opt: build it (`cargo build -p tile-opt`) or set TILE_OPT "
        f"(looked in {target_dir}/release and {target_dir}/debug)"
    )
lit_config.note(f"tile-opt: {tile_opt}")

llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

# The %-spellings first: a later by-name substitution must not see `%tile-opt`.
legacy = [("%tile-opt", tile_opt)] + [
    (f"%{tool}", os.path.join(config.llvm_tools_dir, tool))
    for tool in ("FileCheck", "not", "mlir-translate", "llc")
]
config.substitutions.extend(legacy)

llvm_config.use_default_substitutions()  # FileCheck, count, not, %python
tools = [ToolSubst("tile-opt", command=tile_opt, unresolved="fatal")]
tools += [
    ToolSubst(tool, unresolved="fatal")
    for tool in ("mlir-opt", "mlir-translate", "llc", "llvm-readobj", "llvm-nm")
]

# The CUDA compiler tools (PyPI wheels, no GPU needed).
strict = os.environ.get("TILE_LIT_STRICT") == "1"
for tool, variable in (("ptxas", "TILE_PTXAS"), ("nvdisasm", "TILE_NVDISASM")):
    path = executable(os.environ.get(variable) or os.path.join(root, ".tools", "bin", tool))
    if path:
        config.available_features.add(tool)
        tools.append(ToolSubst(tool, command=path))
    elif strict:
        lit_config.fatal(f"no {tool}: run scripts/setup.sh (or set {variable})")
    else:
        lit_config.note(f"no {tool} (scripts/setup.sh installs it): REQUIRES: {tool} tests are unsupported")

llvm_config.add_tool_substitutions(tools, config.llvm_tools_dir)

# NVIDIA's libdevice (the CUDA wheel's, scripts/setup.sh), for units that call
# it (math.sin...): TILE_LIBDEVICE names it to tile-opt; feature `libdevice`, its path
# `%libdevice`.
import glob  # noqa: E402

libdevice = os.environ.get("TILE_LIBDEVICE") or next(
    iter(
        sorted(
            glob.glob(
                os.path.join(
                    root, ".tools", "cuda", "lib", "python3*", "site-packages", "nvidia",
                    "cu13", "nvvm", "libdevice", "libdevice.10.bc",
                )
            )
        )
    ),
    None,
)
if libdevice and os.path.isfile(libdevice):
    config.available_features.add("libdevice")
    config.environment["TILE_LIBDEVICE"] = libdevice
    config.substitutions.append(("%libdevice", libdevice))
elif strict:
    lit_config.fatal("no libdevice.10.bc: run scripts/setup.sh (or set TILE_LIBDEVICE)")
else:
    lit_config.note("no libdevice (scripts/setup.sh installs it): REQUIRES: libdevice tests are unsupported")

# The dialect plugin for upstream mlir-opt (--load-dialect-plugin=%tile-plugin).
plugin = os.environ.get("TILE_DIALECT_PLUGIN") or built("libTileDialectPlugin.so")
if plugin and os.path.isfile(plugin):
    config.available_features.add("tile-plugin")
    config.substitutions.append(("%tile-plugin", plugin))
