#!/usr/bin/env bash
# test/gpu/grouped/run.sh: the grouped (ragged) copy — (a) device rebind vs (b) host-encoded
# descriptor table vs (c) one launch per group, and the fixed-descriptor baseline.
#
#   bash test/gpu/grouped/run.sh [--prepare]   (here) build tile-opt and gpu-runner, compile
#                                              grouped.mlir with both strategies into
#                                              target/grouped-carry/ (PTX, and the generated
#                                              host code: host/grouped.<strategy>.so, method
#                                              rebind_hostcode), check the kernels'
#                                              parameters (gpu-runner grouped abi), assemble with
#                                              ptxas when one is found, dry-run the runner against
#                                              a fake libcuda that models the kernels on the host
#                                              (fake_grouped.c), print the run command
#   bash test/gpu/grouped/run.sh --remote      (GPU machine) both cases (grouped.toml,
#                                              grouped_small.toml) x both strategies: checks at
#                                              every G of the case (2 each, fresh layout and data)
#                                              and timing; then compute-sanitizer memcheck /
#                                              racecheck / synccheck on grouped.toml at G = 7 and
#                                              64; the tables
#
# Environment (remote): CHECKS (default 2), SAN_GROUPS (default 7,64), GPU_GROUPED_SKIP_SAN=1,
# GPU_GROUPED_SKIP_VARIANTS=1 (skip the variants of (d), variants/), GROUPED_VARIANTS="la-on pipe"
# (which variants --remote times; default all eight), GROUPED_VARIANT=v
# (main run and sanitizers on the look-ahead variant v instead of grouped.mlir's module),
# RUN_TIMEOUT (seconds per runner process, default 240), SAN_TIMEOUT (default 200),
# SAN_VARIANTS="v ..." (sanitizers on those variants too: persistent + persistent_table),
# NCU_VARIANTS="v ..." (ncu stall sampling of (d) per variant, small workload, NCU_GROUPS),
# VARIANT_SEED (default 1: every variant times the same layouts; the main run draws fresh ones),
# every output also packed into $OUT/all.tgz.
set -u -o pipefail
cd "$(dirname "$0")/../../.."
ROOT=$PWD
CARRY=target/grouped-carry
CASE=test/gpu/grouped/grouped.toml
CASES=(grouped grouped_small)
STRATEGIES=(intrinsics asm)
declare -A PIPELINE=([intrinsics]=default [asm]=default-asm)
# Variants of the persistent kernel built and timed side by side: la-<v> rewrites grouped.mlir's
# rebind attribute of @grouped_persistent to tile.rebind_lookahead = "<v>" (off = the plain
# conditional rebind, on = 2 items per sequence, 4), pipe to tile.rebind_pipeline = "on" (the
# next item's rebind overlapped with the current item's first TMA op); st-<v> and st-pipe are the
# same with tile.rebind_slots = "staged" (built in a shared::cta staging slot by the loop's thread,
# copied into the global slot); warp is persistent_warp.kernel's @grouped_persistent (the loop on
# the whole warp: the shared path with the warp-wide tensormap.cp_fenceproxy); a variant with the
# suffix -out (la-on-out, warp-out, ...) also sets tile.rebind_outline = "on": the conditional
# rebind sequence outlined into a called function (lowering/src/lower/outline.rs), as the lowering
# does by itself in a function of thousands of tile ops.
read -r -a LOOKAHEADS <<< "${GROUPED_VARIANTS:-la-off la-on la-4 pipe st-off st-on st-4 st-pipe warp}"
variant_attr() {
  case "$1" in
    *-out) echo "$(variant_attr "${1%-out}"), tile.rebind_outline = \"on\"" ;;
    pipe) echo 'tile.rebind_pipeline = "on"' ;;
    st-pipe) echo 'tile.rebind_pipeline = "on", tile.rebind_slots = "staged"' ;;
    st-*) echo "tile.rebind_lookahead = \"${1#st-}\", tile.rebind_slots = \"staged\"" ;;
    la-*) echo "tile.rebind_lookahead = \"${1#la-}\"" ;;
  esac
}

mode=prepare
for a in "$@"; do
  case "$a" in
    --prepare) mode=prepare ;;
    --remote) mode=remote ;;
    -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
    *) echo "run.sh: unknown argument $a" >&2; exit 2 ;;
  esac
done

prepare() {
  set -e
  echo "== build tile-opt (debug) and gpu-runner (release)"
  cargo build -q -p tile-opt
  cargo build -q --release -p gpu-runner
  rm -rf "$CARRY"
  mkdir -p "$CARRY/bin" "$CARRY/ptx" "$CARRY/dsl"
  cp target/release/gpu-runner "$CARRY/bin/"
  # tile-dsl's ring over a group table (method dsl_ring: the contract of @grouped_persistent_ring).
  # And its one-CTA-per-work-item walk (method dsl_band: the contract of @grouped_rebind_ring).
  for p in grouped_ring grouped_band; do
    cargo run -q -p tile-dsl -- build "examples/tile-dsl/programs/$p.tdsl" --out "$CARRY/dsl" --no-host > /dev/null 2>&1 ||
      { echo "run.sh: tile-dsl build of programs/$p.tdsl failed" >&2; exit 1; }
  done
  # The same program with two work items ahead (3 stage sets, 192 KiB): dsl/la2/.
  mkdir -p "$CARRY/dsl/la2"
  sed 's/^  lookahead 1;/  lookahead 2;/' examples/tile-dsl/programs/grouped_ring.tdsl > "$CARRY/dsl/la2/grouped_ring.tdsl"
  cargo run -q -p tile-dsl -- build "$CARRY/dsl/la2/grouped_ring.tdsl" --out "$CARRY/dsl/la2" --no-host > /dev/null 2>&1 ||
    { echo "run.sh: tile-dsl build of the lookahead-2 ring failed" >&2; exit 1; }
  rm -f "$CARRY/dsl/la2/grouped_ring.tdsl"
  # For small groups (one column tile per item): 1 stage per item, 3 items ahead (64 KiB: 3
  # CTAs per SM fit): dsl/small/, run on grouped_small with --ctas-per-sm 3.
  mkdir -p "$CARRY/dsl/small"
  sed -e 's/^  stages 4;/  stages 1;/' -e 's/^  lookahead 1;/  lookahead 3;/' examples/tile-dsl/programs/grouped_ring.tdsl > "$CARRY/dsl/small/grouped_ring.tdsl"
  cargo run -q -p tile-dsl -- build "$CARRY/dsl/small/grouped_ring.tdsl" --out "$CARRY/dsl/small" --no-host > /dev/null 2>&1 ||
    { echo "run.sh: tile-dsl build of the small-groups ring failed" >&2; exit 1; }
  rm -f "$CARRY/dsl/small/grouped_ring.tdsl"
  local ptxas=${PTXAS:-$(command -v ptxas || true)}
  mkdir -p "$CARRY/host"
  for s in "${STRATEGIES[@]}"; do
    local out=$CARRY/ptx/grouped.$s.ptx
    target/debug/tile-opt test/gpu/grouped/grouped.mlir --pipeline="${PIPELINE[$s]}" --emit=ptx -o "$out" 2> "$CARRY/ptx/grouped.$s.remarks"
    # The generated host code (@launch_rebind: method rebind_hostcode).
    target/debug/tile-opt test/gpu/grouped/grouped.mlir --pipeline="${PIPELINE[$s]}" --emit=host-so -o "$CARRY/host/grouped.$s.so" 2> /dev/null
    "$CARRY/bin/gpu-runner" grouped abi "$CASE" "$out" | sed 's/^/   /'
    # The persistent kernel with other look-ahead factors (grouped.mlir says "on" = 2):
    # the same module, @grouped_persistent's tile.rebind_lookahead rewritten.
    mkdir -p "$CARRY/variants"
    for v in "${LOOKAHEADS[@]}"; do
      if [ "$v" = warp ] || [ "$v" = warp-out ]; then
        # grouped.mlir with @grouped_persistent replaced by persistent_warp.kernel's (warp-out:
        # its rebind sequence outlined).
        local outline=
        [ "$v" = warp-out ] && outline=', tile.rebind_outline = "on"'
        sed -E "s/tile.rebind_lookahead = \"off\"\}/tile.rebind_lookahead = \"off\"$outline}/" test/gpu/grouped/persistent_warp.kernel \
          > "$CARRY/variants/warp.kernel"
        awk 'FNR == NR { if (!/^\/\//) k = k $0 "\n"; next }
             /^    gpu.func @grouped_persistent\(/ { printf "%s", k; skip = 1; next }
             skip && /^    }$/ { skip = 0; next }
             !skip' "$CARRY/variants/warp.kernel" test/gpu/grouped/grouped.mlir \
          > "$CARRY/variants/grouped.$v.mlir"
      else
        sed -E "s/tile.rebind_(lookahead|pipeline) = \"[a-z0-9]+\"/$(variant_attr "$v")/" test/gpu/grouped/grouped.mlir > "$CARRY/variants/grouped.$v.mlir"
      fi
      target/debug/tile-opt "$CARRY/variants/grouped.$v.mlir" --pipeline="${PIPELINE[$s]}" --emit=ptx \
        -o "$CARRY/variants/grouped.$s.$v.ptx" 2> /dev/null
    done
    rm -f "$CARRY"/variants/*.mlir "$CARRY"/variants/warp.kernel
    if [ -n "$ptxas" ]; then
      "$ptxas" -arch=sm_90a -v "$out" -o /dev/null 2>&1 | grep -E "entry|Used" | sed 's/^/   ptxas: /'
    fi
  done
  if command -v cc > /dev/null; then
    echo "== dry run against the modelling fake libcuda (host memory; the kernels modelled on the host)"
    local fake=$ROOT/target/grouped/fake
    mkdir -p "$fake"
    cc -shared -fPIC -O2 -Wall -Wextra -Werror -Wl,-soname,libcuda.so.1 -o "$fake/libcuda.so.1" test/gpu/grouped/fake_grouped.c
    ln -sf libcuda.so.1 "$fake/libcuda.so"
    for c in "${CASES[@]}"; do
      for s in "${STRATEGIES[@]}"; do
        LD_LIBRARY_PATH=$fake "$CARRY/bin/gpu-runner" grouped run "test/gpu/grouped/$c.toml" --module "$CARRY/ptx/grouped.$s.ptx" \
          --host-so "$CARRY/host/grouped.$s.so" $(dsl_module "$s") \
          --strategy "$s" --groups 1,7,64,1024 --time-groups 64 --checks 2 --seed 1 > "$CARRY/dry-run.$c.$s.log" 2>&1 ||
          { cat "$CARRY/dry-run.$c.$s.log"; echo "run.sh: dry run ($c, $s) failed" >&2; exit 1; }
        echo "   $c [$s]: $(tail -1 "$CARRY/dry-run.$c.$s.log"); $(grep -m1 -o 'zero-filled bytes.*' "$CARRY/dry-run.$c.$s.log"); $(grep -m1 -o 'the host code made.*' "$CARRY/dry-run.$c.$s.log")"
      done
    done
    # tile-dsl's ring with lookahead 2 (its contract read from its manifest).
    for s in "${STRATEGIES[@]}"; do
      LD_LIBRARY_PATH=$fake "$CARRY/bin/gpu-runner" grouped run "$CASE" --module "$CARRY/ptx/grouped.$s.ptx" \
        --dsl-module "$CARRY/dsl/la2/dsl_grouped_ring.$s.ptx" --methods dsl_ring \
        --strategy "$s" --groups 1,7,64,1024 --time-groups 64 --checks 2 --seed 1 > "$CARRY/dry-run.dsl-la2.$s.log" 2>&1 ||
        { cat "$CARRY/dry-run.dsl-la2.$s.log"; echo "run.sh: dry run (dsl la2, $s) failed" >&2; exit 1; }
      echo "   dsl ring lookahead 2 [$s]: $(tail -1 "$CARRY/dry-run.dsl-la2.$s.log")"
      LD_LIBRARY_PATH=$fake "$CARRY/bin/gpu-runner" grouped run test/gpu/grouped/grouped_small.toml --module "$CARRY/ptx/grouped.$s.ptx" \
        --dsl-module "$CARRY/dsl/small/dsl_grouped_ring.$s.ptx" --methods dsl_ring --ctas-per-sm 3 \
        --strategy "$s" --groups 1,7,64,1024 --time-groups 64 --checks 2 --seed 1 > "$CARRY/dry-run.dsl-small.$s.log" 2>&1 ||
        { cat "$CARRY/dry-run.dsl-small.$s.log"; echo "run.sh: dry run (dsl small, $s) failed" >&2; exit 1; }
      echo "   dsl ring for small groups [$s]: $(tail -1 "$CARRY/dry-run.dsl-small.$s.log")"
    done
    # The check must catch a store one column too wide.
    if FAKE_GROUPED_WIDEN=1 LD_LIBRARY_PATH=$fake "$CARRY/bin/gpu-runner" grouped run "$CASE" --module "$CARRY/ptx/grouped.asm.ptx" \
        --strategy asm --groups 7 --no-time --methods rebind > "$CARRY/dry-run.widen.log" 2>&1; then
      echo "run.sh: the check missed a stray store (FAKE_GROUPED_WIDEN)" >&2; exit 1
    fi
    echo "   stray-store mutant: $(grep -m1 '^FAIL' "$CARRY/dry-run.widen.log" | cut -c1-140)..."
  fi
  set +e
  cat <<EOF
== staged $CARRY ($(du -sh "$CARRY" | cut -f1)). On the GPU machine, in one call (the device tool's run):
   command:   bash test/gpu/grouped/run.sh --remote
   carry:     ["$CARRY"]
EOF
}

san_verdict() {
  local log=$1 rc=$2 summary
  summary=$(grep -E "(ERROR|RACECHECK|SYNCCHECK) SUMMARY" "$log" | tail -1 | sed 's/^========= //')
  if [ "$rc" = 124 ]; then echo "timeout"; return; fi
  if [ "$rc" = 0 ] && { [ -z "$summary" ] || echo "$summary" | grep -qE "SUMMARY: 0 (errors|hazards)"; }; then
    echo "clean"
  else
    echo "rc=$rc ${summary:-no summary}" | tr '\t' ' '
  fi
}

# The module of the main run and the sanitizers: grouped.mlir's, or with GROUPED_VARIANT=v the
# look-ahead variant v (variants/grouped.<strategy>.la-<v>.ptx).
main_module() {
  if [ -n "${GROUPED_VARIANT:-}" ]; then
    echo "$CARRY/variants/grouped.$1.$GROUPED_VARIANT.ptx"
  else
    echo "$CARRY/ptx/grouped.$1.ptx"
  fi
}

# --dsl-module / --dsl-band-module for tile-dsl's kernels of strategy $1 (methods dsl_ring,
# dsl_band), when staged.
dsl_module() {
  [ -f "$CARRY/dsl/dsl_grouped_ring.$1.ptx" ] && echo "--dsl-module $CARRY/dsl/dsl_grouped_ring.$1.ptx"
  [ -f "$CARRY/dsl/dsl_grouped_band.$1.ptx" ] && echo "--dsl-band-module $CARRY/dsl/dsl_grouped_band.$1.ptx"
  return 0
}

remote() {
  export PATH=$PATH:/usr/local/cuda/bin:/usr/local/cuda/compute-sanitizer
  local OUTD=${OUT:-/tmp/grouped-out}
  mkdir -p "$OUTD"
  local R=$ROOT/$CARRY/bin/gpu-runner san=$OUTD/sanitizers.tsv work=/tmp/grouped-work
  rm -rf "$work"; mkdir -p "$work"
  : > "$san"
  exec > >(tee "$OUTD/log.txt") 2>&1
  echo "== $(date -u +%Y-%m-%dT%H:%M:%SZ) $(hostname)"
  nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.mem,clocks.max.sm,temperature.gpu,power.draw --format=csv 2>&1
  chmod +x "$R" 2>/dev/null
  [ -x "$R" ] || { echo "run.sh: $R missing: run test/gpu/grouped/run.sh --prepare here first and carry $CARRY"; exit 2; }
  command -v ptxas > /dev/null && for f in "$CARRY"/ptx/*.ptx; do
    echo "-- ptxas $(basename "$f"): $(ptxas -arch=sm_90a -v "$f" -o /dev/null 2>&1 | grep -E 'entry|Used|error' | tr '\n' ' ')"
  done
  local t0=$SECONDS
  for c in "${CASES[@]}"; do
    : > "$OUTD/results-$c.jsonl"
    for s in "${STRATEGIES[@]}"; do
      echo "== $c [$s]: checks and timing"
      timeout "${RUN_TIMEOUT:-240}" "$R" grouped run "test/gpu/grouped/$c.toml" --module "$(main_module "$s")" \
        --host-so "$CARRY/host/grouped.$s.so" $(dsl_module "$s") --strategy "$s" \
        --checks "${CHECKS:-2}" --json "$OUTD/results-$c.jsonl" < /dev/null 2>&1 | grep -v "ok: " | cut -c1-400
      echo "   (exit status ${PIPESTATUS[0]}, $((SECONDS - t0)) s so far)"
    done
    echo "== $c: results"
    "$R" grouped table --results "$OUTD/results-$c.jsonl"
  done
  if [ -d "$CARRY/dsl/la2" ] && [ "${GPU_GROUPED_SKIP_DSL_LA2:-0}" != 1 ]; then
    echo "== tile-dsl's ring with lookahead 2 (dsl/la2), next to persistent_ring"
    for c in "${CASES[@]}"; do
      : > "$OUTD/dsl-la2-$c.jsonl"
      for s in "${STRATEGIES[@]}"; do
        timeout "${RUN_TIMEOUT:-240}" "$R" grouped run "test/gpu/grouped/$c.toml" --module "$CARRY/ptx/grouped.$s.ptx" \
          --dsl-module "$CARRY/dsl/la2/dsl_grouped_ring.$s.ptx" --methods persistent,persistent_ring,dsl_ring \
          --strategy "$s" --groups 7,64,1024,4096 --time-groups 64,1024,4096 --checks 1 --seed "${VARIANT_SEED:-1}" \
          --json "$OUTD/dsl-la2-$c.jsonl" < /dev/null 2>&1 | grep -v "ok: " | grep -E "FAIL|rror|wrong" | cut -c1-300
        echo "   $c dsl la2 [$s]: exit status ${PIPESTATUS[0]}, $((SECONDS - t0)) s so far"
      done
      { echo "## $c, tile-dsl ring lookahead 2"; "$R" grouped table --results "$OUTD/dsl-la2-$c.jsonl"; } > "$OUTD/dsl-la2-$c.md"
    done
  fi
  if [ -d "$CARRY/dsl/small" ] && [ "${GPU_GROUPED_SKIP_DSL_LA2:-0}" != 1 ]; then
    echo "== tile-dsl's ring for small groups (dsl/small: 1 stage per item, 3 items ahead), 3 CTAs per SM, grouped_small"
    : > "$OUTD/dsl-small.jsonl"
    for s in "${STRATEGIES[@]}"; do
      timeout "${RUN_TIMEOUT:-240}" "$R" grouped run test/gpu/grouped/grouped_small.toml --module "$CARRY/ptx/grouped.$s.ptx" \
        --dsl-module "$CARRY/dsl/small/dsl_grouped_ring.$s.ptx" --methods dsl_ring --ctas-per-sm "${DSL_SMALL_CTAS_PER_SM:-3}" \
        --strategy "$s" --groups 7,64,1024,4096 --time-groups 64,1024,4096 --checks 1 --seed "${VARIANT_SEED:-1}" \
        --json "$OUTD/dsl-small.jsonl" < /dev/null 2>&1 | grep -v "ok: " | grep -E "FAIL|rror|wrong|GB/s" | cut -c1-300
      echo "   dsl small [$s]: exit status ${PIPESTATUS[0]}, $((SECONDS - t0)) s so far"
    done
    { echo "## grouped_small, tile-dsl ring: 1 stage, lookahead 3, ${DSL_SMALL_CTAS_PER_SM:-3} CTAs per SM"; "$R" grouped table --results "$OUTD/dsl-small.jsonl"; } > "$OUTD/dsl-small.md"
  fi
  if [ -d "$CARRY/variants" ] && [ "${GPU_GROUPED_SKIP_VARIANTS:-0}" != 1 ]; then
    echo "== look-ahead variants of (d): ${LOOKAHEADS[*]} (grouped.mlir's is on = 2), persistent + persistent_boxes + persistent_fixed"
    for c in "${CASES[@]}"; do
      for v in "${LOOKAHEADS[@]}"; do
        : > "$OUTD/variant-$c-$v.jsonl"
        for s in "${STRATEGIES[@]}"; do
          timeout "${RUN_TIMEOUT:-240}" "$R" grouped run "test/gpu/grouped/$c.toml" --module "$CARRY/variants/grouped.$s.$v.ptx" \
            --strategy "$s" --methods persistent,persistent_boxes,persistent_fixed,persistent_table --groups 7,64,1024,4096 \
            --time-groups 64,1024,4096 --checks 1 --seed "${VARIANT_SEED:-1}" --json "$OUTD/variant-$c-$v.jsonl" < /dev/null 2>&1 | grep -v "ok: " | grep -E "FAIL|rror|wrong" | cut -c1-300
          echo "   $c $v [$s]: exit status ${PIPESTATUS[0]}, $((SECONDS - t0)) s so far"
        done
        { echo "## $c, variant $v"; "$R" grouped table --results "$OUTD/variant-$c-$v.jsonl"; } > "$OUTD/variant-$c-$v.md"
        grep -E "^\| *(64|1024|4096) \|" "$OUTD/variant-$c-$v.md" | sed "s/^/   $c $v: /"
      done
    done
  fi
  if [ "${GPU_GROUPED_SKIP_SAN:-0}" != 1 ]; then
    echo "== compute-sanitizer at G = ${SAN_GROUPS:-7,64} (every method checked, no timing)"
    local pids=()
    for s in "${STRATEGIES[@]}"; do
      for tool in memcheck racecheck synccheck; do
        (
          log=$work/san.$s.$tool.log
          timeout "${SAN_TIMEOUT:-200}" compute-sanitizer --tool "$tool" --error-exitcode 99 \
            "$R" grouped run "$CASE" --module "$(main_module "$s")" --host-so "$CARRY/host/grouped.$s.so" $(dsl_module "$s") \
            --strategy "$s" --groups "${SAN_GROUPS:-7,64}" \
            --no-time --checks 1 > "$log" 2>&1
          rc=$?
          v=$(san_verdict "$log" "$rc")
          printf '%s\t%s\t%s\t%s\n' "$s" "${SAN_GROUPS:-7,64}" "$tool" "$v" >> "$san"
          echo "   $s $tool: $v"
        ) < /dev/null &
        pids+=($!)
      done
    done
    # The variants named in SAN_VARIANTS (e.g. "pipe"), same tools and groups.
    for v in ${SAN_VARIANTS:-}; do
      for s in "${STRATEGIES[@]}"; do
        for tool in memcheck racecheck synccheck; do
          (
            log=$work/san.$v.$s.$tool.log
            timeout "${SAN_TIMEOUT:-200}" compute-sanitizer --tool "$tool" --error-exitcode 99 \
              "$R" grouped run "$CASE" --module "$CARRY/variants/grouped.$s.$v.ptx" \
              --strategy "$s" --groups "${SAN_GROUPS:-7,64}" --methods persistent,persistent_table \
              --no-time --checks 1 > "$log" 2>&1
            rc=$?
            v2=$(san_verdict "$log" "$rc")
            printf '%s\t%s\t%s\t%s\n' "$s ($v)" "${SAN_GROUPS:-7,64}" "$tool" "$v2" >> "$san"
            echo "   $s ($v) $tool: $v2"
          ) < /dev/null &
          pids+=($!)
        done
      done
    done
    wait "${pids[@]}"
    for f in "$work"/san.*.log; do echo "##### $(basename "$f")"; grep -v "^$" "$f" | tail -30; done > "$OUTD/sanitizer-logs.txt" 2>/dev/null
  fi
  # ncu stall sampling of (d) (NCU_VARIANTS: variants, e.g. "pipe la-off"; small workload,
  # G = NCU_GROUPS, asm): where the issuing thread waits.
  for v in ${NCU_VARIANTS:-}; do
    command -v ncu > /dev/null || break
    echo "== ncu: (d) variant $v, grouped_small G=${NCU_GROUPS:-4096}, asm"
    timeout "${NCU_TIMEOUT:-60}" ncu --section WarpStateStats --section SourceCounters -k grouped_persistent -c 1 \
      -o "$work/ncu-$v" -f "$R" grouped run test/gpu/grouped/grouped_small.toml \
      --module "$CARRY/variants/grouped.asm.$v.ptx" --strategy asm --methods persistent \
      --groups "${NCU_GROUPS:-4096}" --no-time --checks 1 > "$OUTD/ncu-$v.log" 2>&1
    timeout 60 ncu -i "$work/ncu-$v.ncu-rep" --page source --csv --print-source sass > "$OUTD/ncu-$v-sass.csv" 2>&1
    echo "   ncu $v: exit status $?, $(wc -l < "$OUTD/ncu-$v-sass.csv") lines"
  done
  echo "== results ($(date -u +%Y-%m-%dT%H:%M:%SZ), $((SECONDS - t0)) s)"
  {
    echo "## grouped"; "$R" grouped table --results "$OUTD/results-grouped.jsonl" --sanitizers "$san"
    echo; echo "## grouped_small"; "$R" grouped table --results "$OUTD/results-grouped_small.jsonl"
  } > "$OUTD/table.md"
  cat "$OUTD/table.md"
  # One archive of every output (the device tool brings back a limited number of files).
  (cd "$OUTD" && tar czf "$OUTD/all.tgz" --exclude all.tgz . 2> /dev/null)
  if cat "$OUTD"/results-*.jsonl "$OUTD"/variant-*.jsonl "$OUTD"/dsl-la2-*.jsonl "$OUTD"/dsl-small.jsonl 2>/dev/null | grep -q '"status":"\(wrong\|error\)"'; then return 1; fi
  if [ "${GPU_GROUPED_SKIP_SAN:-0}" != 1 ] && cut -f4 "$san" | grep -qv '^clean$'; then return 1; fi
  return 0
}

case "$mode" in
  prepare) prepare ;;
  remote) remote ;;
esac
