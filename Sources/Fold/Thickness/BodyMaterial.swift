import Raster
import Warp

/// The body's own material (Docs/Geometry.md, "The material"): the colour of the art's frame. Each
/// side's edge colours (as the sides' textures read them, `ArtOutline.edgeColours`, at a depth in
/// proportion to the art's size) are averaged; down the art
/// the material runs from the top edge's mean to the bottom edge's, half and half with the mean of
/// the left and right edges'. Invariant: opaque colours; `y0 < y1` span the art's body.
struct BodyMaterial {
    let top: SIMD4<Double>
    let bottom: SIMD4<Double>
    /// The art's body from top to bottom (art px), over which the material runs.
    let y0: Double
    let y1: Double

    /// Rows of the texture `texture` draws the material from.
    static let textureRows = 64

    /// How far inside the art's outermost opaque pixel the frame is read: `ArtOutline.edgeDepth`
    /// on a 3x inner art (2175 px short side), in proportion on others (a preview's quarter-size art
    /// has a quarter of the frame).
    static func frameDepth(shortSide: Int) -> Int {
        max(1, Int((Double(ArtOutline.edgeDepth) * Double(shortSide) / 2175).rounded()))
    }

    init(outline: ArtOutline, shortSide: Int) {
        let depth = BodyMaterial.frameDepth(shortSide: shortSide)
        func mean(_ side: ArtOutline.Side) -> SIMD4<Double> {
            let strip = outline.edgeColours(side, depth: depth)
            var sum = SIMD4<Double>(repeating: 0)
            for a in 0..<strip.width {
                let c = strip[a, 0]
                sum += SIMD4(Double(c.r), Double(c.g), Double(c.b), Double(c.a))
            }
            return sum / Double(max(1, strip.width))
        }
        let sides = (mean(.left) + mean(.right)) / 2
        top = (mean(.top) + sides) / 2
        bottom = (mean(.bottom) + sides) / 2
        let b = outline.hull?.bounds
        y0 = b?.minY ?? 0
        y1 = max(y0 + 1, b?.maxY ?? 1)
    }

    /// The material at art row `y` (clamped to the body's span).
    func colour(atArtY y: Double) -> PremultipliedRGBA8 {
        let t = min(1, max(0, (y - y0) / (y1 - y0)))
        let c = top + (bottom - top) * t
        return PremultipliedRGBA8(r: UInt8(c.x.rounded()), g: UInt8(c.y.rounded()), b: UInt8(c.z.rounded()), a: 255)
    }

    /// A small image of the material (2 × `textureRows`) and the map from art px to its pixels.
    func texture() -> (image: Image, fromArt: Homography) {
        let rows = BodyMaterial.textureRows
        var image = Image(width: 2, height: rows)
        for i in 0..<rows {
            let c = colour(atArtY: y0 + (Double(i) + 0.5) / Double(rows) * (y1 - y0))
            image[0, i] = c
            image[1, i] = c
        }
        let fromArt = Homography([0, 0, 1, 0, Double(rows) / (y1 - y0), -y0 * Double(rows) / (y1 - y0), 0, 0, 1])
        return (image, fromArt)
    }
}

extension PremultipliedRGBA8 {
    /// The colour with its channels (not alpha) multiplied by `factor` ≥ 0, held to alpha.
    func scaled(by factor: Double) -> PremultipliedRGBA8 {
        func s(_ v: UInt8) -> UInt8 { UInt8(min(Double(a), (Double(v) * factor).rounded())) }
        return PremultipliedRGBA8(r: s(r), g: s(g), b: s(b), a: a)
    }
}
