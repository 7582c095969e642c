#!/usr/bin/env bash
# bench/gpu/dsl-device-run.sh: the device call of the DSL's pipelined programs, run on the
# GPU machine from a folder holding tools/, test/gpu/, bench/gpu/, target/gpu-carry (the
# hand-written comparison kernels, compiled here with tile-opt) and target/dsl-carry
# (`tools/gpu-check-dsl --prepare`). In order:
#   1. tools/gpu-check --remote over HAND (the hand-written kernels of the same patterns:
#      CHECKS checks, timing vs cuMemcpyDtoDAsync, no sanitizers) -> $OUT/hand/
#   2. tools/gpu-check-dsl --remote: every DSL case with both strategies (checks, timing, the
#      nvcc reference of dsl_copy_2d), then compute-sanitizer memcheck / racecheck / synccheck
#      in the order of target/dsl-carry/plan.tsv until DEADLINE -> $OUT/dsl/
set -u -o pipefail
export PATH=$PATH:/usr/local/cuda/bin:/usr/local/cuda/compute-sanitizer
OUTD=${OUT:-/tmp/dsl-device-run-out}
mkdir -p "$OUTD/hand" "$OUTD/dsl"
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv > "$OUTD/smi.txt" 2>&1
T0=$SECONDS
if [ -n "${HAND:-}" ]; then
  OUT=$OUTD/hand GPU_CHECK_ONLY="$HAND" GPU_CHECK_SKIP_SAN=1 CHECKS=${CHECKS:-1} LAUNCH_TIMEOUT=20 RUN_TIMEOUT=40 \
    timeout "${HAND_TIMEOUT:-80}" bash tools/gpu-check --remote > /dev/null 2>&1
  echo "== hand-written done at $((SECONDS - T0)) s (exit $?)"
fi
OUT=$OUTD/dsl CHECKS=${CHECKS:-1} SAN_JOBS=${SAN_JOBS:-16} SAN_TIMEOUT=${SAN_TIMEOUT:-90} DEADLINE=${DEADLINE:-150} \
  timeout "${DSL_TIMEOUT:-240}" bash tools/gpu-check-dsl --remote > "$OUTD/dsl/log.txt" 2>&1
echo "== DSL done at $((SECONDS - T0)) s (exit $?)"
echo "== hand-written"
cat "$OUTD/hand/table.md" 2>/dev/null
echo "== DSL"
cat "$OUTD/dsl/dsl-table.md" 2>/dev/null
