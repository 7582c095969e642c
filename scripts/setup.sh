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
