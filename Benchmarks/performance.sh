#!/usr/bin/env bash
# Every figure of Docs/Performance.md, measured at one sitting on one machine:
#   1. side by side with the peer references (Pillow, OpenCV and libvips doing the same job in
#      Python; not part of this repository: --peers DIR or $DUO_PEERS names their folder, which
#      holds side_by_side.sh), both sides with the bezel manifest,
#      then both without it, then with JPEG captures;
#   2. the per-stage breakdown of the benchmark executable (duo-mockup-bench);
#   3. the width-scaling table (book at its native size, --width 1000, 2000, 3300);
#   4. peak memory of each render (from /usr/bin/time, in the tables above);
#   5. a 20-output gallery with --jobs 1 and --jobs 2.
# Release builds only. Usage, from the repo root:
#   Benchmarks/performance.sh --peers DIR [--runs N] [--out DIR]
# Needs: GNU time (/usr/bin/time), python3 with the peers' requirements
# (pip install -r "$DUO_PEERS/requirements.txt"). Writes everything to DIR (default
# /tmp/duo-performance) and prints Markdown tables; the machine should be otherwise idle.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=5
OUT=/tmp/duo-performance
PEERS=${DUO_PEERS:-}
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) RUNS=${2:?}; shift 2 ;;
        --out) OUT=${2:?}; shift 2 ;;
        --peers) PEERS=${2:?}; shift 2 ;;
        *) echo "performance.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
if [ -z "$PEERS" ] || [ ! -x "$PEERS/side_by_side.sh" ]; then
    echo "performance.sh: name the peer references' folder (the one with side_by_side.sh) with --peers DIR or \$DUO_PEERS" >&2
    exit 2
fi
export PEERS_DATA="$OUT/peers"
mkdir -p "$OUT" "$PEERS_DATA"
LOG="$OUT/performance.md"
: > "$LOG"
say() { echo "$@" | tee -a "$LOG"; }

swift build -c release --product duo-mockup >/dev/null
swift build -c release --product duo-mockup-bench >/dev/null
BIN=$(swift build -c release --show-bin-path)
DUO="$BIN/duo-mockup"

say "# Measured $(date -u +%Y-%m-%dT%H:%MZ) on $(nproc) cores, $(uname -sr), load $(cut -d' ' -f1-3 /proc/loadavg)"
say "duo-mockup at $(git rev-parse --short HEAD)$(git diff --quiet || echo '+changes')"

# 1. Side by side. Each call prints its own table (medians of $RUNS interleaved runs).
PRODUCT=("$DUO" render {capture} --pose {pose} --deg {deg} --bezels {bezels} -o {out})
say ""; say "## Side by side, both with the manifest (PNG captures)"
"$PEERS/side_by_side.sh" --runs "$RUNS" -- "${PRODUCT[@]}" | tee -a "$LOG"
say ""; say "## Side by side, both without the manifest (PNG captures)"
"$PEERS/side_by_side.sh" --runs "$RUNS" --no-manifest -- "${PRODUCT[@]}" | tee -a "$LOG"
say ""; say "## Side by side, JPEG captures, with the manifest"
"$PEERS/side_by_side.sh" --runs "$RUNS" --jpg --poses "open book laptop" -- "${PRODUCT[@]}" | tee -a "$LOG"

# 2. Stages, in process (warm), on the same data.
say ""; say "## Stages (duo-mockup-bench)"
say '```'
"$BIN/duo-mockup-bench" --runs 7 --bezels "$PEERS_DATA" --capture "$PEERS_DATA/capture_open.png" \
    --upright-capture "$PEERS_DATA/capture_upright.png" --out "$OUT/bench" | tee -a "$LOG"
say '```'

# Whole-process runs of one command: median wall, median CPU, median peak RSS, output bytes.
measure() {  # measure OUTFILE COMMAND...
    local out=$1; shift
    local walls=() cpus=() rss=()
    "$@" >/dev/null 2>&1   # warm-up
    for _ in $(seq "$RUNS"); do
        local t0 t1 stats
        t0=$(date +%s%N)
        /usr/bin/time -o "$OUT/time.txt" -f "%U %S %M" "$@" >/dev/null 2>/dev/null || true
        stats=$(tail -1 "$OUT/time.txt")
        t1=$(date +%s%N)
        walls+=("$(( (t1 - t0) / 1000000 ))")
        cpus+=("$(echo "$stats" | awk '{ printf "%d", ($1 + $2) * 1000 }')")
        rss+=("$(echo "$stats" | awk '{ printf "%d", $3 / 1024 }')")
    done
    median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
    echo "$(median "${walls[@]}") $(median "${cpus[@]}") $(median "${rss[@]}") $(stat -c %s "$out")"
}

# 3. Width scaling: the book, native and at three widths.
say ""; say "## Width scaling (book 128°, PNG capture, with the manifest; medians of $RUNS)"
say "| output | wall ms | CPU ms | peak RSS MiB | PNG bytes | wall ÷ native |"
say "|---|---|---|---|---|---|"
native=""
for width in native 1000 2000 3300; do
    args=(); [ "$width" = native ] || args=(--width "$width")
    read -r wall cpu rss bytes < <(measure "$OUT/book-$width.png" "$DUO" render "$PEERS_DATA/capture_open.png" \
        --pose book --bezels "$PEERS_DATA" -o "$OUT/book-$width.png" "${args[@]}")
    [ -n "$native" ] || native=$wall
    size=$(python3 -c "from PIL import Image; im = Image.open('$OUT/book-$width.png'); print('%d×%d' % im.size)")
    say "| $width ($size) | $wall | $cpu | $rss | $bytes | $(python3 -c "print(f'{$wall / $native:.2f}')") |"
done

# 5. A gallery: 4 language folders × (closed, open, upright) captures + one corrupt file
#    → 20 outputs; the peers' bezels without their manifest. Two rounds each, output removed first.
say ""; say "## Gallery: 20 outputs from 12 captures (+1 corrupt), peers' bezels without a manifest"
G="$OUT/gallery"
rm -rf "$G"; mkdir -p "$G/bezels"
cp "$PEERS_DATA"/bezel_*.png "$G/bezels/"
for lang in en-US de-DE fr-FR ja-JP; do
    mkdir -p "$G/big/$lang"
    for c in closed open upright; do cp "Bezels.example/captures/$c.png" "$G/big/$lang/$c.png"; done
done
head -c 5000 /dev/urandom > "$G/big/en-US/corrupt.png"
say "| run | wall s (2 rounds) | CPU s | peak RSS MiB |"
say "|---|---|---|---|"
declare -A best
for jobs in 1 2 1 2; do
    rm -rf "$G/out"
    t0=$(date +%s%N)
    /usr/bin/time -o "$OUT/time.txt" -f "%U %S %M" "$DUO" gallery "$G/big" -o "$G/out" --bezels "$G/bezels" \
        --jobs "$jobs" -q >/dev/null 2>/dev/null || true
    stats=$(tail -1 "$OUT/time.txt")
    t1=$(date +%s%N)
    wall=$(( (t1 - t0) / 1000000 ))
    say "| --jobs $jobs | $(python3 -c "print(f'{$wall / 1000:.2f}')") | $(echo "$stats" | awk '{ printf "%.2f", $1 + $2 }') | $(echo "$stats" | awk '{ printf "%d", $3 / 1024 }') |"
    if [ -z "${best[$jobs]:-}" ] || [ "$wall" -lt "${best[$jobs]}" ]; then best[$jobs]=$wall; fi
done
outputs=$(find "$G/out" -mindepth 2 -name '*.png' -not -path '*/.gallery/*' | wc -l)
say ""
say "outputs: $outputs mock-ups (plus the contact sheet and index.html); --jobs 2 ÷ --jobs 1 (best of 2): $(python3 -c "print(f'{${best[1]} / ${best[2]}:.2f}')")×"
echo "written to $LOG"
