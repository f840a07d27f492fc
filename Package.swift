// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "DuoMockup",
    products: [
        .library(name: "DuoMockup", targets: ["Raster", "Codecs", "Warp", "Text", "Mockup", "Compose"]),
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
            name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(
            name: "CFriBidi", path: "Sources/CFriBidi", pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]),
        .systemLibrary(
            name: "CFontconfig", path: "Sources/CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig1-dev"]), .brew(["fontconfig"])]),
        // C shims that keep libpng's and libjpeg's longjmp-based error handling
        // inside C frames. No stable API: used by Codecs only.
        .target(name: "_CodecShims", dependencies: ["CPNG", "CJPEG"], path: "Sources/_CodecShims",
                linkerSettings: [.linkedLibrary("z")]),

        // The raster core: premultiplied RGBA8 images, compositing, masks, resampling.
        .target(name: "Raster", path: "Sources/Raster"),
        // PNG and JPEG in and out.
        .target(name: "Codecs", dependencies: ["Raster", "_CodecShims"], path: "Sources/Codecs"),
        // Perspective warps: homographies, samplers and the one warp engine. Knows nothing of phones.
        .target(name: "Warp", dependencies: ["Raster"], path: "Sources/Warp"),
        // Text: fonts (files, fontconfig), fallback, shaping (HarfBuzz), bidi (FriBidi), line
        // breaking, layout and drawing into a Raster image. Knows nothing of phones or galleries.
        .target(name: "Text", dependencies: ["Raster", "Codecs", "CHarfBuzz", "CFriBidi", "CFontconfig"],
                path: "Sources/Text"),
        // The device: bezel sets, poses, placement, folds, lighting, shadows, galleries.
        .target(name: "Mockup", dependencies: ["Raster", "Codecs", "Warp", "Text"], path: "Sources/Mockup"),
        // The command line, as a library so that tests can drive it in-process.
        // Store pages: storefiles, presets, backgrounds, captions, localisation, validation.
        .target(name: "Compose", dependencies: ["Raster", "Codecs", "Text", "Mockup"], path: "Sources/Compose"),
        .target(name: "DuoMockupCLI", dependencies: ["Raster", "Codecs", "Warp", "Text", "Mockup", "Compose"],
                path: "Sources/DuoMockupCLI"),
        .executableTarget(name: "duo-mockup", dependencies: ["DuoMockupCLI"], path: "Sources/duo-mockup"),
        .executableTarget(name: "duo-mockup-bench", dependencies: ["Raster", "Codecs", "Warp", "Mockup"],
                          path: "Benchmarks/duo-mockup-bench"),
        .executableTarget(name: "duo-bezel-art", dependencies: ["Raster", "Codecs"], path: "Bezels.example/Generator"),
        // Codec timings against Pillow (release builds only), and the decoders' fuzz target
        // (a file runner normally; libFuzzer's entry point with -D CODEC_FUZZ, see Docs/Fuzzing.md).
        .executableTarget(name: "codec-bench", dependencies: ["Raster", "Codecs"], path: "Benchmarks/codec-bench"),
        // The text engine's timings (release builds only): a two-line title, shaped, broken, drawn.
        .executableTarget(name: "text-bench", dependencies: ["Raster", "Text"], path: "Benchmarks/text-bench"),
        .executableTarget(name: "codec-fuzz", dependencies: ["Codecs"], path: "Fuzz/codec-fuzz"),

        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "CodecTests", dependencies: ["Codecs", "Raster", "_CodecShims"]),
        .testTarget(name: "WarpTests", dependencies: ["Warp", "Raster"]),
        .testTarget(name: "MockupTests", dependencies: ["Mockup", "Codecs", "Warp", "Raster"]),
        .testTarget(name: "TextTests", dependencies: ["Text", "Raster", "Codecs"]),
        .testTarget(name: "CLITests", dependencies: ["DuoMockupCLI", "Mockup", "Codecs", "Raster"]),
        .testTarget(name: "ComposeTests", dependencies: ["Compose", "DuoMockupCLI", "Text", "Mockup", "Codecs", "Raster"]),
    ],
    // Swift 5 mode: the hot loops share unsafe buffers across Dispatch workers by design
    // (disjoint row bands), which Swift 6's strict checking cannot express without wrappers.
    swiftLanguageModes: [.v5]
)
