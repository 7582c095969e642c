#!/usr/bin/env bash
# bench/python/device-run.sh: the Python package's GPU run, on the GPU machine, from the
# repository root with target/gpu-py carried (staged here by bench/python/prepare-device):
#   target/gpu-py/_native.abi3.so.xz   the wheel's native module, stripped and compressed
#                                      (the wheel itself is over the carry limit)
#   target/gpu-py/tile_opt.libs/      the libraries the wheel bundles (libffi, libzstd)
#   target/gpu-py/rust-dsl/            the Rust DSL's outputs (tile-dsl build-all), if staged
# The package is assembled in /tmp/site (python/tile_opt + the native module) and put on
# PYTHONPATH; then, each part skipped once DEADLINE seconds have passed and each one's output
# in $OUT/<part>.txt:
#   launch     python/examples/launch_torch.py (torch views, the rebind kernel, first call and
#              host time per launch against Triton and torch)
#   compile    bench/python/compile_vs_triton.py (compile time against Triton 3.6)
#   dsl        examples/python-dsl/gpu_check.py (each program on torch tensors, checked, timed
#              against the Rust DSL; dense 8192 x 8192 copy and reduce-add against Triton and
#              torch), then the same under compute-sanitizer memcheck with --sanitize
#   SCRIPTS    extra python scripts with arguments, ';'-separated, each run with a 240 s limit
set -u -o pipefail
export PATH=$PATH:/usr/local/cuda/bin:/usr/local/cuda/compute-sanitizer
OUTD=${OUT:-/tmp/python-device-out}
mkdir -p "$OUTD"
T0=$SECONDS
DEADLINE=${DEADLINE:-480}
left() { [ $((SECONDS - T0)) -lt "$DEADLINE" ]; }
ROOT=$PWD
SITE=/tmp/site
rm -rf "$SITE/tile_opt" "$SITE/tile_opt.libs"
mkdir -p "$SITE"
cp -r python/tile_opt "$SITE/tile_opt"
cp -r target/gpu-py/tile_opt.libs "$SITE/"
xz -dc target/gpu-py/_native.abi3.so.xz > "$SITE/tile_opt/_native.abi3.so"
export PYTHONPATH=$SITE${PYTHONPATH:+:$PYTHONPATH} PYTHONUNBUFFERED=1
export TILE_OPT_CACHE_DIR=/tmp/tile_opt-cache
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; python3 --version
  python3 -c 'import torch, triton, tile_opt; print("torch", torch.__version__, "triton", triton.__version__, "tile_opt", tile_opt.version)'
  ldd --version | head -1; nproc; } > "$OUTD/machine.txt" 2>&1

run() { # name limit command...
  local name=$1 limit=$2
  shift 2
  left || { echo "== $name skipped (deadline)" >> "$OUTD/parts.txt"; return; }
  local t=$SECONDS
  timeout "$limit" "$@" > "$OUTD/$name.txt" 2>&1
  echo "== $name rc $? in $((SECONDS - t)) s" >> "$OUTD/parts.txt"
}

[ "${SKIP_LAUNCH:-}" ] || run launch 150 python3 python/examples/launch_torch.py "$ROOT"
[ "${SKIP_COMPILE:-}" ] || run compile 150 python3 bench/python/compile_vs_triton.py
if [ -z "${SKIP_DSL:-}" ] && [ -f examples/python-dsl/gpu_check.py ]; then
  dsl_args=()
  [ -d target/gpu-py/rust-dsl ] && dsl_args=(--rust-dsl target/gpu-py/rust-dsl)
  run dsl 240 python3 examples/python-dsl/gpu_check.py "${dsl_args[@]}"
  run dsl-sanitizer 240 compute-sanitizer --tool memcheck --error-exitcode 9 \
    python3 examples/python-dsl/gpu_check.py --sanitize "${dsl_args[@]}"
fi
IFS=';' read -ra extra <<< "${SCRIPTS:-}"
i=0
for cmd in "${extra[@]}"; do
  [ -n "${cmd// /}" ] || continue
  i=$((i + 1))
  # shellcheck disable=SC2086 # the command's words
  run "script$i" 240 python3 $cmd
done
cat "$OUTD/parts.txt"
