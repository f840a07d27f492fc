import Raster

/// Checks a capture makes sense before it is placed: a pure-black capture means the panel was
/// not drawing when it was taken, which is a mistake rather than a picture.
package enum CaptureCheck {
    /// True when every pixel is black (colour 0), whatever its alpha.
    public static func isPureBlack(_ image: Image) -> Bool {
        image.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            // Colour is the low three bytes of each little-endian word. Blocks of words, so the
            // inner loop vectorises and a real capture is settled within its first block.
            let colour = UInt32(0x00FF_FFFF).littleEndian
            var start = 0
            while start < words.count {
                let end = min(words.count, start + 4096)
                var any: UInt32 = 0
                for i in start..<end { any |= words[i] & colour }
                if any != 0 { return false }
                start = end
            }
            return true
        }
    }

    /// Throws when the capture is pure black.
    public static func validate(_ image: Image, file: String) throws {
        if isPureBlack(image) {
            throw MockupError.pureBlackCapture(file: file)
        }
    }
}
