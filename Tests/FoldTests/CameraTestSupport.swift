import Raster
import Warp
@testable import Fold

/// Docs/Geometry.md's camera orbit written out independently of `FoldGeometry`: the fold's own
/// formulas for a point, then X1 = X cos a + Z sin a, Z1 = −X sin a + Z cos a, Y2 = Y1 cos t +
/// Z1 sin t, Z2 = −Y1 sin t + Z1 cos t, then (X2, Y2)·D/(D − Z2) around the hinge midpoint.
enum CameraTestSupport {
    /// The projected corners of every leaf (one for a flat plane) in the art frame.
    static func orbitedLeaves(kind: FoldKind, width: Int, height: Int, hinge: Double, degrees d: Double,
                              elevation e: Double = 30, distance k: Double = 3, turn: Double, tilt: Double) -> [[Point2D]] {
        let W = Double(width), H = Double(height)
        let D = k * max(W, H)
        let rad = Double.pi / 180
        let (ca, sa, ct, st) = (cos(turn * rad), sin(turn * rad), cos(tilt * rad), sin(tilt * rad))
        func view(_ X: Double, _ Y: Double, _ Z: Double, _ cx: Double, _ cy: Double) -> Point2D {
            let X1 = X * ca + Z * sa, Z1 = -X * sa + Z * ca
            let Y2 = Y * ct + Z1 * st, Z2 = -Y * st + Z1 * ct
            return Point2D(cx + X1 * D / (D - Z2), cy + Y2 * D / (D - Z2))
        }
        switch kind {
        case .flat:
            func point(_ x: Double, _ y: Double) -> Point2D { view(x - W / 2, y - H / 2, 0, W / 2, H / 2) }
            return [[point(0, 0), point(W, 0), point(W, H), point(0, H)]]
        case .book:
            let phi = (180 - d) / 2 * rad, cy = H / 2
            func point(_ x: Double, _ y: Double) -> Point2D {
                let s = x - hinge
                return view((s < 0 ? -1 : 1) * abs(s) * cos(phi), y - cy, abs(s) * sin(phi), hinge, cy)
            }
            return [[point(0, 0), point(hinge, 0), point(hinge, H), point(0, H)],
                    [point(hinge, 0), point(W, 0), point(W, H), point(hinge, H)]]
        case .laptop:
            let cx = W / 2
            func point(_ x: Double, _ y: Double) -> Point2D {
                if y >= hinge {
                    let s = y - hinge
                    return view(x - cx, s * sin(e * rad), s * cos(e * rad), cx, hinge)
                }
                let t = hinge - y
                return view(x - cx, -t * sin((d - e) * rad), t * cos((d - e) * rad), cx, hinge)
            }
            return [[point(0, 0), point(W, 0), point(W, hinge), point(0, hinge)],
                    [point(0, hinge), point(W, hinge), point(W, H), point(0, H)]]
        }
    }

    /// The area covered by convex quads (their union: the two leaves of a turned fold may
    /// overlap on the image), by inclusion–exclusion over pairs.
    static func unionArea(_ quads: [[Point2D]]) -> Double {
        let polygons = quads.compactMap { ConvexPolygon(hullOf: $0) }
        var area = polygons.map(\.area).reduce(0, +)
        for i in polygons.indices {
            for j in polygons.indices where j > i {
                var common: ConvexPolygon? = polygons[i]
                let v = polygons[j].vertices
                for k in v.indices { common = common?.clipped(keepingLeftOf: v[k], v[(k + 1) % v.count]) }
                area -= common?.area ?? 0
            }
        }
        return area
    }

    /// Paper-thin, unshaded, shadowless options seen from a camera.
    static func bare(_ kind: FoldKind, _ degrees: Double, turn: Double, tilt: Double) -> FoldOptions {
        var o = FoldTestSupport.bare(kind, degrees)
        o.camera = Camera(turn: turn, tilt: tilt)
        return o
    }

    /// Opaque coverage (alpha / 255) of a column or a row of an image.
    static func columnHeight(_ image: Image, _ x: Int) -> Double {
        (0..<image.height).reduce(0.0) { $0 + Double(image[x, $1].a) / 255 }
    }
    static func rowWidth(_ image: Image, _ y: Int) -> Double {
        (0..<image.width).reduce(0.0) { $0 + Double(image[$1, y].a) / 255 }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
