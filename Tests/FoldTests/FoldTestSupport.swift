import TestSupport
import Foundation
import Raster
import Warp
@testable import Fold

/// Small arts and an independent implementation of Docs/Geometry.md's projection for the fold tests.
enum FoldTestSupport {
    /// An opaque art with a colour pattern (no transparency), `width × height`.
    static func opaqueArt(width: Int, height: Int) -> Image { TestArt.gradientChecker(width: width, height: height) }

    /// How `image` (whose pixel (0, 0) lies at `originX`, `originY` in the art frame) covers the
    /// union of `quads`: its total coverage in pixels, and the pixels that are not opaque a pixel
    /// inside the outline or not clear a pixel outside it.
    static func silhouette(of image: Image, against quads: [[Point2D]], originX: Double, originY: Double)
        -> (coverage: Double, wrongInside: Int, wrongOutside: Int) {
        var coverage = 0.0, wrongInside = 0, wrongOutside = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = image[x, y].a
                coverage += Double(a) / 255
                let p = Point2D(Double(x) + 0.5 + originX, Double(y) + 0.5 + originY)
                let d = quads.map { insideDistance(p, $0) }.max()!
                if d >= 1, a != 255 { wrongInside += 1 }
                if d <= -1, a != 0 { wrongOutside += 1 }
            }
        }
        return (coverage, wrongInside, wrongOutside)
    }

    /// Pseudo-random premultiplied pixels with partial alpha.
    static func noisyArt(width: Int, height: Int) -> Image {
        var state: UInt64 = 12345
        var img = Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let a = UInt8(truncatingIfNeeded: state >> 56)
                img[x, y] = StraightRGBA8(r: UInt8(truncatingIfNeeded: state >> 8), g: UInt8(truncatingIfNeeded: state >> 16),
                                          b: UInt8(truncatingIfNeeded: state >> 24), a: a).premultiplied
            }
        }
        return img
    }

    /// The two leaves' projected corners (art frame), straight from the doc's formulas:
    /// book X = sign(s)|s|cos φ, Y = y, Z = |s| sin φ; laptop lower Y = s sin e, Z = s cos e,
    /// upper Y = −t sin(d − e), Z = t cos(d − e); pinhole (X, Y)·D/(D − Z) around the hinge midpoint.
    static func projectedLeaves(kind: FoldKind, width: Int, height: Int, hinge: Double, degrees d: Double,
                                elevation e: Double = 30, distance k: Double = 3) -> [[Point2D]] {
        let D = k * Double(max(width, height))
        let rad = Double.pi / 180
        func project(_ X: Double, _ Y: Double, _ Z: Double, _ cx: Double, _ cy: Double) -> Point2D {
            Point2D(cx + X * D / (D - Z), cy + Y * D / (D - Z))
        }
        if kind == .book {
            let phi = (180 - d) / 2 * rad, cy = Double(height) / 2
            func point(_ x: Double, _ y: Double) -> Point2D {
                let s = x - hinge
                return project((s < 0 ? -1 : 1) * abs(s) * cos(phi), y - cy, abs(s) * sin(phi), hinge, cy)
            }
            let H = Double(height), W = Double(width)
            return [[point(0, 0), point(hinge, 0), point(hinge, H), point(0, H)],
                    [point(hinge, 0), point(W, 0), point(W, H), point(hinge, H)]]
        }
        let cx = Double(width) / 2
        func point(_ x: Double, _ y: Double) -> Point2D {
            let X = x - cx
            if y >= hinge {
                let s = y - hinge
                return project(X, s * sin(e * rad), s * cos(e * rad), cx, hinge)
            }
            let t = hinge - y
            return project(X, -t * sin((d - e) * rad), t * cos((d - e) * rad), cx, hinge)
        }
        let W = Double(width), H = Double(height)
        return [[point(0, 0), point(W, 0), point(W, hinge), point(0, hinge)],
                [point(0, hinge), point(W, hinge), point(W, H), point(0, H)]]
    }

    /// Signed distance from p to the inside of a convex quad (positive inside), by its edges.
    static func insideDistance(_ p: Point2D, _ quad: [Point2D]) -> Double {
        var area = 0.0
        for i in 0..<4 { area += quad[i].cross(quad[(i + 1) % 4]) }
        let s = area > 0 ? 1.0 : -1.0
        var d = Double.infinity
        for i in 0..<4 {
            let a = quad[i], b = quad[(i + 1) % 4]
            d = min(d, s * (b - a).cross(p - a) / a.distance(to: b))
        }
        return d
    }

    static func quadArea(_ q: [Point2D]) -> Double {
        var a = 0.0
        for i in 0..<4 { a += q[i].cross(q[(i + 1) % 4]) }
        return abs(a) / 2
    }

    /// Options for geometry checks: paper-thin, no shadow, no shading.
    static func bare(_ kind: FoldKind, _ degrees: Double) -> FoldOptions {
        var o = FoldOptions(kind: kind, degrees: degrees)
        o.thickness = 0; o.shadow = false; o.shading = false
        return o
    }
}
