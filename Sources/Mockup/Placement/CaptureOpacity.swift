import Codecs
import Raster

/// A phone's screen is opaque: captures with transparency are shown over black (a premultiplied
/// pixel over black keeps its colour and becomes opaque), and a capture with nothing visible is
/// refused with its own message.
package enum CaptureOpacity {
    /// The warning added when a capture is flattened (one per capture).
    public static let flattenedWarning =
        "the capture has transparent pixels; a phone's screen is opaque, so they are shown over black"

    /// `capture` made opaque over black, with `flattenedWarning` added when anything changed.
    /// Throws when every pixel is fully transparent. A capture known to be opaque (its file could
    /// hold no transparency, or an earlier call read it) is returned as it is, unread; one read
    /// and found opaque comes back known to be.
    public static func opaque(_ capture: DecodedImage, file: String) throws -> DecodedImage {
        if capture.isKnownOpaque { return capture }
        var scanned = capture
        let (anyTransparent, anyVisible) = scanned.scanOpacity()
        guard anyTransparent else { return scanned }
        guard anyVisible else {
            throw MockupError.fullyTransparentCapture(file: file)
        }
        var flattened = capture
        flattened.image.withUnsafeMutableBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var i = 3
            while i < bytes.count { bytes[i] = 255; i += 4 }
        }
        flattened.warnings.append(flattenedWarning)
        return flattened
    }
}
