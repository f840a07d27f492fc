import Testing
@testable import Raster

/// The path filler against a supersampled reference: 64 sample rows per pixel, the covered
/// intervals of each found exactly with the non-zero winding rule on the path sampled finely
/// (128 points per curve).
struct PathFillerTests {
    /// The reference coverage, 0…255 per pixel.
    static func reference(_ path: Path, width: Int, height: Int) -> [Double] {
        var polygons: [[PointF]] = []
        var current: [PointF] = []
        var pen = PointF(x: 0, y: 0)
        for e in path.elements {
            switch e {
            case .move(let p):
                if current.count > 1 { polygons.append(current) }
                current = [p]; pen = p
            case .line(let p): current.append(p); pen = p
            case .quad(let c, let p):
                for i in 1...128 {
                    let t = Double(i) / 128, u = 1 - t
                    current.append(PointF(x: u * u * pen.x + 2 * u * t * c.x + t * t * p.x,
                                          y: u * u * pen.y + 2 * u * t * c.y + t * t * p.y))
                }
                pen = p
            case .cubic(let c1, let c2, let p):
                for i in 1...128 {
                    let t = Double(i) / 128, u = 1 - t
                    current.append(PointF(
                        x: u * u * u * pen.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x,
                        y: u * u * u * pen.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y))
                }
                pen = p
            case .close:
                if current.count > 1 { polygons.append(current) }
                current = []
            }
        }
        if current.count > 1 { polygons.append(current) }
        // 64 sample rows per pixel; along each row the covered intervals are exact.
        let rows = 64
        var out = [Double](repeating: 0, count: width * height)
        for sy in 0..<(height * rows) {
            let y = (Double(sy) + 0.5) / Double(rows)
            var crossings: [(x: Double, dir: Int)] = []
            for poly in polygons {
                for i in poly.indices {
                    let a = poly[i], b = poly[(i + 1) % poly.count]
                    if (a.y <= y) != (b.y <= y) {
                        crossings.append((a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x), a.y < b.y ? 1 : -1))
                    }
                }
            }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            let row = (sy / rows) * width
            for k in crossings.indices {
                winding += crossings[k].dir
                guard winding != 0, k + 1 < crossings.count else { continue }
                let x0 = max(crossings[k].x, 0), x1 = min(crossings[k + 1].x, Double(width))
                guard x1 > x0 else { continue }
                for px in Int(x0)...min(Int(x1), width - 1) {
                    let overlap = min(x1, Double(px + 1)) - max(x0, Double(px))
                    if overlap > 0 { out[row + px] += overlap / Double(rows) * 255 }
                }
            }
        }
        return out
    }

    /// Largest and mean absolute difference between the filler and the reference.
    static func error(_ path: Path, width: Int, height: Int) -> (max: Double, mean: Double) {
        let mask = PathFiller.coverage(of: path, width: width, height: height)
        let ref = reference(path, width: width, height: height)
        var worst = 0.0, total = 0.0
        for i in ref.indices {
            let d = abs(Double(mask.coverage[i]) - ref[i])
            worst = max(worst, d); total += d
        }
        return (worst, total / Double(ref.count))
    }

    static func circle(cx: Double, cy: Double, r: Double, clockwise: Bool = true) -> Path {
        // Four cubic quarter arcs (k = 0.5523 of the radius).
        let k = 0.5522847498 * r
        var p = Path()
        let s: Double = clockwise ? 1 : -1
        p.move(to: PointF(x: cx + r, y: cy))
        p.cubic(control1: PointF(x: cx + r, y: cy + s * k), control2: PointF(x: cx + k, y: cy + s * r), to: PointF(x: cx, y: cy + s * r))
        p.cubic(control1: PointF(x: cx - k, y: cy + s * r), control2: PointF(x: cx - r, y: cy + s * k), to: PointF(x: cx - r, y: cy))
        p.cubic(control1: PointF(x: cx - r, y: cy - s * k), control2: PointF(x: cx - k, y: cy - s * r), to: PointF(x: cx, y: cy - s * r))
        p.cubic(control1: PointF(x: cx + k, y: cy - s * r), control2: PointF(x: cx + r, y: cy - s * k), to: PointF(x: cx + r, y: cy))
        p.close()
        return p
    }

    @Test func pixelAlignedSquareIsExact() {
        var p = Path()
        p.addRect(RectF(x: 2, y: 3, width: 5, height: 4))
        let m = PathFiller.coverage(of: p, width: 10, height: 10)
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = x >= 2 && x < 7 && y >= 3 && y < 7
                #expect(m[x, y] == (inside ? 255 : 0), "pixel (\(x), \(y))")
            }
        }
    }

    @Test func halfPixelEdgesAreHalfCovered() {
        var p = Path()
        p.addRect(RectF(x: 1.5, y: 1, width: 3, height: 2.5))
        let m = PathFiller.coverage(of: p, width: 6, height: 5)
        #expect(m[1, 1] == 128 && m[4, 1] == 128)   // left and right half columns
        #expect(m[2, 3] == 128)                      // bottom half row
        #expect(m[1, 3] == 64)                       // quarter corner
        #expect(m[2, 2] == 255 && m[0, 2] == 0 && m[5, 2] == 0)
    }

    @Test(arguments: [(10.3, 9.7, 7.2), (16.0, 16.0, 15.5), (5.5, 6.25, 2.1)])
    func cubicCirclesMatchTheSupersampledReference(cx: Double, cy: Double, r: Double) {
        let e = Self.error(Self.circle(cx: cx, cy: cy, r: r), width: 33, height: 33)
        // Curves are flattened within 0.025 px: at most ~2 % of a pixel's area apart.
        #expect(e.max <= 6, "max error \(e.max)")
        #expect(e.mean <= 0.5, "mean error \(e.mean)")
    }

    @Test func quadraticsAndSlantedLinesMatchTheReference() {
        var p = Path()
        p.move(to: PointF(x: 1.2, y: 20.7))
        p.quad(control: PointF(x: 12.5, y: -8), to: PointF(x: 23.8, y: 19.1))
        p.line(to: PointF(x: 14.3, y: 12.2))
        p.quad(control: PointF(x: 9, y: 25), to: PointF(x: 1.2, y: 20.7))
        p.close()
        let e = Self.error(p, width: 25, height: 24)
        // Curves are flattened within 0.025 px: at most ~2 % of a pixel's area apart.
        #expect(e.max <= 6, "max error \(e.max)")
        #expect(e.mean <= 0.5, "mean error \(e.mean)")
    }

    @Test func nonZeroRuleFillsOverlapsAndCutsReversedHoles() {
        // Same direction twice: still covered once (non-zero, not even-odd).
        var same = Path()
        same.addRect(RectF(x: 1, y: 1, width: 8, height: 8))
        same.addRect(RectF(x: 3, y: 3, width: 4, height: 4))
        let m1 = PathFiller.coverage(of: same, width: 10, height: 10)
        #expect(m1[5, 5] == 255 && m1[1, 1] == 255)
        // The inner contour reversed: a hole.
        let ring = Self.circle(cx: 12, cy: 12, r: 10)
        var holed = ring
        holed.append(Self.circle(cx: 12, cy: 12, r: 5, clockwise: false))
        let m2 = PathFiller.coverage(of: holed, width: 24, height: 24)
        #expect(m2[12, 12] == 0 && m2[12, 4] == 255)
        let e = Self.error(holed, width: 24, height: 24)
        // Two perimeters in a small grid: more edge pixels, each within the flattening tolerance.
        #expect(e.max <= 6)
        #expect(e.mean <= 0.7)
    }

    @Test func pathsReachingOutsideTheGridAreClippedExactly() {
        var p = Path()
        p.move(to: PointF(x: -6.3, y: -2))
        p.line(to: PointF(x: 14.7, y: 3.3))
        p.line(to: PointF(x: 4.1, y: 15.9))
        p.close()
        let e = Self.error(p, width: 10, height: 10)
        // Lines only: exact area, so only rounding separates it from the reference.
        #expect(e.max <= 1.5 && e.mean <= 0.3, "error \(e)")
    }

    @Test func fillingAnImageCompositesPremultipliedColour() {
        var image = Image(width: 8, height: 8, fill: .white)
        var p = Path()
        p.addRect(RectF(x: 2, y: 2, width: 3.5, height: 3))
        image.fill(p, colour: StraightRGBA8(r: 255, g: 0, b: 0, a: 128).premultiplied)
        #expect(image[3, 3] == PremultipliedRGBA8(r: 255, g: 127, b: 127, a: 255))
        #expect(image[0, 0] == .white)
        let edge = image[5, 3]   // half covered: a quarter of red over white
        #expect(edge.g > 150 && edge.g < 210 && edge.r == 255)
    }
}
