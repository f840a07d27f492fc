/// The nearest palette colour (in Oklab) to any sRGB colour, looked up through a cache of
/// 64 × 64 × 64 cells filled on first use. Invariant: a filled cell holds the palette index
/// nearest to the cell's centre colour.
struct GIFPaletteMapper {
    let palette: GIFPalette
    private let labs: [Oklab]
    private var cache = [UInt8](repeating: 0, count: 1 << 18)
    private var filled = [Bool](repeating: false, count: 1 << 18)

    init(palette: GIFPalette) {
        self.palette = palette
        labs = palette.colours.map { Oklab(srgbR: Float($0.r), g: Float($0.g), b: Float($0.b)) }
    }

    /// The index for a colour with channels in 0...255.
    @inline(__always)
    mutating func index(r: Float, g: Float, b: Float) -> UInt8 {
        let cell = (Int(r) >> 2) << 12 | (Int(g) >> 2) << 6 | Int(b) >> 2
        if filled[cell] { return cache[cell] }
        let centre = Oklab(srgbR: Float((cell >> 12) * 4 + 2), g: Float(((cell >> 6) & 63) * 4 + 2), b: Float((cell & 63) * 4 + 2))
        var best = 0, bestDistance = Float.infinity
        for (i, lab) in labs.enumerated() {
            let d = centre.distanceSquared(lab)
            if d < bestDistance { bestDistance = d; best = i }
        }
        cache[cell] = UInt8(best)
        filled[cell] = true
        return UInt8(best)
    }
}
