import Raster

/// An image as read from a file: premultiplied pixels (EXIF orientation already applied), the
/// colour chunks that came with it, its format, and any warnings the decoder raised.
public struct DecodedImage: Sendable {
    public var image: Image
    public var colour: ColourInfo
    public var format: ImageFormat
    /// One line each, without the file name (e.g. a truncated JPEG decoded anyway).
    public var warnings: [String]

    public init(image: Image, colour: ColourInfo, format: ImageFormat, warnings: [String]) {
        self.image = image
        self.colour = colour
        self.format = format
        self.warnings = warnings
    }
}
