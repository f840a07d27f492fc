import Raster
import Warp

/// The flat art's body as seen from the front: the convex hull of its opaque part (alpha ≥ 50 %)
/// in art pixels, and the colours of its outermost opaque pixels along each side (what the body's
/// edge looks like where the art meets it).
struct ArtOutline {
    /// Which side of the art an edge runs along.
    enum Side { case left, right, top, bottom }

    /// How far inside the first opaque pixel the body's colour is read (past any rim shading).
    static let edgeDepth = 8
    /// Half-width in px of the box filter along each edge.
    static let smoothingRadius = 12

    /// The hull of the opaque pixels' squares; nil when the art has none.
    let hull: ConvexPolygon?
    private let art: Image

    init(art: Image) {
        self.art = art
        var points: [Point2D] = []
        art.withUnsafeBytes { raw in
            let p = raw.bindMemory(to: UInt8.self)
            for y in 0..<art.height {
                let row = y * art.width * 4
                var lo = 0
                while lo < art.width && p[row + lo * 4 + 3] < 128 { lo += 1 }
                guard lo < art.width else { continue }
                var hi = art.width - 1
                while p[row + hi * 4 + 3] < 128 { hi -= 1 }
                let (y0, y1, x0, x1) = (Double(y), Double(y + 1), Double(lo), Double(hi + 1))
                points += [Point2D(x0, y0), Point2D(x0, y1), Point2D(x1, y0), Point2D(x1, y1)]
            }
        }
        hull = ConvexPolygon(hullOf: points)
    }

    /// One row of colours: entry a is the art's outermost opaque pixel (a step inside its
    /// anti-aliased rim) on `side`, in row a (left/right) or column a (top/bottom); runs without
    /// any opaque pixel repeat their nearest neighbour.
    func edgeColours(_ side: Side, depth: Int = ArtOutline.edgeDepth) -> Image {
        let vertical = side == .left || side == .right
        let count = vertical ? art.height : art.width
        var colours = [PremultipliedRGBA8?](repeating: nil, count: count)
        for a in 0..<count {
            let length = vertical ? art.width : art.height
            func pixel(_ k: Int) -> PremultipliedRGBA8 {
                switch side {
                case .left: return art[k, a]
                case .right: return art[art.width - 1 - k, a]
                case .top: return art[a, k]
                case .bottom: return art[a, art.height - 1 - k]
                }
            }
            var k = 0
            while k < length && pixel(k).a < 250 { k += 1 }
            if k < length { colours[a] = pixel(min(k + depth, length - 1)) }
        }
        let fallback = colours.first { $0 != nil }.flatMap { $0 } ?? PremultipliedRGBA8(r: 40, g: 40, b: 44, a: 255)
        var filled: [SIMD4<Double>] = []
        filled.reserveCapacity(count)
        var last = fallback
        for a in 0..<count {
            if let c = colours[a] { last = c.a == 255 ? c : fallback }
            filled.append(SIMD4(Double(last.r), Double(last.g), Double(last.b), 255))
        }
        // A box filter along the edge: the rounded corners' rims vary pixel to pixel, a body's
        // side does not.
        var strip = Image(width: count, height: 1)
        var sum = SIMD4<Double>(repeating: 0)
        let r = ArtOutline.smoothingRadius
        for a in 0..<min(count, r) { sum += filled[a] }
        for a in 0..<count {
            if a + r < count { sum += filled[a + r] }
            if a - r - 1 >= 0 { sum -= filled[a - r - 1] }
            let n = Double(min(count - 1, a + r) - max(0, a - r) + 1)
            let c = sum / n
            strip[a, 0] = PremultipliedRGBA8(r: UInt8(c.x.rounded()), g: UInt8(c.y.rounded()), b: UInt8(c.z.rounded()), a: 255)
        }
        return strip
    }
}
