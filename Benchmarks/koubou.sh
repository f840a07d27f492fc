#!/usr/bin/env bash
# `duo-mockup compose` beside Koubou (the Python screenshot tool, `kou generate`) on the same
# store: the example storefile Bezels.example/store/storefile.json, its 7 pages in 4 locales.
# Usage, from anywhere in the repo:
#   KOUBOU_VENV=$HOME/venv-koubou DUO=.build/release/duo-mockup Benchmarks/koubou.sh [--runs N] [--out DIR]
# KOUBOU_VENV: a venv with Koubou installed (python3 -m venv V && V/bin/pip install koubou==0.21.0);
# DUO: a release build of duo-mockup (swift build -c release --product duo-mockup).
# Benchmarks/koubou/make-config.py first writes Koubou configs equivalent to the storefile
# (Benchmarks/koubou/README.md says what is and is not equivalent). Then N rounds (default 3),
# the two tools alternating and the order turning each round, each a whole process (Koubou: its
# configs one after another in one shell) under GNU /usr/bin/time -f '%e %U %S %M', each into a
# fresh output folder. Prints a Markdown table of medians (wall s, CPU s = user + sys, peak RSS
# MiB, pages, bytes of the pages, bytes a page), the date, /proc/loadavg before and after, the
# tools' versions and the git revision; keeps it in DIR/table.md and the runs in DIR/raw.tsv.
# DIR (default /tmp/duo-koubou) is made by this script; an existing DIR it did not make is refused.
# The machine should be otherwise idle: a Koubou run takes minutes.
set -euo pipefail
CALLER=$(pwd)
cd "$(dirname "$0")/.."
REPO=$(pwd)
RUNS=3
OUT=/tmp/duo-koubou
STORE=$REPO/Bezels.example/store/storefile.json
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) RUNS=${2:?}; shift 2 ;;
        --out) OUT=${2:?}; shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "koubou.sh: unknown option $1 (usage: KOUBOU_VENV=DIR DUO=BIN Benchmarks/koubou.sh [--runs N] [--out DIR])" >&2; exit 2 ;;
    esac
done
die() { echo "koubou.sh: $*" >&2; exit 2; }
[ -n "${KOUBOU_VENV:-}" ] || die "set KOUBOU_VENV to a venv with Koubou 0.21.0 (python3 -m venv V && V/bin/pip install koubou==0.21.0)"
[ -x "$KOUBOU_VENV/bin/kou" ] || die "KOUBOU_VENV=$KOUBOU_VENV has no bin/kou: pip install koubou==0.21.0 into it"
[ -n "${DUO:-}" ] || die "set DUO to a release build of duo-mockup (swift build -c release --product duo-mockup; .build/release/duo-mockup)"
case "$DUO" in /*) ;; */*) DUO=$CALLER/$DUO ;; *) DUO=$(command -v "$DUO" || echo "$DUO") ;; esac
[ -f "$DUO" ] && [ -x "$DUO" ] || die "DUO=$DUO is not an executable file"
[ -x /usr/bin/time ] || die "needs GNU time at /usr/bin/time (apt-get install time)"
case "$OUT" in /*) ;; *) OUT=$CALLER/$OUT ;; esac
case "$RUNS" in ''|*[!0-9]*|0) die "--runs takes a whole number above 0" ;; esac
KOU=$KOUBOU_VENV/bin/kou
KPY=$KOUBOU_VENV/bin/python

# The output folder: made here, marked, and only its own subfolders are ever removed.
MARK=.duo-koubou-benchmark
if [ -e "$OUT" ] && [ ! -e "$OUT/$MARK" ] && [ -n "$(ls -A "$OUT" 2>/dev/null)" ]; then
    die "$OUT exists and was not made by this script: name another with --out"
fi
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
touch "$OUT/$MARK"
rm -rf "$OUT/koubou-config" "$OUT/duo-pages" "$OUT/koubou-pages" "$OUT/logs"
mkdir -p "$OUT/logs"

FRAMES_JSON=$("$KPY" -c 'import koubou, os; print(os.path.join(os.path.dirname(koubou.__file__), "frames"))')
"$KPY" "$REPO/Benchmarks/koubou/make-config.py" "$STORE" --work "$OUT/koubou-config" \
    --pages "$OUT/koubou-pages" --frames-json "$FRAMES_JSON"
EXPECTED=$(cat "$OUT/koubou-config/pages.txt")

# pages and bytes of a finished run: "count total_bytes"
page_stats() { # DIR MINDEPTH
    find "$1" -mindepth "$2" -maxdepth "$2" -type f -name '*.png' -printf '%s\n' \
        | awk '{ n++; b += $1 } END { printf "%d %d\n", n, b }'
}
run_duo() { # RUN
    rm -rf "$OUT/duo-pages"
    /usr/bin/time -f '%e %U %S %M' -o "$OUT/logs/duo-$1.time" \
        "$DUO" compose "$STORE" -o "$OUT/duo-pages" --quiet > "$OUT/logs/duo-$1.log" 2>&1 \
        || { cat "$OUT/logs/duo-$1.log" >&2; die "duo-mockup compose failed (run $1)"; }
    read -r pages bytes < <(page_stats "$OUT/duo-pages" 3)   # <locale>/<set>/NN-page.png
    [ "$pages" = "$EXPECTED" ] || die "duo-mockup wrote $pages pages, not $EXPECTED (run $1)"
    read -r wall user sys rss < "$OUT/logs/duo-$1.time"
    printf 'duo-mockup\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$wall" "$user" "$sys" "$rss" "$pages" "$bytes" >> "$OUT/raw.tsv"
}
run_koubou() { # RUN
    rm -rf "$OUT/koubou-pages"
    # kou finds the frames folder it insists on from its working directory (see make-config.py)
    ( cd "$OUT/koubou-config" && /usr/bin/time -f '%e %U %S %M' -o "$OUT/logs/koubou-$1.time" \
        bash -c 'while read -r c; do "$0" generate "$c" || exit 1; done < configs.txt' "$KOU" \
        > "$OUT/logs/koubou-$1.log" 2>&1 ) \
        || { tail -20 "$OUT/logs/koubou-$1.log" >&2; die "kou generate failed (run $1)"; }
    # kou reports a page it could not draw in its log but may still exit 0: count the pages
    read -r pages bytes < <(page_stats "$OUT/koubou-pages" 4)  # <set>/<locale>/<device>/NN-page.png
    [ "$pages" = "$EXPECTED" ] || { grep -A3 ERROR "$OUT/logs/koubou-$1.log" | head -20 >&2; die "kou wrote $pages pages, not $EXPECTED (run $1)"; }
    read -r wall user sys rss < "$OUT/logs/koubou-$1.time"
    printf 'koubou\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$wall" "$user" "$sys" "$rss" "$pages" "$bytes" >> "$OUT/raw.tsv"
}

printf 'tool\trun\twall_s\tuser_s\tsys_s\tmax_rss_kib\tpages\tbytes\n' > "$OUT/raw.tsv"
LOAD_BEFORE=$(cat /proc/loadavg)
START=$(date -u '+%Y-%m-%d %H:%M UTC')
# one untimed compose first, so its first timed run does not read the binary and the
# captures from disk; Koubou's first config of each run warms Python's caches for the rest
"$DUO" compose "$STORE" -o "$OUT/duo-pages" --quiet > "$OUT/logs/duo-warm-up.log" 2>&1 \
    || { cat "$OUT/logs/duo-warm-up.log" >&2; die "duo-mockup compose failed (warm-up)"; }
for run in $(seq 1 "$RUNS"); do
    if [ $((run % 2)) = 1 ]; then
        echo "koubou.sh: round $run of $RUNS: duo-mockup, then Koubou" >&2
        run_duo "$run"; run_koubou "$run"
    else
        echo "koubou.sh: round $run of $RUNS: Koubou, then duo-mockup" >&2
        run_koubou "$run"; run_duo "$run"
    fi
done
LOAD_AFTER=$(cat /proc/loadavg)

DUO_VERSION=$("$DUO" --version 2>&1 | head -1)
KOU_VERSION=$("$KOU" --version 2>&1 | head -1)
PY_VERSION=$("$KPY" -c 'import sys, PIL; print(f"Python {sys.version.split()[0]}, Pillow {PIL.__version__}")')
REV=$(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo unknown)
[ -z "$(git -C "$REPO" status --porcelain 2>/dev/null)" ] || REV="$REV (with uncommitted changes)"
WORKERS=$(sed -n 's/.*"parallel_workers": \([0-9]*\).*/\1/p' "$OUT/koubou-config/"*.yaml | head -1)

{
    echo "Compose beside Koubou: $START, $RUNS round(s), $(nproc) cores; medians of whole processes (GNU time)."
    echo
    echo "| tool | wall s | CPU s (user + sys) | peak RSS MiB | pages | bytes of the pages | bytes a page |"
    echo "|---|---|---|---|---|---|---|"
    awk -F'\t' 'NR > 1 { tool[$1] = 1; n[$1]++; w[$1, n[$1]] = $3; c[$1, n[$1]] = $4 + $5;
                         m[$1, n[$1]] = $6 / 1024; p[$1] = $7; b[$1, n[$1]] = $8 }
        function median(arr, t, k,   i, j, v, tmp) {
            for (i = 1; i <= k; i++) v[i] = arr[t, i]
            for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (v[j] < v[i]) { tmp = v[i]; v[i] = v[j]; v[j] = tmp }
            return (k % 2) ? v[(k + 1) / 2] : (v[k / 2] + v[k / 2 + 1]) / 2
        }
        END {
            split("duo-mockup koubou", order, " ")
            for (o = 1; o <= 2; o++) { t = order[o]; k = n[t]
                mw[t] = median(w, t, k)
                printf "| %s | %.2f | %.2f | %.0f | %d | %.0f | %.0f |\n", (t == "koubou" ? "kou generate" : "duo-mockup compose"),
                    mw[t], median(c, t, k), median(m, t, k), p[t], median(b, t, k), median(b, t, k) / p[t]
            }
            printf "\nKoubou / compose, wall time: %.1f×\n", mw["koubou"] / mw["duo-mockup"]
        }' "$OUT/raw.tsv"
    echo
    echo "- duo-mockup: $DUO_VERSION, git $REV; Koubou: $KOU_VERSION ($PY_VERSION), parallel_workers $WORKERS"
    echo "- load before: $LOAD_BEFORE; after: $LOAD_AFTER"
    echo "- command: KOUBOU_VENV=$KOUBOU_VENV DUO=$DUO Benchmarks/koubou.sh --runs $RUNS --out $OUT"
} | tee "$OUT/table.md"
