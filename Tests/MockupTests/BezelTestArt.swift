import Raster
@testable import Mockup

/// Synthetic bezel art of known geometry, drawn in memory for the tests: invariant: the hole is
/// exactly `hole` (pixel-aligned), with corner radius `holeRadius`.
struct BezelTestArt {
    var width: Int
    var height: Int
    /// The screen hole: transparent inside, anti-aliased at its rounded corners.
    var hole: PixelRect
    var holeRadius: Double
    /// The body's margin around the hole and its own corner radius.
    var bodyInset = 6
    var bodyRadius: Double = 20
    /// Width of a half-transparent shading band laid over the inside of the hole's edge (0: none).
    var shadingBand = 0
    /// An opaque island (a camera) inside the hole: centre and radius, or nil.
    var camera: (x: Double, y: Double, radius: Double)?

    /// Art whose hole is `holeWidth × holeHeight` with `margin` pixels of body plus `bodyInset`
    /// of transparent surround on each side.
    init(holeWidth: Int, holeHeight: Int, holeRadius: Double, margin: Int = 12, bodyInset: Int = 6) {
        width = holeWidth + 2 * (margin + bodyInset)
        height = holeHeight + 2 * (margin + bodyInset)
        hole = PixelRect(x: margin + bodyInset, y: margin + bodyInset, width: holeWidth, height: holeHeight)
        self.holeRadius = holeRadius
        self.bodyInset = bodyInset
    }

    /// Signed distance from (px, py) to a rounded rectangle (negative inside).
    static func distance(_ px: Double, _ py: Double, to rect: (x: Double, y: Double, w: Double, h: Double),
                         radius: Double) -> Double {
        let cx = rect.x + rect.w / 2, cy = rect.y + rect.h / 2
        let qx = abs(px - cx) - (rect.w / 2 - radius), qy = abs(py - cy) - (rect.h / 2 - radius)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return outside + min(max(qx, qy), 0) - radius
    }

    /// The art: a grey body, transparent outside and in the hole, shading and camera as set.
    func render() -> Image {
        var image = Image(width: width, height: height)
        let body = Mask.roundedRect(RectF(x: Double(bodyInset), y: Double(bodyInset), width: Double(width - 2 * bodyInset),
                                          height: Double(height - 2 * bodyInset)),
                                    cornerRadius: bodyRadius, width: width, height: height)
        let holeCoverage = Mask.roundedRect(RectF(hole), cornerRadius: holeRadius, width: width, height: height)
        let screen = (x: Double(hole.x), y: Double(hole.y), w: Double(hole.width), h: Double(hole.height))
        for y in 0..<height {
            for x in 0..<width {
                var alpha = Double(body[x, y]) / 255 * (1 - Double(holeCoverage[x, y]) / 255)
                if shadingBand > 0 {
                    let d = -BezelTestArt.distance(Double(x) + 0.5, Double(y) + 0.5, to: screen, radius: holeRadius)
                    if d > 0 && d < Double(shadingBand) {
                        let shade = 0.7 * (1 - d / Double(shadingBand))
                        alpha = alpha + (1 - alpha) * shade
                    }
                }
                if let camera {
                    let dx = Double(x) + 0.5 - camera.x, dy = Double(y) + 0.5 - camera.y
                    if (dx * dx + dy * dy).squareRoot() < camera.radius { alpha = 1 }
                }
                let a = UInt8((alpha * 255).rounded())
                image[x, y] = StraightRGBA8(r: 40, g: 42, b: 48, a: a).premultiplied
            }
        }
        return image
    }
}
