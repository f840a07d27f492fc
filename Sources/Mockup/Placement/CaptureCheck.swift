import Raster

/// Checks a capture makes sense before it is placed: a pure-black capture means the panel was
/// not drawing when it was taken, which is a mistake rather than a picture.
public enum CaptureCheck {
    /// True when every pixel is black (colour 0), whatever its alpha.
    public static func isPureBlack(_ image: Image) -> Bool {
        image.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            var any: UInt32 = 0
            for w in words { any |= w & 0x00FF_FFFF }
            return any == 0
        }
    }

    /// Throws when the capture is pure black.
    public static func validate(_ image: Image, file: String) throws {
        if isPureBlack(image) {
            throw MockupError.pureBlackCapture(file: file)
        }
    }
}
