import Raster

/// A linear colour gradient between two points, with colour stops: invariant: `stops` is sorted
/// by position, positions in 0…1, at least one stop.
struct LinearGradient {
    /// Where position 0 and position 1 lie, in the image's pixel coordinates.
    var from: (x: Double, y: Double)
    var to: (x: Double, y: Double)
    /// (position along from→to, colour), sorted; straight alpha.
    var stops: [(Double, StraightRGBA8)]

    /// The colour at a position along the gradient (clamped at the ends).
    func colour(at t: Double) -> StraightRGBA8 {
        guard let first = stops.first, let last = stops.last else { return StraightRGBA8(r: 0, g: 0, b: 0, a: 0) }
        if t <= first.0 { return first.1 }
        if t >= last.0 { return last.1 }
        let upper = stops.firstIndex { $0.0 >= t }!
        let (p0, c0) = stops[upper - 1], (p1, c1) = stops[upper]
        let f = p1 > p0 ? (t - p0) / (p1 - p0) : 1
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * f).rounded()) }
        return StraightRGBA8(r: mix(c0.r, c1.r), g: mix(c0.g, c1.g), b: mix(c0.b, c1.b), a: mix(c0.a, c1.a))
    }

    /// The gradient over `rect` of the canvas, as an image of `rect`'s size (premultiplied).
    func image(over rect: PixelRect) -> Image {
        let dx = to.x - from.x, dy = to.y - from.y
        let lengthSquared = max(dx * dx + dy * dy, 1e-9)
        // A lookup table of 1024 steps keeps the per-pixel work to one multiply-add and a load.
        let steps = 1024
        let table = (0...steps).map { colour(at: Double($0) / Double(steps)).premultiplied.packed }
        return Image(width: rect.width, height: rect.height) { raw in
            let out = raw.bindMemory(to: UInt32.self)
            for row in 0..<rect.height {
                let py = Double(rect.y + row) + 0.5 - from.y
                let base = (Double(rect.x) + 0.5 - from.x) * dx + py * dy
                for column in 0..<rect.width {
                    let t = (base + Double(column) * dx) / lengthSquared
                    let index = Int((min(max(t, 0), 1) * Double(steps)).rounded())
                    out[row * rect.width + column] = table[index]
                }
            }
        }
    }
}
