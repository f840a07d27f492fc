/// Conversions between straight and premultiplied alpha, with exact rounding.
///
/// `multiply(c, a)` is round(c × a / 255); `unpremultiply(p, a)` is round(p × 255 / a), clamped to 255,
/// so that `unpremultiply(multiply(c, a), a)` recovers `c` whenever precision allows.
@usableFromInline package enum Premultiply {
    /// round(c × a / 255), exact for every pair of bytes.
    @inlinable public static func multiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        let t = UInt32(c) * UInt32(a) + 128
        return UInt8((t + (t >> 8)) >> 8)
    }

    /// round(p × 255 / a), clamped to 255; 0 when a is 0.
    @inlinable public static func unpremultiply(_ p: UInt8, _ a: UInt8) -> UInt8 {
        if a == 0 { return 0 }
        if a == 255 { return p }
        let v = (UInt32(p) * 255 + UInt32(a) / 2) / UInt32(a)
        return UInt8(min(v, 255))
    }

    /// Premultiplies RGBA8 bytes in place. Opaque pixels and fully transparent ones (bezel art is
    /// mostly one or the other) are settled from one 32-bit read each: left alone, or zeroed.
    public static func premultiplyInPlace(_ bytes: UnsafeMutableRawBufferPointer) {
        let n = bytes.count / 4
        guard n > 0, let base = bytes.baseAddress else { return }
        // Alpha is the last byte of each pixel: the top byte of a little-endian word.
        let opaque = UInt32(0xFF00_0000).littleEndian
        let words = base.assumingMemoryBound(to: UInt32.self)
        let bytes = base.assumingMemoryBound(to: UInt8.self)
        Parallel.forEachChunk(count: n, minChunk: 1 << 16) { range in
            var i = range.lowerBound
            while i < range.upperBound {
                // Eight pixels at a time while they are all opaque, or all clear and zero.
                if range.upperBound - i >= 8 {
                    let eight = UnsafeRawPointer(words + i).loadUnaligned(as: SIMD8<UInt32>.self)
                    // (Lane reductions: `all` of a lane mask compiles to a loop over the lanes.)
                    if (eight & opaque).min() == opaque || eight.max() == 0 {
                        i &+= 8
                        continue
                    }
                }
                defer { i &+= 1 }
                let w = words[i]
                if w & opaque == opaque { continue }
                if w & opaque == 0 {
                    if w != 0 { words[i] = 0 }
                    continue
                }
                let p = bytes + i * 4
                let a = p[3]
                p[0] = multiply(p[0], a); p[1] = multiply(p[1], a); p[2] = multiply(p[2], a)
            }
        }
    }

    /// Un-premultiplies RGBA8 bytes in place.
    public static func unpremultiplyInPlace(_ bytes: UnsafeMutableRawBufferPointer) {
        let n = bytes.count / 4
        guard n > 0, let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        Parallel.forEachChunk(count: n, minChunk: 1 << 16) { range in
            for i in range {
                let p = base + i * 4
                let a = p[3]
                if a == 255 { continue }
                p[0] = unpremultiply(p[0], a); p[1] = unpremultiply(p[1], a); p[2] = unpremultiply(p[2], a)
            }
        }
    }
}
