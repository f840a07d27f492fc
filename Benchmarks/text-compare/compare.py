#!/usr/bin/env python3
"""Our text engine against Pillow with libraqm (HarfBuzz + FriBidi) on the same font and size.

For each case, `duo-mockup text --info --margin 0` draws the text and says where the pen
started; Pillow (layout_engine=RAQM) draws it with anchor "ls" (left end of the baseline).
Both ink masks are placed relative to that pen point and compared:
  ink box   the pixel box of alpha > 0, relative to the pen, and its difference (px);
  IoU       of the pixels with alpha >= 128;
  <=1px     the smaller share of either mask's solid pixels within 1 px of the other's solid
            pixels (hinting in Pillow's FreeType moves edges by up to a pixel);
  mean diff of alpha over the union of both boxes (0..255).
Side-by-side pictures (ours above, Pillow below, on white) go to OUTDIR.

usage: /usr/bin/python3 compare.py [--binary PATH] [--out OUTDIR]
Needs python3-pil with raqm (Debian: python3-pil libraqm0).
"""
import json, os, subprocess, sys, tempfile
from PIL import Image, ImageDraw, ImageFilter, ImageFont, features

NOTO = "/usr/share/fonts/truetype/noto/"
DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
CASES = [
    ("latin-kerning", DEJAVU, 0, 48, "AVATAR Wave Type, Yo!"),
    ("arabic", NOTO + "NotoSansArabic-Regular.ttf", 0, 48, "مرحبا بالعالم"),
    ("hebrew", NOTO + "NotoSansHebrew-Regular.ttf", 0, 48, "שלום עולם"),
    ("arabic+latin", DEJAVU, 0, 48, "مرحبا DuoMockup بالعالم"),
    ("devanagari", NOTO + "NotoSansDevanagari-Regular.ttf", 0, 48, "नमस्ते दुनिया"),
    ("japanese", "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", 0, 48, "日本語のテキスト"),
    # Noto Color Emoji is a CBDT bitmap font: FreeType loads it only at its strike size, 109 px.
    ("emoji", NOTO + "NotoColorEmoji.ttf", 0, 109, "👋"),
]


def ours(binary, font, index, size, text, path):
    spec = font if index == 0 else f"{font}#{index}"
    out = subprocess.run([binary, "text", text, "--font", spec, "--size", str(size), "--margin", "0",
                          "--plain", "--info", "-o", path], capture_output=True, text=True, check=True)
    info = json.loads(out.stdout)
    image = Image.open(path).convert("RGBA")
    return image.getchannel("A"), info["pen"]


def pillow(font, index, size, text):
    f = ImageFont.truetype(font, size, index=index, layout_engine=ImageFont.Layout.RAQM)
    colour = font.endswith("NotoColorEmoji.ttf")
    left, top, right, bottom = f.getbbox(text, anchor="ls")
    pad = 4
    w, h = right - left + 2 * pad, bottom - top + 2 * pad
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    ImageDraw.Draw(image).text((pad - left, pad - top), text, font=f, fill=(0, 0, 0, 255),
                               anchor="ls", embedded_color=colour)
    return image.getchannel("A"), [pad - left, pad - top]


def ink_box(alpha, pen):
    box = alpha.getbbox()
    if box is None:
        return None
    return (box[0] - pen[0], box[1] - pen[1], box[2] - pen[0], box[3] - pen[1])


def compare(a, pen_a, b, pen_b):
    ba, bb = ink_box(a, pen_a), ink_box(b, pen_b)
    x0, y0 = int(min(ba[0], bb[0])) - 1, int(min(ba[1], bb[1])) - 1
    x1, y1 = int(max(ba[2], bb[2])) + 2, int(max(ba[3], bb[3])) + 2
    def canvas(alpha, pen):
        c = Image.new("L", (x1 - x0, y1 - y0), 0)
        c.paste(alpha, (int(round(-x0 - pen[0])), int(round(-y0 - pen[1]))))
        return c
    ca, cb = canvas(a, pen_a), canvas(b, pen_b)
    pa, pb = list(ca.getdata()), list(cb.getdata())
    inter = sum(1 for p, q in zip(pa, pb) if p >= 128 and q >= 128)
    union = sum(1 for p, q in zip(pa, pb) if p >= 128 or q >= 128)
    diff = sum(abs(p - q) for p, q in zip(pa, pb)) / len(pa)
    delta = max(abs(u - v) for u, v in zip(ba, bb))
    # Hinting (FreeType's, in Pillow) moves edges by up to a pixel: the share of each mask's
    # solid pixels that lie within 1 px of the other's shows whether the shapes agree.
    da, db = ca.filter(ImageFilter.MaxFilter(3)), cb.filter(ImageFilter.MaxFilter(3))
    near_a = sum(1 for p, q in zip(pa, db.getdata()) if p >= 128 and q >= 128) / max(1, sum(p >= 128 for p in pa))
    near_b = sum(1 for p, q in zip(pb, da.getdata()) if p >= 128 and q >= 128) / max(1, sum(p >= 128 for p in pb))
    return ba, bb, delta, inter / max(1, union), diff, min(near_a, near_b), ca, cb


def main():
    args = sys.argv[1:]
    binary = ".build/release/duo-mockup"
    outdir = tempfile.mkdtemp(prefix="text-compare-")
    if "--binary" in args: binary = args[args.index("--binary") + 1]
    if "--out" in args: outdir = args[args.index("--out") + 1]
    os.makedirs(outdir, exist_ok=True)
    if not features.check("raqm"):
        sys.exit("compare.py: Pillow has no raqm here (install libraqm0)")
    print(f"{'case':15} {'ours ink box':>17} {'Pillow+raqm ink box':>20} {'Δbox px':>7} {'IoU':>6} {'≤1px':>6} {'mean Δα':>7}")
    worst = 0
    for name, font, index, size, text in CASES:
        path = os.path.join(outdir, f"{name}-ours.png")
        a, pen_a = ours(binary, font, index, size, text, path)
        b, pen_b = pillow(font, index, size, text)
        ba, bb, delta, iou, diff, near, ca, cb = compare(a, pen_a, b, pen_b)
        worst = max(worst, delta)
        fmt = lambda r: "(" + ",".join(f"{v:.0f}" for v in r) + ")"
        print(f"{name:15} {fmt(ba):>17} {fmt(bb):>20} {delta:7.1f} {iou:6.3f} {near:6.3f} {diff:7.2f}")
        sheet = Image.new("L", (ca.width, ca.height * 2 + 4), 0)
        sheet.paste(ca, (0, 0)); sheet.paste(cb, (0, ca.height + 4))
        Image.eval(sheet, lambda v: 255 - v).save(os.path.join(outdir, f"{name}-side-by-side.png"))
    print(f"pictures: {outdir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
