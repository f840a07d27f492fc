import Raster

/// FNV-1a over an image's size and premultiplied bytes, for baselines recorded from earlier code.
/// Invariant: any change of size or of any byte changes the sum (up to FNV's collisions).
public enum ImageChecksum {
    public static func of(_ image: Image) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ b: UInt8) { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        for v in [image.width, image.height] { for k in 0..<4 { add(UInt8(truncatingIfNeeded: v >> (8 * k))) } }
        image.withUnsafeBytes { for b in $0 { add(b) } }
        return String(h, radix: 16)
    }

    /// True where the recorded sums were made (Linux x86-64): another maths library may round a
    /// last bit otherwise.
    #if os(Linux) && arch(x86_64)
    public static let isRecordedPlatform = true
    #else
    public static let isRecordedPlatform = false
    #endif
}
