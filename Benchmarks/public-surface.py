#!/usr/bin/env python3
"""What `import DuoMockup` gives a library user (Docs/Library.md, "Public surface").

    swift build --build-tests && Benchmarks/public-surface.py   # public declarations, per module
    Benchmarks/public-surface.py --list Gallery Mockup          # and every one of those modules'
    Benchmarks/public-surface.py --user-view                    # Tests/DuoMockupTests compiled as a user's code

The count is the symbol graph of every module the umbrella re-exports at public access:
types, members, enum cases, operators and extensions of other modules' types (String…),
synthesized members left out. `package` declarations are the package's own: its modules, tools
and tests see them (SwiftPM names the package after its folder), code of another package does
not. --user-view type-checks Tests/DuoMockupTests as such code, so the tests that stand for a
library user cannot lean on a package declaration. Reads the built modules; builds nothing.
"""
import glob, json, os, subprocess, sys, tempfile, collections

UMBRELLA = ["Raster", "Codecs", "Colour", "Warp", "TextEngine", "Fold", "Mockup", "Motion", "Gallery", "Compose"]
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
bin_path = os.environ.get("DUO_BIN_PATH") or subprocess.run(
    ["swift", "build", "--show-bin-path"], cwd=root, capture_output=True, text=True, check=True).stdout.strip()
modules = bin_path + "/Modules"
triple = json.loads(subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True,
                                   check=True).stdout)["target"]["triple"]
# The C modules the Swift ones import: the map SwiftPM writes for the shims, the system libraries'.
maps = glob.glob(bin_path + "/*.build/module.modulemap") + glob.glob(root + "/Sources/C*/module.modulemap")
cflags = subprocess.run(["pkg-config", "--cflags", "harfbuzz", "fribidi", "fontconfig", "lcms2", "libpng", "libjpeg",
                         "libdeflate"], capture_output=True, text=True, check=True).stdout.split()
c_modules = [f for m in maps for f in ("-Xcc", "-fmodule-map-file=" + m)] + [f for c in cflags for f in ("-Xcc", c)]
c_modules += ["-I", root + "/Sources/_CodecShims/include"]


def symbols(module):
    """(name, kind) of each public symbol `module` declares, its extensions of other modules' types included."""
    with tempfile.TemporaryDirectory() as out:
        subprocess.run(["swift-symbolgraph-extract", "-module-name", module, "-I", modules, "-target", triple,
                        "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", out] + c_modules,
                       check=True, capture_output=True)
        found = {}
        for path in glob.glob(out + "/*.symbols.json"):
            for s in json.load(open(path))["symbols"]:
                found[s["identifier"]["precise"]] = (".".join(s["pathComponents"]), s["kind"]["identifier"][6:])
        return sorted(found.values())


if sys.argv[1:2] == ["--user-view"]:
    files = sorted(glob.glob(root + "/Tests/DuoMockupTests/*.swift"))
    run = subprocess.run(["swiftc", "-typecheck", "-I", modules, "-package-name", "a_library_user"] + c_modules + files)
    print("Tests/DuoMockupTests compile as a user's code" if run.returncode == 0 else "they need a package declaration")
    sys.exit(run.returncode)

listing = sys.argv[2:] if sys.argv[1:2] == ["--list"] else []
total = 0
for module in UMBRELLA:
    found = symbols(module)
    total += len(found)
    types = sum(1 for _, kind in found if kind in ("struct", "enum", "class", "protocol", "typealias", "actor"))
    print(f"{module:<11} {len(found):5}  ({types} types)")
    for name, kind in found if module in listing else []:
        print(f"    {kind:<14} {name}")
print(f"{'total':<11} {total:5}")
