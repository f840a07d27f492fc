// swift-tools-version:6.0
import PackageDescription

// The module map (Docs/Library.md): each module owns one idea and names, in its README, what it
// must not know. Arrows point at dependencies.
//
//   Raster ← Codecs ← Mockup ← Gallery ← DuoMockup (umbrella) ← DuoMockupCLI ← duo-mockup
//   Raster, Codecs ← Colour ← Mockup, Motion, Compose
//   Raster ← Warp ← Fold ← Mockup ← Motion ← Gallery
//   Raster, Codecs ← TextEngine ← Gallery, DuoMockup
//   Codecs, Mockup ← _Batch ← Gallery, Compose, DuoMockupCLI (not re-exported by the umbrella)
//   TextEngine, Warp, Mockup, Motion, _Batch ← Compose ← DuoMockup
//   _Support (numbers, paths, file identities) ← every module that needs it
let package = Package(
    name: "DuoMockup",
    // The oldest macOS whose SDK has everything the package calls (ContinuousClock and Duration,
    // Regex and the string algorithms need 13); Docs/Library.md lists what was checked.
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "DuoMockup", targets: ["DuoMockup"]),
        .executable(name: "duo-mockup", targets: ["duo-mockup"]),
        .executable(name: "duo-mockup-bench", targets: ["duo-mockup-bench"]),
    ],
    targets: [
        // System libraries, found through pkg-config.
        .systemLibrary(
            name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CJPEG", path: "Sources/CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
        .systemLibrary(
            name: "CDeflate", path: "Sources/CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
        .systemLibrary(
            name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(
            name: "CFriBidi", path: "Sources/CFriBidi", pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]),
        .systemLibrary(
            name: "CFontconfig", path: "Sources/CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig1-dev"]), .brew(["fontconfig"])]),
        .systemLibrary(
            name: "CLCMS2", path: "Sources/CLCMS2", pkgConfig: "lcms2",
            providers: [.apt(["liblcms2-dev"]), .brew(["little-cms2"])]),
        // C shims that keep libpng's and libjpeg's longjmp-based error handling
        // inside C frames, PNG image data inflated ahead for libpng, and the PNG encoder's row
        // filtering and band compression (both libdeflate).
        // No stable API: used by Codecs only.
        .target(name: "_CodecShims", dependencies: ["CPNG", "CJPEG", "CDeflate"], path: "Sources/_CodecShims",
                linkerSettings: [.linkedLibrary("z")]),

        // Small helpers every module shares (numbers and paths as text; the one JSON reader,
        // checker and writer). No stable API.
        .target(name: "_Support", path: "Sources/_Support"),
        // The raster core: premultiplied RGBA8 images, compositing, masks, resampling, orientation.
        .target(name: "Raster", path: "Sources/Raster"),
        // PNG and JPEG in and out, EXIF orientation, colour chunks, atomic writes and file reads.
        .target(name: "Codecs", dependencies: ["Raster", "_Support", "_CodecShims"], path: "Sources/Codecs"),
        // Colour spaces: what an image's colour chunks mean (profiles read by Little CMS), the
        // working space of an output, our compact sRGB and Display P3 profiles, and conversions
        // (our own tables between matrix/TRC profiles, lcms2 transforms otherwise).
        .target(name: "Colour", dependencies: ["Raster", "Codecs", "CLCMS2"], path: "Sources/Colour"),
        // Perspective warps: homographies, samplers and the one warp engine. Knows nothing of phones.
        .target(name: "Warp", dependencies: ["Raster"], path: "Sources/Warp"),
        // TextEngine: fonts (files, fontconfig), fallback, shaping (HarfBuzz), bidi (FriBidi), line
        // breaking, layout and drawing into a Raster image. Knows nothing of phones or galleries.
        .target(name: "TextEngine", dependencies: ["Raster", "Codecs", "CHarfBuzz", "CFriBidi", "CFontconfig"],
                path: "Sources/TextEngine", exclude: ["README.md"]),
        // The 3-D fold of a flat picture about a hinge: geometry, lighting, crease, shadow, thickness.
        // Knows leaves and hinges, not phones or bezels.
        .target(name: "Fold", dependencies: ["Raster", "Warp", "_Support"], path: "Sources/Fold"),
        // The device: the Duo's numbers, bezel sets, placement, typed settings, the render pipeline.
        .target(name: "Mockup", dependencies: ["Raster", "Codecs", "Colour", "Warp", "Fold", "_Support"], path: "Sources/Mockup"),
        // Batch infrastructure, no stable API: whole-file reads, output safety (names kept inside
        // OUTDIR and off the inputs, the lock, the record of written files), content hashes, the
        // worker pool, a work file's mistakes with places, the bezel art a batch renders with.
        // Knows no gallery, store page or flag; atomic writes stay in Codecs, which writes images.
        .target(name: "_Batch", dependencies: ["Raster", "Codecs", "Mockup", "_Support"], path: "Sources/_Batch"),
        // Galleries and the jobs on one capture: render (a still or a recording), sweep, animate and
        // convert jobs (Jobs/), gallery files, plans, stamps, sharding, the renderer, sweep and gallery pages.
        .target(name: "Gallery", dependencies: ["Raster", "Codecs", "TextEngine", "Fold", "Mockup", "Motion", "_Batch", "_Support"], path: "Sources/Gallery"),
        // Fold animations: keyframes (spelled, or read from a file), easing, the clip's settings as
        // spelled, frames rendered on every core and streamed in order into APNG, GIF, a folder of
        // PNGs, or ffmpeg.
        .target(name: "Motion", dependencies: ["Raster", "Codecs", "Colour", "Fold", "Mockup", "_Support"], path: "Sources/Motion"),
        // Store pages: storefiles, presets, backgrounds, captions, localisation, validation, the compose job.
        .target(name: "Compose", dependencies: ["Raster", "Codecs", "Colour", "Warp", "TextEngine", "Fold", "Mockup", "Motion", "_Batch", "_Support"],
                path: "Sources/Compose", exclude: ["README.md"]),
        // The umbrella: `import DuoMockup` gives the whole public API.
        .target(name: "DuoMockup", dependencies: ["Raster", "Codecs", "Colour", "Warp", "TextEngine", "Fold", "Mockup", "Gallery", "Motion", "Compose"],
                path: "Sources/DuoMockup"),
        // The command line, as a library so that tests can drive it in-process. Owns every flag name.
        .target(name: "DuoMockupCLI", dependencies: ["DuoMockup", "_Batch", "_Support"], path: "Sources/DuoMockupCLI"),
        .executableTarget(name: "duo-mockup", dependencies: ["DuoMockupCLI"], path: "Sources/duo-mockup"),
        .executableTarget(name: "duo-mockup-bench", dependencies: ["DuoMockup"],
                          path: "Benchmarks/duo-mockup-bench"),
        .executableTarget(name: "duo-bezel-art", dependencies: ["Raster", "Codecs"], path: "Bezels.example/Generator"),
        // Codec timings against Pillow (release builds only), and the decoders' fuzz target
        // (a file runner normally; libFuzzer's entry point with -D CODEC_FUZZ, see Docs/Fuzzing.md).
        .executableTarget(name: "codec-bench", dependencies: ["Raster", "Codecs"], path: "Benchmarks/codec-bench"),
        // The text engine's timings (release builds only): a two-line title, shaped, broken, drawn.
        .executableTarget(name: "text-bench", dependencies: ["Raster", "TextEngine"], path: "Benchmarks/text-bench"),
        .executableTarget(name: "codec-fuzz", dependencies: ["Codecs"], path: "Fuzz/codec-fuzz"),
        // The reader of ffprobe's reports, fuzzed the same way (-D PROBE_FUZZ).
        .executableTarget(name: "probe-fuzz", dependencies: ["Motion"], path: "Fuzz/probe-fuzz"),
        // Every parser of what users write (the JSON reader, storefiles, gallery files, manifests,
        // keyframes, strings, colours): a file runner normally; libFuzzer's entry with -D PARSER_FUZZ.
        .executableTarget(name: "parser-fuzz", dependencies: ["Compose", "Gallery", "Mockup", "Motion", "_Support"],
                          path: "Fuzz/parser-fuzz"),
        // The colour parsing we wrote (ICC headers, EXIF colour space, gAMA/cHRM) and Little CMS
        // behind it, fuzzed the same way (-D COLOUR_FUZZ).
        .executableTarget(name: "colour-fuzz", dependencies: ["Colour", "Codecs", "Raster"], path: "Fuzz/colour-fuzz"),

        // What the test targets share: scratch folders that remove themselves, the headless browser.
        .target(name: "TestSupport", dependencies: ["Raster", "CLCMS2"], path: "Tests/TestSupport"),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "TestSupport"]),
        .testTarget(name: "CodecTests", dependencies: ["Codecs", "Raster", "_CodecShims", "_Support", "TestSupport"]),
        .testTarget(name: "ColourTests", dependencies: ["Colour", "Codecs", "Raster", "CLCMS2", "TestSupport"]),
        .testTarget(name: "WarpTests", dependencies: ["Warp", "Raster", "TestSupport"]),
        .testTarget(name: "FoldTests", dependencies: ["Fold", "Warp", "Raster", "TestSupport"]),
        .testTarget(name: "MockupTests", dependencies: ["Mockup", "Fold", "Codecs", "Warp", "Raster", "TestSupport"]),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", "_Batch", "Mockup", "Codecs", "Raster", "TextEngine", "_Support", "TestSupport"]),
        .testTarget(name: "TextEngineTests", dependencies: ["TextEngine", "Raster", "Codecs", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "SupportTests", dependencies: ["_Support", "TestSupport"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion", "DuoMockupCLI", "DuoMockup", "TestSupport"]),
        .testTarget(name: "DuoMockupTests", dependencies: ["DuoMockup", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["DuoMockupCLI", "DuoMockup", "TestSupport"]),
        .testTarget(name: "ComposeTests", dependencies: ["Compose", "_Batch", "DuoMockupCLI", "DuoMockup", "TestSupport"]),
        // What reading the source on Linux can tell about a Mac build (Docs/Library.md, "macOS").
        .testTarget(name: "PortabilityTests", dependencies: ["_Support"]),
    ]
)
