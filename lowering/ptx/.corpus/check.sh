#!/bin/bash
# Usage: check.sh [PTXAS]; run from the corpus folder.
cd "$(dirname "$0")"
PTXAS=${1:-$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)}
"$PTXAS" --version | tail -2
arch() { sed -n 's/^\.target //p' "$1"; }
pos_ok=0; pos_bad=0
for f in pos/*.ptx; do
  if "$PTXAS" -arch="$(arch "$f")" "$f" -o /dev/null 2>/tmp/err.txt; then
    pos_ok=$((pos_ok+1))
  else
    pos_bad=$((pos_bad+1)); echo "POS FAIL $f"; head -8 /tmp/err.txt
  fi
done
echo "positive: $pos_ok assembled, $pos_bad failed"
export PTXAS
ls neg/*.ptx | xargs -P 16 -I{} sh -c '
  a=$(sed -n "s/^\.target //p" {})
  if "$PTXAS" -arch=$a {} -o /dev/null 2>/dev/null; then echo "NEG ASSEMBLED {} :: $(grep "//" {} | head -1)"; fi
' | sort > /tmp/neg.txt
echo "negative: $(ls neg/*.ptx | wc -l) files, $(wc -l < /tmp/neg.txt) assembled anyway"
cat /tmp/neg.txt
