#!/usr/bin/env bash
# bench/gpu/triton/device-run.sh: both benchmarks on the GPU machine, in one call.
#
#   (here)        scripts/python.sh && bash bench/gpu/triton/device-run.sh --pack
#   (GPU machine) bash bench/gpu/triton/device-run.sh    # carry: ["target/tile_opt-py.tar.xz"]
#
# --pack (here): the wheel unpacked, its native module stripped (245 -> 185 MB), packed as
# target/tile_opt-py.tar.xz (~34 MB: with the ~12 MB tree it fits the 64 MiB the device tool
# carries; the wheel itself, ~57 MB, does not). On the GPU machine: unpacks that into
# /tmp/tpy (Python's tarfile, no pip; else target/wheels/*.whl if carried), prints the versions, runs both scripts'
# dry mode (compiles every kernel: a quick failure if anything is off), then the grouped and
# the MoE benchmarks (tables on stdout -> $OUT/*.md, records -> $OUT/*.json, progress ->
# the logs in $OUT/all.tgz). Environment: WHICH="grouped moe" (which benchmarks), ARGS (extra
# arguments for both, e.g. "--strategies asm"), RUN_TIMEOUT (seconds per benchmark, default
# 250: both fit the device tool's 10 minutes per command), SAN=1 (then compute-sanitizer
# memcheck and racecheck on both with --quick --no-time; in a call of its own, with TIMED=0:
# the timed runs skipped).
set -u -o pipefail
cd "$(dirname "$0")/../../.."
PACK=target/tile_opt-py.tar.xz
if [ "${1:-}" = --pack ]; then
  set -e
  whl=$(ls target/wheels/tile_opt-*.whl | head -1)
  tmp=$(mktemp -d)
  python3 -m zipfile -e "$whl" "$tmp"
  strip --strip-unneeded "$tmp"/tile_opt/_native*.so
  tar -C "$tmp" -cf - . | xz -T0 -6 > "$PACK"
  rm -rf "$tmp"
  echo "packed $PACK ($(du -h "$PACK" | cut -f1)); carry [\"$PACK\"]"
  exit 0
fi
OUTD=${OUT:-/tmp/triton-out}
mkdir -p "$OUTD" /tmp/triton-logs
export PATH=$PATH:/usr/local/cuda/bin:/usr/local/cuda/compute-sanitizer
export TILE_OPT_CACHE_DIR=/tmp/tile_opt-cache TRITON_CACHE_DIR=/tmp/triton-cache
rm -rf /tmp/tpy
whl=$(ls target/wheels/tile_opt-*.whl 2>/dev/null | head -1)
if [ -f "$PACK" ]; then
  python3 -c 'import sys, tarfile; kw = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}
tarfile.open(sys.argv[1]).extractall(sys.argv[2], **kw)' "$PACK" /tmp/tpy
elif [ -n "$whl" ]; then
  python3 -m zipfile -e "$whl" /tmp/tpy
else
  echo "device-run.sh: neither $PACK nor target/wheels/tile_opt-*.whl: run scripts/python.sh and device-run.sh --pack here, carry $PACK" >&2
  exit 2
fi
export PYTHONPATH=/tmp/tpy${PYTHONPATH:+:$PYTHONPATH}
{
  date -u +%Y-%m-%dT%H:%M:%SZ
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,clocks.mem --format=csv 2>&1
  python3 -c 'import sys, torch, triton, tile_opt; print(sys.version.split()[0], "torch", torch.__version__, "triton", triton.__version__, "tile_opt", tile_opt.version)'
} 2>&1 | tee "$OUTD/env.txt"
rc=0
for b in ${WHICH:-grouped moe}; do
  s=bench/gpu/triton/${b}_vs_triton.py
  echo "== $b: dry mode"
  python3 "$s" --dry --quick > /tmp/triton-logs/$b-dry.log 2>&1 || { tail -30 /tmp/triton-logs/$b-dry.log; rc=1; continue; }
  [ "${TIMED:-1}" = 0 ] && continue
  echo "== $b: $(date -u +%H:%M:%S)"
  # shellcheck disable=SC2086
  timeout "${RUN_TIMEOUT:-250}" python3 "$s" --json "$OUTD/$b.json" ${ARGS:-} > "$OUTD/$b.md" 2> /tmp/triton-logs/$b.log
  st=$?
  echo "   exit status $st"; [ "$st" = 0 ] || rc=1
  cat "$OUTD/$b.md"
  grep -E "Traceback|Error" /tmp/triton-logs/$b.log | sort | uniq -c | head -20
done
if [ "${SAN:-0}" = 1 ]; then
  for b in ${WHICH:-grouped moe}; do
    for tool in memcheck racecheck; do
      timeout 280 compute-sanitizer --tool "$tool" --error-exitcode 99 \
        python3 "bench/gpu/triton/${b}_vs_triton.py" --quick --no-time ${ARGS:-} > /tmp/triton-logs/san-$b-$tool.log 2>&1
      st=$?
      echo "== sanitizer $b $tool: exit status $st; $(grep -E '(ERROR|RACECHECK) SUMMARY' /tmp/triton-logs/san-$b-$tool.log | tail -1)" | tee -a "$OUTD/sanitizers.txt"
      [ "$st" = 0 ] || rc=1
    done
  done
fi
(cd /tmp/triton-logs && tar czf "$OUTD/all.tgz" .)
exit $rc
