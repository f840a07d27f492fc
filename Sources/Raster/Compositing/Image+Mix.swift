extension Image {
    /// The pixel-by-pixel mix of this image and `other` (the same size): (1 − t)·self + t·other per
    /// channel, rounded, t in 0…1 (a cross-fade). Mixing premultiplied pixels keeps them
    /// premultiplied; t = 0 is this image and t = 1 the other, bit for bit.
    public func mixed(with other: Image, amount t: Double) -> Image {
        precondition(width == other.width && height == other.height, "a mix needs two images of one size")
        if t <= 0 { return self }
        if t >= 1 { return other }
        // Weights out of 256, so each channel is (a·(256 − w) + b·w + 128) >> 8.
        let w = UInt16(min(255, max(1, (t * 256).rounded())))
        var out = self
        out.withUnsafeMutableBytes { dst in
            other.withUnsafeBytes { src in
                let d = dst.baseAddress!, s = src.baseAddress!
                let n = dst.count
                var i = 0
                let wa = SIMD16<UInt16>(repeating: 256 - w), wb = SIMD16<UInt16>(repeating: w)
                let half = SIMD16<UInt16>(repeating: 128)
                while i + 16 <= n {
                    let a = SIMD16<UInt16>(truncatingIfNeeded: (d + i).loadUnaligned(as: SIMD16<UInt8>.self))
                    let b = SIMD16<UInt16>(truncatingIfNeeded: (s + i).loadUnaligned(as: SIMD16<UInt8>.self))
                    let m = (a &* wa &+ b &* wb &+ half) &>> 8
                    (d + i).storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: m), as: SIMD16<UInt8>.self)
                    i += 16
                }
                while i < n {
                    let a = UInt16(d.load(fromByteOffset: i, as: UInt8.self)), b = UInt16(s.load(fromByteOffset: i, as: UInt8.self))
                    d.storeBytes(of: UInt8((a * (256 - w) + b * w + 128) >> 8), toByteOffset: i, as: UInt8.self)
                    i += 1
                }
            }
        }
        return out
    }
}
