import Codecs
import Raster

/// A phone's screen is opaque: captures with transparency are shown over black (a premultiplied
/// pixel over black keeps its colour and becomes opaque), and a capture with nothing visible is
/// refused with its own message.
public enum CaptureOpacity {
    /// The warning added when a capture is flattened (one per capture).
    public static let flattenedWarning =
        "the capture has transparent pixels; a phone's screen is opaque, so they are shown over black"

    /// `capture` made opaque over black, with `flattenedWarning` added when anything changed.
    /// Throws when every pixel is fully transparent. A capture whose file could hold no
    /// transparency is returned as it is, unread.
    public static func opaque(_ capture: DecodedImage, file: String) throws -> DecodedImage {
        if capture.isKnownOpaque { return capture }
        var anyVisible = false, anyTransparent = false
        capture.image.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            var all: UInt32 = 0xFFFF_FFFF, any: UInt32 = 0
            for w in words { all &= w; any |= w }
            // Alpha is the fourth byte of each RGBA8 pixel (the top byte of a little-endian word).
            anyTransparent = (all.littleEndian >> 24) != 0xFF
            anyVisible = (any.littleEndian >> 24) != 0
        }
        guard anyTransparent else { return capture }
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
