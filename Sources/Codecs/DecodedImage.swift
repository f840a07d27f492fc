import Raster

/// An image as read from a file: premultiplied pixels (EXIF orientation already applied), the
/// colour chunks that came with it, its format, and any warnings the decoder raised.
public struct DecodedImage: Sendable {
    /// The pixels. Changing them clears `isKnownOpaque`.
    public var image: Image { didSet { isKnownOpaque = false } }
    public var colour: ColourInfo
    public var format: ImageFormat
    /// One line each, without the file name (e.g. a truncated JPEG decoded anyway).
    public var warnings: [String]
    /// True when every pixel is known to be opaque without looking again: the file could hold no
    /// transparency (a JPEG; a PNG without alpha or tRNS), or `scanOpacity` found none since the
    /// pixels last changed; false when that is not known.
    public private(set) var isKnownOpaque: Bool

    public init(image: Image, colour: ColourInfo, format: ImageFormat, warnings: [String]) {
        self.init(image: image, colour: colour, format: format, warnings: warnings, isKnownOpaque: false)
    }

    /// Reads every pixel's alpha once: whether any is below 255, and whether any is above 0. When
    /// none is transparent, the image is from then on known opaque.
    public mutating func scanOpacity() -> (anyTransparent: Bool, anyVisible: Bool) {
        if isKnownOpaque { return (false, true) }
        var all: UInt32 = 0xFFFF_FFFF, any: UInt32 = 0
        image.withUnsafeBytes { raw in
            for w in raw.bindMemory(to: UInt32.self) { all &= w; any |= w }
        }
        // Alpha is the fourth byte of each RGBA8 pixel (the top byte of a little-endian word).
        let anyTransparent = (all.littleEndian >> 24) != 0xFF, anyVisible = (any.littleEndian >> 24) != 0
        if !anyTransparent { isKnownOpaque = true }
        return (anyTransparent, anyVisible)
    }

    /// A decoder's result; `isKnownOpaque` only from the file's format, never from a guess.
    init(image: Image, colour: ColourInfo, format: ImageFormat, warnings: [String], isKnownOpaque: Bool) {
        self.image = image
        self.colour = colour
        self.format = format
        self.warnings = warnings
        self.isKnownOpaque = isKnownOpaque
    }
}
