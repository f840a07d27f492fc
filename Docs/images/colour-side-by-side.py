#!/usr/bin/env python3
"""Makes Docs/images/colour-side-by-side.png (see Docs/Colour.md): one Display P3 capture shown
three ways, side by side: as an sRGB output (--colour-space srgb: converted, its colours beyond
sRGB clipped), as a Display P3 output (the default for a P3 capture: its numbers kept), and as
before colour management (its P3 numbers written into an sRGB page, as compose did: dull).

The three renders come from duo-mockup; Pillow's ImageCms (Little CMS) then converts each panel
from the profile its file carries into Display P3, so that the one picture, tagged Display P3,
shows on a wide-gamut screen what each file shows there. Usage, from the repo root:

    python3 Docs/images/colour-side-by-side.py .build/release/duo-mockup
"""
import io
import os
import subprocess
import sys
import tempfile

from PIL import Image, ImageCms, ImageDraw, ImageFont

duo = sys.argv[1]
work = tempfile.mkdtemp(prefix="duo-colour-doc-")


def render(capture, space, out):
    subprocess.run([duo, "render", capture, "--pose", "open", "--bezels", "Bezels.example", "--colour-space", space,
                    "--width", "760", "--padding", "40", "--background", "#f4f4f4", "-o", out], check=True)
    return out


def p3_profile():
    # duo-mockup's own Display P3 profile, taken from an output that carries it.
    sample = render("Bezels.example/captures/open.png", "display-p3", os.path.join(work, "p3-profile.png"))
    return Image.open(sample).info["icc_profile"]


# A capture of the open screen (3x: 2853 × 2007) in Display P3: bands of the P3 primaries and
# secondaries, each running from grey to the most saturated P3 colour (the outer third lies beyond
# sRGB), over a soft background with "app" cards.
W, H = 2853, 2007
capture = Image.new("RGB", (W, H), (236, 238, 242))
draw = ImageDraw.Draw(capture)
hues = [(255, 0, 0), (255, 128, 0), (255, 230, 0), (0, 200, 0), (0, 220, 255), (40, 60, 255), (255, 0, 200)]
band = (H - 240) // len(hues)
for k, (r, g, b) in enumerate(hues):
    y0 = 120 + k * band
    for x in range(120, W - 120):
        t = (x - 120) / (W - 241)
        colour = tuple(round(128 + (c - 128) * t) for c in (r, g, b))
        draw.line([(x, y0 + 12), (x, y0 + band - 12)], fill=colour)
profile = p3_profile()
p3_file = os.path.join(work, "capture-p3.png")
capture.save(p3_file, icc_profile=profile)
untagged = os.path.join(work, "capture-untagged.png")
capture.save(untagged)

panels = [
    ("sRGB output (--colour-space srgb)", render(p3_file, "srgb", os.path.join(work, "srgb.png"))),
    ("Display P3 output (default for a P3 capture)", render(p3_file, "capture", os.path.join(work, "p3.png"))),
    ("before: P3 numbers on an sRGB page", render(untagged, "srgb", os.path.join(work, "wrong.png"))),
]
target = ImageCms.ImageCmsProfile(io.BytesIO(profile))
converted = []
for title, path in panels:
    image = Image.open(path)
    source = ImageCms.ImageCmsProfile(io.BytesIO(image.info["icc_profile"]))
    rgba = image.convert("RGBA")
    rgb = ImageCms.profileToProfile(rgba.convert("RGB"), source, target, renderingIntent=ImageCms.Intent.RELATIVE_COLORIMETRIC)
    rgb.putalpha(rgba.getchannel("A"))
    converted.append((title, rgb))

gap, label = 24, 44
w = sum(p.width for _, p in converted) + gap * (len(converted) + 1)
h = max(p.height for _, p in converted) + label + gap
sheet = Image.new("RGB", (w, h), (255, 255, 255))
text = ImageDraw.Draw(sheet)
try:
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 22)
except OSError:
    font = ImageFont.load_default()
x = gap
for title, panel in converted:
    sheet.paste(panel, (x, label), panel)
    text.text((x + 8, 10), title, fill=(40, 40, 40), font=font)
    x += panel.width + gap
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "colour-side-by-side.png")
sheet.save(out, icc_profile=profile, optimize=True)
print(out)
