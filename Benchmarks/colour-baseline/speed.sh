#!/usr/bin/env bash
# What colour management costs: whole-process renders of the example's 3x open capture (the book
# at 128°, and the flat open pose), with an untagged capture through two builds, and through the
# new build a Display P3 capture (default: the art converted into P3), the P3 capture on an sRGB
# output (the capture converted) and the untagged capture on a Display P3 output (both converted).
# Each command runs RUNS times after a warm-up, the commands in rotating order; prints medians
# of wall and CPU (user + system) milliseconds and the load average before and after.
# Usage, from the repo root (release builds):
#   Benchmarks/colour-baseline/speed.sh OLD_DUO_MOCKUP NEW_DUO_MOCKUP [RUNS] [OUT]
set -euo pipefail
cd "$(dirname "$0")/../.."
OLD=${1:?old duo-mockup}; NEW=${2:?new duo-mockup}; RUNS=${3:-11}; OUT=${4:-/tmp/duo-colour-speed}
mkdir -p "$OUT"
# The same pixels saved twice by Pillow, untagged and with our Display P3 profile, so that both
# decode alike.
"$NEW" render Bezels.example/captures/closed.png --bezels Bezels.example --colour-space display-p3 \
    --width 100 -o "$OUT/p3-sample.png" 2>/dev/null
/usr/bin/python3 - "$OUT" <<'EOF'
import sys
from PIL import Image
out = sys.argv[1]
p3 = Image.open(f"{out}/p3-sample.png").info["icc_profile"]
capture = Image.open("Bezels.example/captures/open.png").convert("RGB")
capture.save(f"{out}/untagged.png")
capture.save(f"{out}/p3.png", icc_profile=p3)
EOF
names=(); commands=()
add() { names+=("$1"); shift; commands+=("$*"); }
for pose in book open; do
    X="--pose $pose --bezels Bezels.example"
    add "$pose old, untagged" "$OLD" render "$OUT/untagged.png" $X -o "$OUT/out.png"
    add "$pose new, untagged" "$NEW" render "$OUT/untagged.png" $X -o "$OUT/out.png"
    add "$pose new, P3 capture" "$NEW" render "$OUT/p3.png" $X -o "$OUT/out.png"
    add "$pose new, P3 capture, srgb" "$NEW" render "$OUT/p3.png" $X --colour-space srgb -o "$OUT/out.png"
    add "$pose new, untagged, display-p3" "$NEW" render "$OUT/untagged.png" $X --colour-space display-p3 -o "$OUT/out.png"
done
n=${#commands[@]}
declare -A walls cpus
for i in $(seq 0 $((n - 1))); do ${commands[$i]} 2>/dev/null; done   # warm-up
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for run in $(seq 1 "$RUNS"); do
    for k in $(seq 0 $((n - 1))); do
        i=$(( (k + run) % n ))
        t0=$(date +%s%N)
        /usr/bin/time -o "$OUT/time.txt" -f "%U %S" ${commands[$i]} 2>/dev/null
        t1=$(date +%s%N)
        walls[$i]+="$(( (t1 - t0) / 1000000 )) "
        cpus[$i]+="$(awk '{ printf "%d", ($1 + $2) * 1000 }' "$OUT/time.txt") "
    done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
median() { printf '%s\n' $1 | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
echo "| render | wall ms (median of $RUNS) | CPU ms (median) |"
echo "|---|---|---|"
for i in $(seq 0 $((n - 1))); do
    echo "| ${names[$i]} | $(median "${walls[$i]}") | $(median "${cpus[$i]}") |"
done
