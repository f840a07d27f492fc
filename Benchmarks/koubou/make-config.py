#!/usr/bin/env python3
"""Write Koubou configs equivalent to a DuoMockup storefile (for Benchmarks/koubou.sh).

    make-config.py STOREFILE --work DIR --pages DIR [--frames-json DIR]

Reads the storefile (JSON), its strings (String Catalogs and .strings files)
and its bezel art's bezels.json, and writes into --work:

  * one Koubou YAML config per (set, locale group): Koubou draws one layout
    and one font list for all the languages of a config, so locales that need
    other fonts (Arabic, Japanese) or a mirrored layout get their own config;
  * strings.xcstrings: every key of the storefile in every locale, resolved
    the way compose resolves them (String Catalog, then .strings, exact locale
    then its language), for Koubou's xcstrings localisation;
  * src/koubou/frames/: Koubou 0.21 insists on a folder of frame PNGs before
    it draws anything (and would download one); it finds this folder when it
    runs from --work. It holds the package's Frames.json/Sizes.json (copied
    from --frames-json, the installed koubou/frames folder) and the
    example's cover art under the config's device name; no page uses it
    (every device is drawn as capture + bezel image layers, see README.md);
  * configs.txt: the config files, one a line, in the order to run them;
  * pages.txt: how many pages they make (the storefile's pages in every locale).

Koubou writes its pages under --pages (absolute): <pages>/<locale>/<device>/NN-name.png.

Plain Python 3 (standard library only); fc-list / fc-match pick font files.
"""

import argparse
import json
import math
import os
import re
import shutil
import subprocess
import sys

# Page sizes of the presets, as Docs/Store.md names them (Koubou's own
# iPhoneDuo_Inner / iPhoneDuo_Outer sizes are the same pixels).
PRESETS = {
    "app-store-duo-inner": (2007, 2853),
    "app-store-duo-outer": (1398, 2034),
}
# compose's caption defaults (Docs/Store.md, "Style").
CAPTION_DEFAULTS = {
    "position": "above", "margin": 0.06, "boxHeight": 0.22, "titleSize": 0.075,
    "subtitleSize": 0.04, "titleWeight": 700, "subtitleWeight": 400,
    "titleColor": "#ffffff", "subtitleColor": "#ebebf5", "lines": 2,
    "fonts": ["Helvetica Neue", "Noto Sans", "DejaVu Sans"],
}
RIGHT_TO_LEFT = {"ar", "he", "fa", "ur", "ps", "sd", "ug", "yi", "dv"}
# The bezel a pose is drawn in; Koubou cannot fold, so book and laptop get the flat art.
POSE_BEZEL = {"closed": "closed", "closed-turned": "closed-turned", "open": "open",
              "book": "open", "upright": "upright", "laptop": "upright"}
DEVICE_GAP = 0.04     # gap between devices in a row, a fraction of the page width
# text and badge layers' defaults (Docs/Store.md, "Layers"): sizes are fractions of the page height
TEXT_LAYER = {"size": 0.04, "weight": 700, "color": "#ffffff"}
BADGE = {"size": 0.022, "box": "#ff3b30", "padding": 0.35}


def die(message):
    sys.exit(f"make-config.py: {message}")


# ---------------------------------------------------------------- strings

def read_strings_file(path):
    """A .strings file (UTF-16 with BOM or UTF-8): {key: value}."""
    raw = open(path, "rb").read()
    if raw[:2] in (b"\xff\xfe", b"\xfe\xff"):
        text = raw.decode("utf-16")
    else:
        text = raw.decode("utf-8-sig")
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"(?m)^\s*//.*$", "", text)
    quoted = r'"((?:[^"\\]|\\.)*)"'
    pairs = {}
    for key, value in re.findall(quoted + r"\s*=\s*" + quoted + r"\s*;", text):
        unescape = lambda s: re.sub(r'\\(.)', lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), s)
        pairs[unescape(key)] = unescape(value)
    return pairs


def locale_candidates(locale):
    """The locale, its underscore/hyphen spellings, then its language."""
    out = [locale, locale.replace("_", "-"), locale.replace("-", "_")]
    language = re.split(r"[-_]", locale)[0]
    out.append(language)
    return list(dict.fromkeys(out))


def resolve_strings(store_dir, patterns, locale):
    """{key: value} for one locale: each pattern in order, exact locale before its language."""
    table = {}
    for pattern in reversed(patterns):          # earlier patterns win
        for candidate in reversed(locale_candidates(locale)):
            path = os.path.join(store_dir, pattern.replace("{locale}", candidate))
            if not os.path.isfile(path):
                continue
            if path.endswith(".xcstrings"):
                catalog = json.load(open(path, encoding="utf-8"))
                for key, entry in catalog.get("strings", {}).items():
                    for name in reversed(locale_candidates(locale)):
                        unit = entry.get("localizations", {}).get(name, {}).get("stringUnit")
                        if unit and unit.get("value"):
                            table[key] = unit["value"]
            else:
                table.update(read_strings_file(path))
            if "{locale}" not in pattern:
                break
    return table


# ---------------------------------------------------------------- fonts

def fc(args):
    try:
        return subprocess.run(args, capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError) as error:
        die(f"{' '.join(args)} failed: {error}")


def family_for(fonts, language):
    """The first family of the caption's list that fontconfig says covers the language."""
    covering = set()
    for line in fc(["fc-list", f":lang={language}", "family"]).splitlines():
        covering.update(name.strip() for name in line.split(","))
    for family in fonts:
        if family in covering:
            return family
    fallback = fc(["fc-match", "-f", "%{family[0]}", f":lang={language}"]).strip()
    return fallback or fonts[0]


def font_file(family, weight):
    """fontconfig's file for a family at a CSS weight."""
    fc_weight = {100: 0, 200: 40, 300: 50, 400: 80, 500: 100, 600: 180,
                 700: 200, 800: 205, 900: 210}[min(900, max(100, round(weight / 100) * 100))]
    return fc(["fc-match", "-f", "%{file}", f"{family}:weight={fc_weight}"]).strip()


# ---------------------------------------------------------------- geometry

def css_to_koubou_direction(angle):
    """CSS angle (0 = bottom to top, 90 = left to right) -> Koubou's (0 = left to right, y down)."""
    return (angle - 90) % 360


def background(spec, width, height, part=0, parts=1):
    """A Koubou background for a storefile background; on a span, page `part` of `parts`."""
    if isinstance(spec, str):
        spec = {"type": "color", "color": spec}
    kind = spec.get("type")
    if kind == "color":
        return {"type": "solid", "colors": [spec["color"]]}
    stops = [s if isinstance(s, str) else s["color"] for s in spec["stops"]]
    positions = [s["at"] if isinstance(s, dict) and "at" in s else i / (len(stops) - 1)
                 for i, s in enumerate(spec["stops"])]
    if kind == "linear":
        angle = spec.get("angle", 180)
        if parts > 1 and angle % 180 == 90:
            # a horizontal ramp across the span: this page's share of it, as its own stops
            lo, hi = part / parts, (part + 1) / parts
            if angle % 360 == 270:
                lo, hi = 1 - hi, 1 - lo
            cut_stops, cut_positions = [], []
            for i in range(len(stops) - 1):
                a, b = positions[i], positions[i + 1]
                if b < lo or a > hi:
                    continue
                for t, colour in ((a, stops[i]), (b, stops[i + 1])):
                    if t < lo:
                        colour, t = mix(stops[i], stops[i + 1], (lo - a) / (b - a)), lo
                    if t > hi:
                        colour, t = mix(stops[i], stops[i + 1], (hi - a) / (b - a)), hi
                    if not cut_positions or t > cut_positions[-1]:
                        cut_stops.append(colour)
                        cut_positions.append(t)
            stops = cut_stops
            positions = [(t - lo) / (hi - lo) for t in cut_positions]
        return {"type": "linear", "colors": stops, "positions": [round(p, 4) for p in positions],
                "direction": css_to_koubou_direction(angle)}
    if kind == "radial":
        cx, cy = spec.get("center", [0.5, 0.5])
        radius = spec.get("radius", 0.5) * math.hypot(width, height)
        return {"type": "radial", "colors": stops, "positions": [round(p, 4) for p in positions],
                "center": [f"{cx * 100:g}%", f"{cy * 100:g}%"], "radius": f"{radius:.0f}px"}
    die(f"background type {kind!r} has no Koubou equivalent in this script")


def mix(a, b, t):
    pa = [int(a[i:i + 2], 16) for i in (1, 3, 5)]
    pb = [int(b[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(pa, pb))


def px(value):
    return f"{round(value)}px"


def num(value):
    """A pixel value as Koubou's highlight and zoom take it (a bare integer string)."""
    return str(round(value))


class Art:
    """One pose's bezel: its file, size and screen rectangle (from bezels.json)."""

    def __init__(self, bezel_dir, entry):
        self.path = os.path.join(bezel_dir, entry["file"])
        screen = entry["screen"]
        self.screen = (screen["x"], screen["y"], screen["width"], screen["height"])
        self.size = png_size(self.path)


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        die(f"{path} is not a PNG")
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


def device_items(device, art, scale, cx, cy, rotate, page_size, store_dir):
    """Koubou items for one device: the capture under its bezel, plus its callouts."""
    aw, ah = art.size
    sx, sy, sw, sh = art.screen
    capture = os.path.normpath(os.path.join(store_dir, device["capture"]))
    # the screen's centre relative to the art's centre (zero for the example's art)
    off_x = (sx + sw / 2 - aw / 2) * scale
    off_y = (sy + sh / 2 - ah / 2) * scale
    items = [
        {"type": "image", "asset": capture, "scale": round(scale, 6),
         "position": [px(cx + off_x), px(cy + off_y)], "rotation": rotate},
        {"type": "image", "asset": art.path, "scale": round(scale, 6),
         "position": [px(cx), px(cy)], "rotation": rotate},
    ]
    width, height = page_size
    left = cx + off_x - sw * scale / 2
    top = cy + off_y - sh * scale / 2
    highlight = device.get("highlight")
    if highlight:
        rect = highlight if isinstance(highlight, list) else highlight["rect"]
        radius = 36 if isinstance(highlight, list) else highlight.get("cornerRadius", 36)
        amount = 0.6 if isinstance(highlight, list) else highlight.get("amount", 0.6)
        x, y, w, h = rect
        items.append({"type": "highlight", "shape": "rounded_rect",
                      "position": [num(left + (x + w / 2) * scale), num(top + (y + h / 2) * scale)],
                      "dimensions": [num(w * scale), num(h * scale)],
                      "corner_radius": round(radius * scale), "border_width": 0,
                      "spotlight": True, "spotlight_opacity": amount})
    zoom = device.get("zoom")
    if zoom:
        rect = zoom if isinstance(zoom, list) else zoom["rect"]
        x, y, w, h = rect
        at = zoom.get("at", [0.5, 0.5]) if isinstance(zoom, dict) else [0.5, 0.5]
        items.append({"type": "zoom", "shape": "rounded_rect",
                      "source_position": [num(left + (x + w / 2) * scale), num(top + (y + h / 2) * scale)],
                      "source_size": [num(w * scale), num(h * scale)],
                      "zoom_level": zoom.get("scale", 2) if isinstance(zoom, dict) else 2,
                      "display_position": [num(at[0] * width), num(at[1] * height)],
                      "border_color": "#ffffff", "border_width": max(1, round(0.006 * width)),
                      "corner_radius": round(0.03 * width), "connector": True,
                      "connector_color": "#ffffff", "shadow": True})
    return items


def device_scale(device, art, width, height, fallback):
    aw, ah = art.size
    if "height" in device:
        return device["height"] * height / ah
    if "width" in device:
        return device["width"] * width / aw
    return fallback


# ---------------------------------------------------------------- pages

def caption_items(caption, title, subtitle, width, height, fonts):
    """Koubou text items for a page's title and subtitle, laid out as compose's caption box."""
    margin = caption["margin"] * width
    box_h = caption["boxHeight"] * height
    box_top = margin if caption["position"] != "below" else height - margin - box_h
    t = caption["titleSize"] * width
    s = caption["subtitleSize"] * width
    gap = 0.35 * s
    block = t * 1.2 + ((gap + s * 1.2) if subtitle else 0)
    top = box_top + (box_h - block) / 2
    items = []
    if title:
        items.append({"type": "text", "content": title, "position": ["50%", px(top + t * 0.6)],
                      "size": round(t), "min_size": round(caption["minimumSize"] * width),
                      "max_width": round(width - 2 * margin), "max_height": round(box_h),
                      "max_lines": caption["lines"], "color": caption["titleColor"],
                      "font_family": fonts(caption["titleWeight"]), "alignment": "center"})
    if subtitle:
        items.append({"type": "text", "content": subtitle,
                      "position": ["50%", px(top + t * 1.2 + gap + s * 0.6)], "size": round(s),
                      "max_width": round(width - 2 * margin), "max_lines": 2,
                      "color": caption["subtitleColor"],
                      "font_family": fonts(caption["subtitleWeight"]), "alignment": "center"})
    return items


def layer_items(layer, width, height, mirror, fonts, arts, store_dir, caption):
    kind = layer["type"]
    x = layer.get("x", 0.5)
    if mirror:
        x = 1 - x
    y = layer.get("y", 0.5)
    rotate = layer.get("rotate", 0)
    if kind in ("text", "badge"):
        key = layer["text"]["key"] if isinstance(layer["text"], dict) else None
        content = key or layer["text"]
        size = layer.get("size", BADGE["size"] if kind == "badge" else TEXT_LAYER["size"]) * height
        weight = layer.get("weight", TEXT_LAYER["weight"])
        item = {"type": "text", "content": content, "size": round(size),
                "font_family": fonts(weight), "rotation": rotate, "alignment": "center"}
        # Koubou's content items centre a text block on its position (0.21 passes no
        # anchor and no rotation on to the text renderer): move a top or bottom
        # anchor to the centre of one line; the rotation is kept in the config
        anchor = layer.get("anchor", "center")
        cy = y * height
        if anchor.startswith("top"):
            cy += size * 0.6
        elif anchor.startswith("bottom"):
            cy -= size * 0.6
        item["position"] = [f"{x * 100:g}%", px(cy)]
        if "width" in layer:
            item["max_width"] = round(layer["width"] * width)
        if "fill" in layer:
            fill = layer["fill"]
            item["gradient"] = {"type": "linear", "colors": fill["stops"],
                                "direction": css_to_koubou_direction(fill.get("angle", 180))}
        else:
            colour = layer.get("color", TEXT_LAYER["color"])
            if "opacity" in layer:
                colour = colour[:7] + f"{round(layer['opacity'] * 255):02x}"
            item["color"] = colour
        if "stroke" in layer:
            item["stroke_width"] = max(1, round(layer["stroke"]["width"] * size))
            item["stroke_color"] = layer["stroke"]["color"]
        if kind == "badge":
            pad = round(size * BADGE["padding"])
            item["box"] = {"color": BADGE["box"], "padding": pad,
                           "corner_radius": round(size * 0.6 + pad)}   # a pill
        return [item]
    if kind == "image":
        path = os.path.normpath(os.path.join(store_dir, layer["image"]))
        iw, ih = png_size(path)
        if "height" in layer:
            scale = layer["height"] * height / ih
        elif "width" in layer:
            scale = layer["width"] * width / iw
        else:
            scale = 1.0
        return [{"type": "image", "asset": path, "scale": round(scale, 6),
                 "position": [px(x * width), px(y * height)], "rotation": rotate}]
    if kind == "device":
        art = arts[POSE_BEZEL[layer.get("pose", "closed")]]
        scale = device_scale(layer, art, width, height, 0.6 * height / art.size[1])
        return device_items(layer, art, scale, x * width, y * height, rotate, (width, height), store_dir)
    die(f"layer type {kind!r} has no Koubou equivalent in this script")


def page_devices(page, arts, width, height, caption, mirror, part, span_x0):
    """(device, art, scale, cx, cy) for the devices drawn on one page (its own and a span's)."""
    margin = caption["margin"] * width
    box_h = caption["boxHeight"] * height
    area_top = margin + (box_h if caption["position"] == "above" else 0)
    area_bottom = height - margin - (box_h if caption["position"] == "below" else 0)
    area_w, area_h = width - 2 * margin, area_bottom - area_top
    placed = []
    for owner_devices, span, offset in part:
        devices = [(d, arts[POSE_BEZEL[d.get("pose", "closed")]]) for d in owner_devices]
        unsized = [(d, a) for d, a in devices if "height" not in d and "width" not in d]
        row_w = sum(a.size[0] for _, a in unsized)
        gap = DEVICE_GAP * width
        common = None
        if unsized:
            common = min((area_w - gap * (len(unsized) - 1)) / row_w,
                         area_h / max(a.size[1] for _, a in unsized))
        cursor = width / 2 - (row_w * (common or 0) + gap * (len(unsized) - 1)) / 2
        row = []
        for d, a in devices:
            scale = device_scale(d, a, width, height, common)
            if "x" in d:
                x = d["x"]
                if mirror:
                    x = span - x
                cx = (x - offset) * width
            elif (d, a) in unsized:
                cx = cursor + a.size[0] * scale / 2
                cursor += a.size[0] * scale + gap
                row.append(len(placed))
            else:
                cx = width / 2
            cy = d["y"] * height if "y" in d else (area_top + area_bottom) / 2
            placed.append([d, a, scale, cx, cy])
        if mirror and len(row) > 1:         # a row is laid out from the right
            for i in row:
                placed[i][3] = width - placed[i][3]
    return placed


def build(store_path, work, pages_dir, frames_json=None):
    store_dir = os.path.dirname(os.path.abspath(store_path))
    store = json.load(open(store_path, encoding="utf-8"))
    bezel_dir = os.path.normpath(os.path.join(store_dir, store.get("bezels", ".")))
    manifest = json.load(open(os.path.join(bezel_dir, "bezels.json"), encoding="utf-8"))
    arts = {name: Art(bezel_dir, entry) for name, entry in manifest["bezels"].items()
            if "screen" in entry}
    locales = store["locales"]
    patterns = store.get("strings", [])
    strings = {loc: resolve_strings(store_dir, patterns, loc) for loc in locales}

    # the merged catalog Koubou reads: every key, every locale under its own code
    keys = sorted(set().union(*(t.keys() for t in strings.values())))
    catalog = {"sourceLanguage": store.get("sourceLocale", "en-US"), "version": "1.0", "strings": {
        key: {"localizations": {loc: {"stringUnit": {"state": "translated", "value": strings[loc][key]}}
                                for loc in locales if key in strings[loc]}} for key in keys}}
    os.makedirs(work, exist_ok=True)
    with open(os.path.join(work, "strings.xcstrings"), "w", encoding="utf-8") as f:
        json.dump(catalog, f, ensure_ascii=False, indent=1)

    top_style = store.get("style", {})
    configs = []
    pages_count = 0
    for set_index, page_set in enumerate(store["sets"]):
        preset = page_set.get("preset")
        width, height = page_set["size"] if "size" in page_set else PRESETS[preset]
        if page_set.get("landscape"):
            width, height = height, width
        set_name = page_set.get("name", preset or f"set{set_index + 1}")
        set_style = page_set.get("style", {})
        # locale groups: one config per (fonts, mirrored)
        groups = {}
        for loc in locales:
            language = re.split(r"[-_]", loc)[0].lower()
            caption = dict(CAPTION_DEFAULTS, **top_style.get("caption", {}), **set_style.get("caption", {}))
            caption.setdefault("minimumSize", caption["titleSize"] / 2)
            family = family_for(caption["fonts"], language)
            mirror = bool(top_style.get("mirrorRightToLeft", False)) and language in RIGHT_TO_LEFT
            groups.setdefault((family, mirror), []).append(loc)
        for (family, mirror), group in groups.items():
            fonts = lambda weight, family=family: font_file(family, weight)
            screenshots = {}
            spans = []   # (devices, span, first page index) of spans still running
            pages = page_set["pages"]
            for index, page in enumerate(pages):
                style = dict(top_style, **set_style, **page.get("style", {}))
                caption = dict(CAPTION_DEFAULTS, **top_style.get("caption", {}),
                               **set_style.get("caption", {}), **page.get("style", {}).get("caption", {}))
                caption.setdefault("minimumSize", caption["titleSize"] / 2)
                span = page.get("span", 1)
                if span > 1:
                    spans.append((page.get("devices", []), span, index, style.get("background")))
                running = [sp for sp in spans if sp[2] <= index < sp[2] + sp[1]]
                content = []
                spec = style.get("background", "#000000")
                part, parts = 0, 1
                for sp in running:
                    spec, part, parts = sp[3], index - sp[2], sp[1]
                bg = background(spec, width, height, part, parts)
                if "layers" in page:
                    for layer in page["layers"]:
                        content += layer_items(layer, width, height, mirror, fonts, arts, store_dir, caption)
                else:
                    owners = [(sp[0], sp[1], index - sp[2]) for sp in running]
                    if span == 1 and page.get("devices"):
                        owners.append((page["devices"], 1, 0))
                    for d, a, scale, cx, cy in page_devices(page, arts, width, height, caption,
                                                            mirror, owners, 0):
                        content += device_items(d, a, scale, cx, cy, d.get("rotate", 0),
                                                (width, height), store_dir)
                title = page.get("title")
                subtitle = page.get("subtitle")
                text_of = lambda v: (v["key"] if "key" in v else v["text"]) if isinstance(v, dict) else v
                content += caption_items(caption, text_of(title) if title else None,
                                         text_of(subtitle) if subtitle else None,
                                         width, height, fonts)
                screenshots[f"{index + 1:02d}-{page['name']}"] = {"background": bg, "content": content}
            pages_count += len(screenshots) * len(group)
            name = f"{set_name}-{'-'.join(group)}"
            config = {
                "project": {"name": name, "output_dir": os.path.join(pages_dir, set_name),
                            "device": "iPhone Duo - Night Sky - Outer Closed Portrait",
                            "output_size": [width, height],
                            "parallel_workers": int(os.environ.get("KOUBOU_WORKERS", os.cpu_count() or 1))},
                "localization": {"base_language": group[0], "languages": group,
                                 "xcstrings_path": "strings.xcstrings"},
                "screenshots": screenshots,
            }
            path = os.path.join(work, f"{name}.yaml")
            with open(path, "w", encoding="utf-8") as f:
                # JSON is YAML: Koubou's yaml.safe_load reads it as is
                json.dump(config, f, ensure_ascii=False, indent=1)
            configs.append(path)

    # the frames folder Koubou needs before it starts (unused by the pages)
    frames = os.path.join(work, "src", "koubou", "frames")
    os.makedirs(frames, exist_ok=True)
    if frames_json:
        for name in ("Frames.json", "Sizes.json"):
            shutil.copyfile(os.path.join(frames_json, name), os.path.join(frames, name))
    shutil.copyfile(arts["closed"].path,
                    os.path.join(frames, "iPhone Duo - Night Sky - Outer Closed Portrait.png"))
    with open(os.path.join(work, "configs.txt"), "w") as f:
        f.write("".join(p + "\n" for p in configs))
    with open(os.path.join(work, "pages.txt"), "w") as f:
        f.write(f"{pages_count}\n")
    return configs, pages_count


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("storefile")
    parser.add_argument("--work", required=True, help="folder for the configs and Koubou's inputs")
    parser.add_argument("--pages", required=True, help="folder Koubou writes its pages into")
    parser.add_argument("--frames-json", help="Koubou's installed frames folder (Frames.json, Sizes.json)")
    args = parser.parse_args()
    configs, pages = build(args.storefile, os.path.abspath(args.work), os.path.abspath(args.pages),
                           args.frames_json)
    print(f"make-config.py: {len(configs)} configs, {pages} pages", file=sys.stderr)


if __name__ == "__main__":
    main()
