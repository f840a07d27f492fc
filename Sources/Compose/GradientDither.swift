/// The ordered dither a gradient is quantised to 8 bits with. Invariant: an offset times its
/// amplitude lies within ±`limit` (< ½ of an 8-bit step), so no pixel is a whole step off the
/// exact gradient; the amplitude is 1 on slow ramps and 0 on fast ones.
///
/// The pattern is one-dimensional: 16 offsets in bit-reversed order (the 1-D Bayer sequence)
/// laid along the pixel axis nearer the gradient's direction, so it draws fine stripes across the
/// ramp. A row of a mostly vertical ramp is then one value per channel (PNG's Sub filter predicts
/// it to zeros) and a mostly horizontal ramp repeats its row above (Up predicts it), where a 2-D
/// pattern is noise that no filter predicts: the example's default gradient alone on a 2007 × 2853
/// page is a 170 kB PNG this way against 803 kB with the 8×8 Bayer dither it replaces, 112 kB
/// undithered (libdeflate level 6; Docs/Store.md, "File size").
///
/// Each channel's amplitude follows how far apart its 8-bit steps lie on the page: none where the
/// steps are `cleanSpacing` px apart or closer (they are too fine to band, so a fast ramp stays
/// clean and small), full from `fullSpacing` px (where plain rounding would draw visible bands),
/// linear between.
enum GradientDither {
    /// Pattern length: the sequence's period in pixels.
    static let period = 16
    /// Offsets in (−½, ½) of a step, bit-reversed order: (k + ½)/16 − ½ for k = 0, 8, 4, 12, ….
    static let offsets: [Float] = (0..<period).map { i in
        var k = 0
        for bit in 0..<4 where i & (1 << bit) != 0 { k |= 1 << (3 - bit) }
        return (Float(k) + 0.5) / Float(period) - 0.5
    }
    /// The largest offset's size: (period − ½)/period − ½.
    static let limit: Float = 0.5 - 0.5 / Float(period)
    /// Step spacing in pixels at or under which a channel is not dithered.
    static let cleanSpacing: Float = 2
    /// Step spacing in pixels from which a channel is dithered in full.
    static let fullSpacing: Float = 6

    /// The amplitude for a channel whose 8-bit steps lie `spacing` px apart: 0…1.
    static func amplitude(stepSpacing spacing: Float) -> Float {
        min(max((spacing - cleanSpacing) / (fullSpacing - cleanSpacing), 0), 1)
    }

    /// Per entry of a gradient's colour table (entries evenly spaced over t = 0…1) and per
    /// channel, the amplitude from that channel's slope there, when t runs over
    /// `pixelsPerUnit` px of the page. Lane 3 is 0.
    static func amplitudes(_ table: [SIMD4<Float>], pixelsPerUnit: Double) -> [SIMD4<Float>] {
        let n = table.count
        guard n > 1 else { return [SIMD4<Float>](repeating: .zero, count: n) }
        let pixelsPerEntry = Float(pixelsPerUnit / Double(n - 1))
        return (0..<n).map { i in
            let lo = max(i - 1, 0), hi = min(i + 1, n - 1)
            // Levels per pixel; a flat channel's spacing is infinite (amplitude 1, harmless: its
            // colour stays within ½ step of itself).
            let slope = (table[hi] - table[lo]) / (Float(hi - lo) * pixelsPerEntry)
            var a = SIMD4<Float>.zero
            for c in 0..<3 {
                let s = abs(slope[c])
                a[c] = s > 0 ? amplitude(stepSpacing: 1 / s) : 1
            }
            return a
        }
    }
}
