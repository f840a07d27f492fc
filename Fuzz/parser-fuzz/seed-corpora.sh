#!/usr/bin/env bash
# Fills one seed corpus per parser-fuzz target from the repository's own examples (Docs/Fuzzing.md):
#   Fuzz/parser-fuzz/seed-corpora.sh DIR   → DIR/<target>/… for every target
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:?usage: seed-corpora.sh DIR}
for t in json storefile gallery manifest keyframes keyframe-file xcstrings strings colour; do mkdir -p "$out/$t"; done
cp Bezels.example/store/storefile.json "$out/storefile/"
# The JSON reader on its own: every document above, and the grammar's corners.
cp Bezels.example/store/storefile.json Docs/examples/gallery.json Bezels.example/bezels.json Bezels.example/store/Store.xcstrings "$out/json/"
printf '[1, -0, 0.5e-3, 1E+2, true, false, null, "\\u00e9\\ud83d\\ude00\\n\\/", {"a": {"b": []}, "a": 2}]' > "$out/json/corners.json"
printf '{"streams": [{"codec_type": "video", "width": 1170, "height": 2532, "r_frame_rate": "60/1"}], "format": {"duration": "3.2"}}' \
    > "$out/json/ffprobe.json"
cp Docs/examples/gallery.json "$out/gallery/"
cp Bezels.example/bezels.json "$out/manifest/"
cp Bezels.example/store/Store.xcstrings "$out/xcstrings/"
cp Bezels.example/store/de.lproj/Store.strings "$out/strings/de.strings"
# The same table in UTF-8 and in UTF-16 big-endian without a BOM (the example is UTF-16 with one).
python3 - "$out/strings" <<'PY'
import sys
raw = open(sys.argv[1] + "/de.strings", "rb").read()
text = raw.decode("utf-16") if raw[:2] in (b"\xff\xfe", b"\xfe\xff") else raw.decode("utf-8")
open(sys.argv[1] + "/de-utf8.strings", "wb").write(text.encode("utf-8"))
open(sys.argv[1] + "/de-utf16be.strings", "wb").write(text.encode("utf-16-be"))
PY
printf '0:180, 1.2:128@turn=20, 2.4:180' > "$out/keyframes/inline.txt"
printf '1 180 128 180' > "$out/keyframes/path.txt"
printf '0:180@spring, 0.8:90@tilt=-10@ease-in, 1.6:150' > "$out/keyframes/eases.txt"
printf '{"keyframes": [{"time": 0, "deg": 180}, {"time": 1.2, "deg": 128, "turn": 20, "ease": "spring"}, {"time": 2.4, "deg": 180}]}' \
    > "$out/keyframe-file/clip.json"
for c in '#1e2a44' '#abc' '#1e2a4480' '10,20,30' '10,20,30,0.5' 'transparent' 'white' 'grey'; do
    printf '%s' "$c" > "$out/colour/$(printf '%s' "$c" | od -An -tx1 | tr -d ' \n').txt"
done
