#!/usr/bin/env bash
# The sRGB path unchanged: renders every pose from the example captures (as PNG and as JPEG,
# written as PNG and as JPEG) and composes the example store with two builds, then compares
# each pair of outputs with cmp once their colour tags are dropped (strip_colour_tags.py): the
# image data must be byte for byte the same. Usage, from the repo root:
#   Benchmarks/colour-baseline/compare.sh OLD_DUO_MOCKUP NEW_DUO_MOCKUP [OUT]
set -euo pipefail
cd "$(dirname "$0")/../.."
OLD=${1:?old duo-mockup}; NEW=${2:?new duo-mockup}; OUT=${3:-/tmp/duo-colour-baseline}
STRIP="python3 Benchmarks/colour-baseline/strip_colour_tags.py"
rm -rf "$OUT"; mkdir -p "$OUT/old" "$OUT/new" "$OUT/captures"
C=Bezels.example/captures
for shot in closed closed-turned open upright; do
    cp "$C/$shot.png" "$OUT/captures/$shot.png"
    "$OLD" convert "$C/$shot.png" "$OUT/captures/$shot.jpg" --quality 92 2>/dev/null
done
renders=(
    "closed closed" "closed-turned closed-turned" "open open" "upright upright"
    "book open" "laptop upright"
)
same=0; different=0
compare() {  # compare NAME
    $STRIP "$OUT/old/$1" "$OUT/old/$1.bare"; $STRIP "$OUT/new/$1" "$OUT/new/$1.bare"
    if cmp -s "$OUT/old/$1.bare" "$OUT/new/$1.bare"; then same=$((same + 1)); else different=$((different + 1)); echo "DIFFERENT: $1"; fi
}
for r in "${renders[@]}"; do
    set -- $r; pose=$1; shot=$2
    for input in png jpg; do
        for output in png jpg; do
            name="$pose-from-$input.$output"
            for side in old new; do
                bin=$OLD; [ $side = new ] && bin=$NEW
                "$bin" render "$OUT/captures/$shot.$input" --pose "$pose" --bezels Bezels.example -o "$OUT/$side/$name" 2>/dev/null
            done
            compare "$name"
        done
    done
done
for side in old new; do
    bin=$OLD; [ $side = new ] && bin=$NEW
    "$bin" compose Bezels.example/store/storefile.json -o "$OUT/$side/store" -q 2>/dev/null
done
while IFS= read -r page; do compare "store/$page"; done < <(cd "$OUT/old" && find store -type f \( -name '*.png' -o -name '*.jpg' \) | sed 's|^store/||' | sort)
echo "$same identical without their colour tags, $different different"
[ "$different" -eq 0 ]
