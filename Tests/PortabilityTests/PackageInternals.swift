/// Declarations that are the package's own (`package` access, Docs/Library.md "Public surface"):
/// its modules, tools and tests use them, a library user must not see them. Each either keeps an
/// invariant unchecked (the checked public form is beside it) or is infrastructure no user needs.
enum PackageInternals {
    /// Types and members, by name, that no `public` or `open` declaration under Sources/ may have.
    static let names: Set<String> = [
        // Raster: memory advice, page warming, the premultiply arithmetic, bitmap labels, screen runs.
        "HugePages", "PageWarmer", "Premultiply", "BitmapFont", "RowRuns", "RunComponents",
        // Codecs and Colour: atomic writes, temporary files, folder identity, frame diffs, GIF
        // palette building, PNG header peeks, ICC parsing and writing.
        "AtomicFile", "AtomicFileStream", "TemporaryFiles", "FrameDifference",
        "GIFPaletteBuilder", "PNGHeader", "ICCHeader", "ICCProfileWriter",
        // Mockup: folders, colour text, art reading, screen detection, capture checks, guides, placing.
        "Folders", "ColourText", "trimmingSpaces", "BezelArt", "ScreenDetection", "CaptureCheck",
        "CaptureOpacity", "GuideOverlay", "MockupComposer",
        // Gallery: batch infrastructure (files, JSON checks, hashing, workers, locks, HTML, stamps).
        "FileBytes", "HTML", "JSONFileChecker", "WorkerPool", "OutputLock",
        "ContentHash", "ContentHashStream", "WrittenFiles", "FileIdentity", "Glob", "CaptureScanner", "RenderStamp",
        // Motion: the recording decoder RecordingRenderer runs, and its Y'CbCr frames.
        "RecordingDecoder", "DecodedFrame", "DecodedPixels", "RecordingFrameShape", "YUV420Picture", "YUVFrameComposer",
        // Compose: the page renderer's parts, stale pages, .strings parsing, capture patterns, image facts.
        "StalePages", "StringsFile", "StoreImageColour", "BackgroundRenderer", "DeviceMockup",
        "DeviceMockups", "PageRenderer", "PageVideoLayers", "CapturePattern", "LocalisedStrings", "StoreImageFacts",
    ]

    /// Unchecked initialisers and invariant-carrying setters, as they are spelled (regular
    /// expressions after `public`/`open`): each has a checked public form or none at all.
    static let spellings: [String] = [
        #"init\(uninitializedWidth\b"#,                                // Image: bytes the writer promises
        #"init\(width: Int, height: Int, premultipliedPixels:"#,        // Image: unchecked bytes
        #"init\(r: UInt8, g: UInt8, b: UInt8, a: UInt8\)"#,             // PremultipliedRGBA8: channels ≤ alpha unchecked
        #"var coverage: \[UInt8\]"#,                                    // Mask: width × height bytes
        #"var m: \[Double\]"#,                                          // Homography: nine entries
    ]
}
