import Colour

/// What a video's colour tags say, in ffmpeg's names: the primaries of the working space (BT.709
/// for sRGB, SMPTE 432 for Display P3, BT.2020), the transfer (BT.709, the SDR video curve the
/// sRGB-encoded frames are shown with) and the matrix the RGB frames are turned into YUV by.
/// Invariant: only a space with one of those three sets of primaries has tags (`init?`).
public struct VideoColour: Sendable, Equatable {
    public let primaries: String
    public let transfer: String
    public let matrix: String

    public static let bt709 = VideoColour(primaries: "bt709")

    private init(primaries: String) {
        self.primaries = primaries
        transfer = "bt709"
        matrix = "bt709"
    }

    /// The tags of frames in `space`, or nil when a video cannot name its primaries (convert
    /// such frames into Display P3 first).
    public init?(space: ColourSpace) {
        if space.hasPrimaries(.sRGB) { self.init(primaries: "bt709") }
        else if space.hasPrimaries(.displayP3) { self.init(primaries: "smpte432") }
        else if space.hasPrimaries(.bt2020) { self.init(primaries: "bt2020") }
        else { return nil }
    }

    /// ffmpeg's output options that write these tags.
    public var ffmpegArguments: [String] {
        ["-colorspace", matrix, "-color_primaries", primaries, "-color_trc", transfer]
    }
}
