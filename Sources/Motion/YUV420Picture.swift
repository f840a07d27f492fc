/// An 8-bit Y'CbCr 4:2:0 picture laid out as ffmpeg's `yuv420p` raw video: the luma plane, then
/// Cb, then Cr, each chroma plane a sample for every 2 × 2 block of luma. Invariant: `width` and
/// `height` are even and ≥ 2; `bytes.count` is `width × height × 3 / 2`.
package struct YUV420Picture: Sendable, Equatable {
    package let width: Int
    package let height: Int
    package private(set) var bytes: [UInt8]

    /// Wraps `bytes` laid out as `yuv420p`; nil when the sizes are odd or the count is wrong.
    package init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width >= 2, height >= 2, width % 2 == 0, height % 2 == 0,
              bytes.count == Self.byteCount(width: width, height: height) else { return nil }
        self.width = width; self.height = height; self.bytes = bytes
    }

    /// The bytes of a `width × height` picture (even sizes).
    package static func byteCount(width: Int, height: Int) -> Int { width * height * 3 / 2 }

    /// Where the Cb and Cr planes start in `bytes`.
    package var cbOffset: Int { width * height }
    package var crOffset: Int { width * height + (width / 2) * (height / 2) }
}
