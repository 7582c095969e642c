#!/usr/bin/env bash
# bench/gpu/device-run.sh: a device run of the pipelined kernels' GPU checks (multicast, reduce-add,
# OOB copy), run on the GPU machine from a folder holding tools/, test/, bench/ and
# target/gpu-carry (staged here by `tools/gpu-check --prepare`). In order, each part skipped
# once DEADLINE seconds have passed:
#   1. tools/gpu-check --remote over CASES (CHECKS checks, timing, no sanitizers there), then
#      the EXTRA cases (e.g. the DSL's, from target/dsl-carry) under gpu-runner
#   2. bench/gpu/pipe_refs.cu built with nvcc and run (CUDA ceilings vs memcpy D2D)
#   3. ncu (--clock-control none, one launch each, asm strategy) over NCU_CASES and the CUDA
#      references in NCU_REFS: SpeedOfLight + MemoryWorkloadAnalysis with details, DRAM and L2
#      sector counts
#   4. compute-sanitizer memcheck / racecheck / synccheck over SAN_CASES x both strategies
# Outputs under $OUT: log.txt, results.jsonl, table.md (gpu-check), refs.txt, ncu.txt, san.txt.
set -u -o pipefail
export PATH=$PATH:/usr/local/cuda/bin:/usr/local/cuda/compute-sanitizer
OUTD=${OUT:-/tmp/device-run-out}
mkdir -p "$OUTD"
T0=$SECONDS
DEADLINE=${DEADLINE:-400}
left() { [ $((SECONDS - T0)) -lt "$DEADLINE" ]; }
R=$PWD/target/gpu-carry/bin/gpu-runner
chmod +x "$R"

if [ -n "${CASES:-}" ]; then
  GPU_CHECK_ONLY="$CASES" GPU_CHECK_SKIP_SAN=1 CHECKS=${CHECKS:-1} LAUNCH_TIMEOUT=20 RUN_TIMEOUT=60 \
    timeout 300 bash tools/gpu-check --remote > /dev/null 2>&1
  echo "== gpu-check done at $((SECONDS - T0)) s"
fi

# EXTRA: "case.toml:module-prefix" pairs run like gpu-check's cases (both strategies, the
# module <prefix>.<strategy>.ptx), e.g. the DSL's cases from target/dsl-carry.
for spec in ${EXTRA:-}; do
  toml=${spec%%:*} prefix=${spec#*:}
  k=$(sed -n 's/^kernel *= *"\(.*\)"/\1/p' "$toml")
  for s in intrinsics asm; do
    timeout 60 "$R" run "$toml" --module "$prefix.$s.ptx" --strategy "$s" --kernel "$k" --launch-timeout 20 \
      --checks "${CHECKS:-1}" --json "$OUTD/results.jsonl" < /dev/null >> "$OUTD/extra.log" 2>&1
  done
done
[ -n "${EXTRA:-}" ] && "$R" table --results "$OUTD/results.jsonl" > "$OUTD/table.md"

if left && [ "${REFS:-1}" = 1 ]; then
  {
    timeout 90 nvcc -gencode=arch=compute_90a,code=sm_90a -O3 -o /tmp/pipe_refs bench/gpu/pipe_refs.cu &&
      timeout 120 /tmp/pipe_refs
    echo "(exit status $?)"
  } > "$OUTD/refs.txt" 2>&1
  echo "== refs done at $((SECONDS - T0)) s"
fi

M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed
M=$M,lts__t_sectors_op_read.sum,lts__t_sectors_op_write.sum,lts__t_sectors_op_red.sum
M=$M,lts__throughput.avg.pct_of_peak_sustained_elapsed,lts__t_sectors.avg.pct_of_peak_sustained_elapsed
M=$M,sm__throughput.avg.pct_of_peak_sustained_elapsed
NCU=(ncu --clock-control none --section SpeedOfLight --section MemoryWorkloadAnalysis --print-details all --metrics "$M" -c 1)
: > "$OUTD/ncu.txt"
for c in ${NCU_CASES:-}; do
  left || { echo "ncu $c: skipped (deadline)" >> "$OUTD/ncu.txt"; continue; }
  k=$(sed -n 's/^kernel *= *"\(.*\)"/\1/p' "test/gpu/$c.toml")
  echo "######## ncu case $c (kernel $k, asm)" >> "$OUTD/ncu.txt"
  timeout 60 "${NCU[@]}" -k "regex:^$k\$" "$R" run "test/gpu/$c.toml" --module "target/gpu-carry/ptx/$c.asm.ptx" \
    --strategy asm --kernel "$k" --checks 1 --no-time >> "$OUTD/ncu.txt" 2>&1
  echo "(exit status $?)" >> "$OUTD/ncu.txt"
done
for spec in ${NCU_REFS:-}; do
  left || { echo "ncu $spec: skipped (deadline)" >> "$OUTD/ncu.txt"; continue; }
  k=${spec%%:*} arg=${spec#*:}
  echo "######## ncu CUDA reference $k (pipe_refs $arg)" >> "$OUTD/ncu.txt"
  timeout 60 "${NCU[@]}" -k "regex:^$k" /tmp/pipe_refs "$arg" >> "$OUTD/ncu.txt" 2>&1
  echo "(exit status $?)" >> "$OUTD/ncu.txt"
done
echo "== ncu done at $((SECONDS - T0)) s"

: > "$OUTD/san.txt"
if [ -n "${SAN_CASES:-}" ] && left; then
  mkdir -p /tmp/device-run-san
  for c in $SAN_CASES; do
    # A name (test/gpu/<name>.toml, target/gpu-carry/ptx/<name>.<s>.ptx) or "case.toml:module-prefix".
    if [[ "$c" == *:* ]]; then toml=${c%%:*} prefix=${c#*:}; c=$(basename "$toml" .toml)
    else toml=test/gpu/$c.toml prefix=target/gpu-carry/ptx/$c; fi
    k=$(sed -n 's/^kernel *= *"\(.*\)"/\1/p' "$toml")
    for s in intrinsics asm; do
      for tool in memcheck racecheck synccheck; do
        while [ "$(jobs -rp | wc -l)" -ge "${SAN_JOBS:-12}" ]; do sleep 0.2; done
        (
          log=/tmp/device-run-san/$c.$s.$tool.log
          timeout "${SAN_TIMEOUT:-120}" compute-sanitizer --tool "$tool" --error-exitcode 99 \
            "$R" run "$toml" --module "$prefix.$s.ptx" --strategy "$s" --kernel "$k" \
            --checks 1 --no-time --launch-timeout 60 > "$log" 2>&1
          rc=$?
          summary=$(grep -E "(ERROR|RACECHECK|SYNCCHECK) SUMMARY" "$log" | tail -1 | sed 's/^========= //')
          verdict="rc=$rc ${summary:-no summary}"
          if [ "$rc" = 0 ] && { [ -z "$summary" ] || echo "$summary" | grep -qE "SUMMARY: 0 (errors|hazards)"; }; then
            verdict=clean
          fi
          [ "$rc" = 124 ] && verdict=timeout
          printf '%s\t%s\t%s\t%s\n' "$c" "$s" "$tool" "$verdict" >> "$OUTD/san.txt"
        ) < /dev/null &
      done
    done
  done
  wait
  for f in /tmp/device-run-san/*.log; do
    grep -q "SUMMARY: 0 " "$f" && continue
    echo "##### $(basename "$f")"; grep -v "^$" "$f" | tail -15
  done >> "$OUTD/san.txt" 2>/dev/null
  echo "== sanitizers done at $((SECONDS - T0)) s"
fi
echo "== table"
cat "$OUTD/table.md" 2>/dev/null
grep -E '^\|' "$OUTD/refs.txt" 2>/dev/null
sort "$OUTD/san.txt" 2>/dev/null | grep -P '\t' | awk -F'\t' '{print $1, $2, $3, $4}'
grep -E "^  [a-z_]+\(|gpu__time_duration.sum|dram__throughput.avg.pct|lts__throughput.avg.pct|lts__t_sectors_op_(read|write|red).sum|######" "$OUTD/ncu.txt" | head -120
