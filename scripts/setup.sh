#!/usr/bin/env bash
# Installs what tile-opt needs on a fresh Debian 12 machine, only if missing:
# LLVM/MLIR 22 (libraries, mlir-tblgen, lit, FileCheck, llc) and libclang for
# bindgen. Safe to run again; it does nothing when everything is there.
set -euo pipefail

packages=(llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools libpolly-22-dev
          libzstd-dev libclang-22-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi
command -v cargo >/dev/null || { echo "setup: cargo (Rust) is required: https://rustup.rs" >&2; exit 1; }
for tool in mlir-tblgen lit FileCheck llc; do
  [ -x "/usr/lib/llvm-22/bin/$tool" ] || { echo "setup: /usr/lib/llvm-22/bin/$tool is missing" >&2; exit 1; }
done

# CUDA compiler tools from PyPI (no GPU needed): ptxas and nvdisasm, so that `cargo test`
# assembles every PTX the lit suite emits and compares the SASS of both strategies.
# Project-local, in .tools/ (gitignored): a venv in .tools/cuda, stable links in .tools/bin.
# ptxas 13.0.88 is exactly the GPU machine's; PyPI has no nvdisasm 13.0.x, 13.2.51 is the
# earliest published (it disassembles sm_90a/sm_100a cubins of any 13.x ptxas).
root=$(cd "$(dirname "$0")/.." && pwd)
nvcc_version=13.0.88
nvdisasm_version=13.2.51
tools="$root/.tools"
have() { [ -x "$tools/bin/$1" ] && "$tools/bin/$1" --version 2>/dev/null | grep -q "$2"; }
if ! have ptxas "V$nvcc_version" || ! have nvdisasm "V${nvdisasm_version%.*}"; then
  echo "setup: installing ptxas $nvcc_version and nvdisasm $nvdisasm_version into $tools" >&2
  python=$(command -v python3 || true)
  [ -n "$python" ] || { echo "setup: python3 is required for the CUDA tools" >&2; exit 1; }
  if ! "$python" -c 'import ensurepip' 2>/dev/null; then
    sudo_cmd=()
    [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq python3-venv >/dev/null
  fi
  rm -rf "$tools/cuda" "$tools/bin"
  "$python" -m venv "$tools/cuda"
  "$tools/cuda/bin/pip" install -q --disable-pip-version-check \
    "nvidia-cuda-nvcc==$nvcc_version" "nvidia-cuda-nvdisasm==$nvdisasm_version"
  mkdir -p "$tools/bin"
  for tool in ptxas nvdisasm; do
    found=$(find "$tools/cuda/lib" -path "*/nvidia/*/bin/$tool" -type f | head -1)
    [ -n "$found" ] || { echo "setup: the wheel installed no $tool" >&2; exit 1; }
    ln -sfr "$found" "$tools/bin/$tool"
  done
  have ptxas "V$nvcc_version" || { echo "setup: $tools/bin/ptxas is not V$nvcc_version" >&2; exit 1; }
fi
