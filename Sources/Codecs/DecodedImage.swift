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
        let (allOpaque, anyVisible) = image.alphaCoverage
        if allOpaque { isKnownOpaque = true }
        return (!allOpaque, anyVisible)
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
