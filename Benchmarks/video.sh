#!/usr/bin/env bash
# Docs/Performance.md, "Recordings": a screen recording framed by duo-mockup against ffmpeg's own
# overlay pipeline (the recording scaled to the screen, the art over it, H.264 with the same
# encoder settings; frames-cli's way), whole processes, interleaved, medians; then frames per
# second for flat, book and a turned laptop at 1080 px and at full size, and peak memory for a
# 10 s and a 60 s recording.
# Usage, from the repo root, with a release build:
#   Benchmarks/video.sh [--runs N] [--out DIR] [--seconds S]
# Needs ffmpeg, ffprobe and GNU time (/usr/bin/time). The inputs are made with ffmpeg (testsrc2
# changes every pixel every frame: no frame repeats, the worst case for us).
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=3
OUT=/tmp/duo-video
SECONDS_LONG=60
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) RUNS=${2:?}; shift 2 ;;
        --out) OUT=${2:?}; shift 2 ;;
        --seconds) SECONDS_LONG=${2:?}; shift 2 ;;
        *) echo "video.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
mkdir -p "$OUT"
DUO=${DUO:-$(swift build -c release --show-bin-path)/duo-mockup}
ART=Bezels.example
say() { echo "$@" | tee -a "$OUT/video.md"; }
: > "$OUT/video.md"
say "# $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, $(uname -sr), $(ffmpeg -version | head -1 | cut -d' ' -f1-3)"
say "duo-mockup at $(git rev-parse --short HEAD)$(git diff --quiet || echo '+changes')"

# Inputs: the 3x screens plus the recorder's pixel of padding, 30 fps, a tone; H.264 tagged BT.709
# as the simulator and iOS write it (`-u` files: the same untagged, which ffmpeg turns into RGB by
# BT.601's matrix, so duo-mockup composes them in RGBA).
make() {  # make FILE SIZE SECONDS [untagged]
    local tags=(-vf "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p"
                -colorspace bt709 -color_primaries bt709 -color_trc bt709)
    [ "${4:-}" = untagged ] && tags=()
    [ -f "$1" ] || ffmpeg -hide_banner -loglevel error -y -f lavfi -i "testsrc2=size=$2:rate=30:duration=$3" \
        -f lavfi -i "sine=frequency=440:duration=$3" "${tags[@]}" -c:v libx264 -preset veryfast -crf 20 -pix_fmt yuv420p \
        -c:a aac -shortest "$1"
}
make "$OUT/open-709-10.mp4" 2854x2008 10
make "$OUT/open-10-u.mp4" 2854x2008 10 untagged
make "$OUT/upright-709-10.mp4" 2008x2854 10
make "$OUT/open-709-long.mp4" 2854x2008 "$SECONDS_LONG"

# ffmpeg's pipeline for the flat open pose at 1080 px: the art scaled once, the recording scaled
# to the screen (30, 30, 1020×718 at 1080 px), padded with white, the art laid over it.
ffmpeg -hide_banner -loglevel error -y -i "$ART/inner-sideways.png" -vf scale=1080:778:flags=lanczos "$OUT/art-1080.png"
REFERENCE=(ffmpeg -hide_banner -loglevel error -y -i "$OUT/open-709-10.mp4" -i "$OUT/art-1080.png" -filter_complex
    "[0:v]scale=1020:718:flags=lanczos,pad=1080:778:30:30:color=white[u];[u][1:v]overlay=0:0,format=yuv420p[v]"
    -map "[v]" -map "0:a?" -c:a copy -c:v libx264 -preset medium -crf 18 -pix_fmt yuv420p
    -colorspace bt709 -color_primaries bt709 -color_trc bt709 -movflags +faststart "$OUT/reference.mp4")
OURS=("$DUO" render "$OUT/open-709-10.mp4" --bezels "$ART" --width 1080 -o "$OUT/ours.mp4" -q)

run() {  # run LABEL COMMAND... : one whole process; appends "label wall user+sys rss" to $OUT/runs
    local label=$1; shift
    /usr/bin/time -f "$label %e %U %S %M" -a -o "$OUT/runs" "$@" >/dev/null 2>&1
}
median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
table() {  # table LABEL... : medians of the runs recorded for each label
    say "| run | wall s | CPU s | peak RSS MiB | runs |"
    say "|---|---|---|---|---|"
    for label in "$@"; do
        local w c m n
        w=$(awk -v l="$label" '$1 == l {print $2}' "$OUT/runs" | median)
        c=$(awk -v l="$label" '$1 == l {print $3 + $4}' "$OUT/runs" | median)
        m=$(awk -v l="$label" '$1 == l {print $5 / 1024}' "$OUT/runs" | median)
        n=$(awk -v l="$label" '$1 == l' "$OUT/runs" | wc -l)
        say "| $label | $w | $c | ${m%.*} | $n |"
    done
}
: > "$OUT/runs"

say ""; say "## Flat at 1080 px, 10 s (300 frames): ours against ffmpeg's overlay pipeline"
say "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for i in $(seq "$RUNS"); do
    if [ $((i % 2)) = 1 ]; then run ours "${OURS[@]}"; run ffmpeg "${REFERENCE[@]}"
    else run ffmpeg "${REFERENCE[@]}"; run ours "${OURS[@]}"; fi
    run book "$DUO" render "$OUT/open-709-10.mp4" --bezels "$ART" --pose book --width 1080 -o "$OUT/book.mp4" -q
    run ours-untagged "$DUO" render "$OUT/open-10-u.mp4" --bezels "$ART" --width 1080 -o "$OUT/ours-u.mp4" -q
done
say "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
table ours ffmpeg book ours-untagged
say ""
say "frames: $(ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames -of csv=p=0 "$OUT/ours.mp4") (ours), \
$(ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames -of csv=p=0 "$OUT/reference.mp4") (ffmpeg); \
bytes $(stat -c %s "$OUT/ours.mp4") (ours), $(stat -c %s "$OUT/reference.mp4") (ffmpeg)"

say ""; say "## Frames per second (300 frames, wall; one run each, interleaved)"
: > "$OUT/runs"
for size in 1080 full; do
    args=(); [ "$size" = 1080 ] && args=(--width 1080)
    run "flat-$size" "$DUO" render "$OUT/open-709-10.mp4" --bezels "$ART" "${args[@]}" -o "$OUT/flat-$size.mp4" -q
    run "book-$size" "$DUO" render "$OUT/open-709-10.mp4" --bezels "$ART" --pose book "${args[@]}" -o "$OUT/book-$size.mp4" -q
    run "laptop-turned-$size" "$DUO" render "$OUT/upright-709-10.mp4" --bezels "$ART" --pose laptop --turn 20 "${args[@]}" \
        -o "$OUT/laptop-$size.mp4" -q
done
say "load: $(cut -d' ' -f1-3 /proc/loadavg)"
say "| run | wall s | frames per second | CPU s |"
say "|---|---|---|---|"
while read -r label wall user sys rss; do
    say "| $label | $wall | $(awk -v w="$wall" 'BEGIN {printf "%.1f", 300 / w}') | $(awk -v u="$user" -v s="$sys" 'BEGIN {print u + s}') |"
done < "$OUT/runs"

say ""; say "## Peak memory of the whole process tree (duo-mockup and its two ffmpegs; flat, 1080 px)"
for rec in open-709-10 open-709-long; do
    say "$rec: $( { Benchmarks/tree-rss.py "$DUO" render "$OUT/$rec.mp4" --bezels "$ART" --width 1080 -o "$OUT/m.mp4" -q; } 2>&1 | grep tree-rss) MiB"
done
say "ffmpeg's pipeline, 10 s: $( { Benchmarks/tree-rss.py "${REFERENCE[@]}"; } 2>&1 | grep tree-rss) MiB"
