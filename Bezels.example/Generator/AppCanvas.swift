import Foundation
import Raster

/// A capture being drawn in points: the app's drawing vocabulary (cards, text lines, avatars,
/// charts) over an opaque image at `scale` pixels per point: invariant: the image is opaque.
struct AppCanvas {
    var image: Image
    let scale: Double
    /// A deterministic pseudo-random sequence, so every run draws the same screens.
    private var seed: UInt64

    init(widthPoints: Int, heightPoints: Int, scale: Int, background: StraightRGBA8, seed: UInt64) {
        image = Image(width: widthPoints * scale, height: heightPoints * scale, fill: background.premultiplied)
        self.scale = Double(scale)
        self.seed = seed
    }

    /// The next number in 0..<1.
    mutating func random() -> Double {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return Double(seed >> 11) / Double(1 << 53)
    }

    func px(_ rect: (x: Double, y: Double, w: Double, h: Double)) -> RectF {
        RectF(x: rect.x * scale, y: rect.y * scale, width: rect.w * scale, height: rect.h * scale)
    }

    /// A rounded rectangle in points.
    mutating func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double, _ colour: StraightRGBA8) {
        image.fillRoundedRect(px((x, y, w, h)), radius: radius * scale, colour: colour)
    }

    /// A rounded rectangle filled with a gradient from its top-left to its bottom-right.
    mutating func gradientBox(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double,
                              _ from: StraightRGBA8, _ to: StraightRGBA8) {
        let rect = px((x, y, w, h))
        image.fillRoundedRect(rect, radius: radius * scale, gradient: LinearGradient(
            from: (rect.minX, rect.minY), to: (rect.maxX, rect.maxY), stops: [(0, from), (1, to)]))
    }

    /// A white card with a soft shadow under it.
    mutating func card(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double = 16,
                       colour: StraightRGBA8 = Palette.card) {
        for (spread, alpha) in [(6.0, UInt8(5)), (3.5, 8), (1.5, 12)] {
            box(x - spread / 2, y - spread / 2 + 2, w + spread, h + spread, radius: radius + spread / 2,
                StraightRGBA8(r: 20, g: 30, b: 60, a: alpha))
        }
        box(x, y, w, h, radius: radius, colour)
    }

    mutating func circle(_ cx: Double, _ cy: Double, _ r: Double, _ colour: StraightRGBA8) {
        image.fillCircle(x: cx * scale, y: cy * scale, radius: r * scale, colour: colour)
    }

    /// A line of text of about `width` points at font size `size`, drawn as word-shaped strokes
    /// (x-height bars with gaps), starting at (x, y) = the line box's top left.
    mutating func text(_ x: Double, _ y: Double, width: Double, size: Double, _ colour: StraightRGBA8) {
        let height = size * 0.56, top = y + size * 0.24
        var cursor = x
        while cursor < x + width - size * 0.8 {
            let word = min(size * (1.2 + 3.2 * random()), x + width - cursor)
            box(cursor, top, word, height, radius: height * 0.32, colour)
            cursor += word + size * 0.38
        }
    }

    /// An area chart inside a rectangle (points): a smooth curve through `values` (0…1, bottom to
    /// top), the area under it filled with a fading colour and the curve stroked.
    mutating func areaChart(_ x: Double, _ y: Double, _ w: Double, _ h: Double, values: [Double],
                            colour: StraightRGBA8, line: StraightRGBA8) {
        let area = px((x, y, w, h)).enclosingRect
        func curve(_ column: Int) -> Double {
            // Cosine interpolation between the values, in pixel rows of `area`.
            let u = Double(column) / Double(max(area.width - 1, 1)) * Double(values.count - 1)
            let i = min(Int(u), values.count - 2), f = u - Double(i)
            let g = (1 - cos(f * Double.pi)) / 2
            let v = values[i] * (1 - g) + values[i + 1] * g
            return Double(area.height) * (1 - v)
        }
        var fill = Mask(width: area.width, height: area.height)
        var stroke = Mask(width: area.width, height: area.height)
        let half = 1.25 * scale
        for column in 0..<area.width {
            let top = curve(column)
            for row in 0..<area.height {
                let centre = Double(row) + 0.5
                let under = min(max(centre - top + 0.5, 0), 1)
                fill.coverage[row * area.width + column] = UInt8((under * 255).rounded())
                let near = min(max(half + 0.5 - abs(centre - top), 0), 1)
                stroke.coverage[row * area.width + column] = UInt8((near * 255).rounded())
            }
        }
        let fade = LinearGradient(from: (0, Double(area.y)), to: (0, Double(area.maxY)), stops: [
            (0, StraightRGBA8(r: colour.r, g: colour.g, b: colour.b, a: 110)),
            (1, StraightRGBA8(r: colour.r, g: colour.g, b: colour.b, a: 0))])
        image.paint(fade, mask: fill, over: area)
        image.fill(line.premultiplied, mask: stroke, atX: area.x, y: area.y)
    }
}

/// The sample app's colours (straight alpha): a light theme with an indigo accent.
enum Palette {
    static let background = StraightRGBA8(r: 242, g: 243, b: 248)
    static let sidebar = StraightRGBA8(r: 232, g: 234, b: 242)
    static let card = StraightRGBA8(r: 255, g: 255, b: 255)
    static let title = StraightRGBA8(r: 28, g: 28, b: 34)
    static let secondary = StraightRGBA8(r: 150, g: 152, b: 162)
    static let separator = StraightRGBA8(r: 226, g: 228, b: 236)
    static let field = StraightRGBA8(r: 228, g: 230, b: 238)
    static let indigo = StraightRGBA8(r: 88, g: 86, b: 214)
    static let teal = StraightRGBA8(r: 48, g: 176, b: 199)
    static let orange = StraightRGBA8(r: 255, g: 149, b: 0)
    static let green = StraightRGBA8(r: 52, g: 199, b: 89)
    static let pink = StraightRGBA8(r: 255, g: 55, b: 95)
    static let yellow = StraightRGBA8(r: 255, g: 204, b: 0)
    static let white = StraightRGBA8(r: 255, g: 255, b: 255)
    static let whiteSoft = StraightRGBA8(r: 255, g: 255, b: 255, a: 170)
    static let accents = [indigo, teal, orange, green, pink, yellow]
}
