#!/bin/sh
# The nondeterministic SIGSEGV hunt on a many-core machine (the seed-707 and
# seed-1515 campaigns hit it only there: 22 workers, 16 threads per session,
# 16 cores): the two inputs, 4 fresh mutants of each per round and the 1,001
# campaign inputs around each (`tile-fuzz stress`), through 22 workers with
# 16 threads, with core dumps allowed; then the seed-1515 campaign from just
# before the input that crashed, as the campaign ran it. Every crash keeps
# its report (thread, address, stack overflow or not, backtrace, stack
# words, memory figures and map) beside the input.
#
# Run from the repository root:
#   tools/fuzz/device-stress.sh [SECONDS_STRESS] [SECONDS_CAMPAIGN]
# (default 280 and 280: one 10-minute device call). Results go to $OUT (the
# device tool's output folder), else target/device-stress. JOBS (22) and
# THREADS (16) override the worker count and the threads per session.
#
# It needs the release tile-fuzz of this commit, stripped and gzipped to fit
# a device call's carry (64 MiB), at target/device/tile-fuzz.gz:
#   cargo build --release -p tile-fuzz
#   mkdir -p target/device
#   strip -o target/device/tile-fuzz target/release/tile-fuzz
#   gzip -f target/device/tile-fuzz            # about 52 MB
# and carry `target/device`. Keep target/release/tile-fuzz (unstripped): the
# reports' frames are offsets (`tile-fuzz(+0x50b0dd6)`) to symbolize here:
#   llvm-symbolizer --obj=target/release/tile-fuzz 0x50b0dd6 ...
# ptxas: TILE_PTXAS, else /usr/local/cuda/bin/ptxas when present.
set -u
STRESS_SECONDS=${1:-280}
CAMPAIGN_SECONDS=${2:-280}
OUT=${OUT:-target/device-stress}
JOBS=${JOBS:-22}
THREADS=${THREADS:-16}
mkdir -p "$OUT"
BIN=/tmp/tile-fuzz-device
if [ -f target/device/tile-fuzz.gz ]; then
    gzip -dc target/device/tile-fuzz.gz > "$BIN" && chmod +x "$BIN"
elif [ -x target/release/tile-fuzz ]; then
    BIN=$(pwd)/target/release/tile-fuzz
else
    echo "no target/device/tile-fuzz.gz (see the header of $0)" >&2
    exit 2
fi
if [ -z "${TILE_PTXAS:-}" ] && [ -x /usr/local/cuda/bin/ptxas ]; then
    TILE_PTXAS=/usr/local/cuda/bin/ptxas
    export TILE_PTXAS
fi

{
    echo "date: $(date -u)"
    echo "commit: $(git rev-parse --short HEAD 2>/dev/null)"
    echo "cores: $(nproc)"
    echo "cpu: $(grep -m1 'model name' /proc/cpuinfo)"
    LD_SHOW_AUXV=1 /bin/true | grep -i minsig
    echo "glibc: $(getconf GNU_LIBC_VERSION)"
    echo "core_pattern: $(cat /proc/sys/kernel/core_pattern)"
    echo "ulimit -a:"
    ulimit -a
    "${TILE_PTXAS:-ptxas}" --version 2>&1 | tail -1
} > "$OUT/env.txt" 2>&1

A=tools/fuzz/regressions/crash-nondeterministic-generated-707.mlir
B=tools/fuzz/regressions/crash-nondeterministic-generated-1515.mlir

# Cores go to the working folder when core_pattern is a relative name.
mkdir -p "$OUT/cores"
ROOT=$(pwd)
(
    cd "$OUT/cores" || exit 2
    "$BIN" stress "$ROOT/$A" "$ROOT/$B" --root "$ROOT" --kind generated \
        --mutants 4 --around 707:722368:500 --around 1515:472387:500 \
        --iterations 1000000 --time-limit "$STRESS_SECONDS" \
        --jobs "$JOBS" --threads "$THREADS" --core-dumps --out "$ROOT/$OUT/stress"
) > "$OUT/stress.txt" 2>&1
echo "stress: exit $?" >> "$OUT/stress.txt"

(
    cd "$OUT/cores" || exit 2
    "$BIN" run --root "$ROOT" --seed 1515 --first 436000 --iterations 2000000 \
        --time-limit "$CAMPAIGN_SECONDS" --mode both --generate-percent 20 \
        --jobs "$JOBS" --threads "$THREADS" --core-dumps --no-minimize \
        --findings "$ROOT/$OUT/campaign-1515"
) > "$OUT/campaign.txt" 2>&1
echo "campaign: exit $?" >> "$OUT/campaign.txt"

# Cores are large: keep at most two, compressed.
ls "$OUT/cores" | head -2 | while read -r core; do gzip -f "$OUT/cores/$core"; done
ls "$OUT/cores" | grep -v '\.gz$' | while read -r core; do rm -f "$OUT/cores/$core"; done
grep -h '^by class\|^stress:\|^inputs:\|^distinct' "$OUT/stress.txt" "$OUT/campaign.txt"
