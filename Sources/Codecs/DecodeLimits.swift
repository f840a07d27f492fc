/// Limits checked against an image's header before any pixel memory is allocated.
public struct DecodeLimits: Sendable {
    /// The default limit, for inputs and outputs alike: 2^28 = 268,435,456 pixels, 1 GiB as RGBA8.
    public static let defaultMaxPixels = 268_435_456
    /// The largest width × height accepted (default `defaultMaxPixels`).
    public var maxPixels: Int = DecodeLimits.defaultMaxPixels
    /// When true, an image the decoder could only partly read (a truncated or corrupt JPEG) is
    /// returned with a warning instead of refused.
    public var allowPartial: Bool = false

    public init(maxPixels: Int = DecodeLimits.defaultMaxPixels, allowPartial: Bool = false) {
        self.maxPixels = maxPixels
        self.allowPartial = allowPartial
    }

    /// Why `width × height` is refused (empty, or past the limit); nil when the size is fine.
    func refusal(width: Int, height: Int) -> CodecError.Problem? {
        guard width > 0, height > 0 else { return .emptyImage(width: width, height: height) }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard overflow || pixels > maxPixels else { return nil }
        return .overPixelLimit(width: width, height: height, limit: maxPixels)
    }
}
