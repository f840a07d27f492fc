import Raster
import Warp
@testable import Fold

/// Docs/Geometry.md's body ("Both sides of the device") written out independently of the
/// renderer: each leaf a slab T thick (its outer face T along −n, n = ∂p/∂x × ∂p/∂y normalised,
/// the art's x then y), the hinge's outside a cylinder of radius T about the hinge line from −n₁
/// to −n₂ round the side away from the fronts, the orbit and the pinhole of "The camera".
enum BodyTestSupport {
    /// One view of a fold of a `width × height` art.
    struct View: CustomStringConvertible, Sendable {
        var kind: FoldKind
        var degrees: Double
        var turn: Double
        var tilt: Double
        var description: String { "\(kind) \(degrees)° turn \(turn) tilt \(tilt)" }
    }

    /// The contract's placement of art point (x, y) on the leaf on `side` (−1, +1; flat: +1), in
    /// the fold's frame.
    static func place(_ kind: FoldKind, _ x: Double, _ y: Double, side: Int, width: Int, height: Int, hinge: Double,
                      degrees d: Double, elevation e: Double) -> SIMD3<Double> {
        let rad = Double.pi / 180
        let W = Double(width), H = Double(height)
        switch kind {
        case .flat:
            return SIMD3(x - W / 2, y - H / 2, 0)
        case .book:
            let phi = (180 - d) / 2 * rad, s = x - hinge
            // The leaf's own plane, continued past the hinge (its side decides the sign).
            let a = Double(side) * s
            return SIMD3(Double(side) * a * cos(phi), y - H / 2, a * sin(phi))
        case .laptop:
            if side > 0 {
                let s = y - hinge
                return SIMD3(x - W / 2, s * sin(e * rad), s * cos(e * rad))
            }
            let t = hinge - y
            return SIMD3(x - W / 2, -t * sin((d - e) * rad), t * cos((d - e) * rad))
        }
    }

    /// The unit front normal of a leaf: the art's x step crossed with its y step.
    static func normal(_ kind: FoldKind, side: Int, width: Int, height: Int, hinge: Double, degrees: Double,
                       elevation: Double) -> SIMD3<Double> {
        let x0 = side < 0 ? hinge / 2 : (hinge + Double(kind == .laptop ? width : width)) / 2
        let y0 = kind == .laptop ? (side < 0 ? hinge / 2 : (hinge + Double(height)) / 2) : Double(height) / 2
        let p = place(kind, x0, y0, side: side, width: width, height: height, hinge: hinge, degrees: degrees, elevation: elevation)
        let u = place(kind, x0 + 1, y0, side: side, width: width, height: height, hinge: hinge, degrees: degrees, elevation: elevation) - p
        let v = place(kind, x0, y0 + 1, side: side, width: width, height: height, hinge: hinge, degrees: degrees, elevation: elevation) - p
        let n = SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
        return n / (n * n).sum().squareRoot()
    }

    /// The orbit of a fold-frame point, then the pinhole, around the hinge midpoint (art frame).
    static func project(_ p: SIMD3<Double>, turn: Double, tilt: Double, distance D: Double, centre: Point2D) -> Point2D {
        let rad = Double.pi / 180
        let (ca, sa, ct, st) = (cos(turn * rad), sin(turn * rad), cos(tilt * rad), sin(tilt * rad))
        let X1 = p.x * ca + p.z * sa, Z1 = -p.x * sa + p.z * ca
        let Y2 = p.y * ct + Z1 * st, Z2 = -p.y * st + Z1 * ct
        return Point2D(centre.x + X1 * D / (D - Z2), centre.y + Y2 * D / (D - Z2))
    }

    /// The body's three solids projected: each slab's eight corners, and the hinge's outside as
    /// its arc at both ends with the hinge line (empty when it has none). Art frame.
    static func solids(_ v: View, width: Int, height: Int, hinge: Double, thickness T: Double, elevation e: Double = 30,
                       distance k: Double = 3) -> [[Point2D]] {
        let W = Double(width), H = Double(height)
        let D = k * max(W, H)
        let centre = v.kind == .laptop ? Point2D(W / 2, hinge) : v.kind == .flat ? Point2D(W / 2, H / 2) : Point2D(hinge, H / 2)
        func proj(_ p: SIMD3<Double>) -> Point2D { project(p, turn: v.turn, tilt: v.tilt, distance: D, centre: centre) }
        let sides = v.kind == .flat ? [1] : [-1, 1]
        var out: [[Point2D]] = []
        var normals: [SIMD3<Double>] = [], outwards: [SIMD3<Double>] = []
        for side in sides {
            let rect: (Double, Double, Double, Double)
            switch v.kind {
            case .flat: rect = (0, 0, W, H)
            case .book: rect = side < 0 ? (0, 0, hinge, H) : (hinge, 0, W, H)
            case .laptop: rect = side < 0 ? (0, 0, W, hinge) : (0, hinge, W, H)
            }
            let n = normal(v.kind, side: side, width: width, height: height, hinge: hinge, degrees: v.degrees, elevation: e)
            normals.append(n)
            var corners: [Point2D] = []
            for (x, y) in [(rect.0, rect.1), (rect.2, rect.1), (rect.2, rect.3), (rect.0, rect.3)] {
                let p = place(v.kind, x, y, side: side, width: width, height: height, hinge: hinge, degrees: v.degrees,
                              elevation: e)
                corners += [proj(p), proj(p - T * n)]
            }
            out.append(corners)
            // Away from the hinge, in the leaf's plane.
            let far = v.kind == .laptop ? (side < 0 ? (W / 2, 0.0) : (W / 2, H)) : (side < 0 ? (0.0, H / 2) : (W, H / 2))
            let a = place(v.kind, far.0, far.1, side: side, width: width, height: height, hinge: hinge, degrees: v.degrees, elevation: e)
            outwards.append(a / (a * a).sum().squareRoot())
        }
        guard v.kind != .flat, T > 0 else { return out }
        // The hinge's outside: rotate −n₁ about the hinge line, the way that passes −(n₁ + n₂).
        let axis: SIMD3<Double> = v.kind == .laptop ? SIMD3(1, 0, 0) : SIMD3(0, 1, 0)
        let start = -normals[0], end = -normals[1]
        let span = acos(min(1, max(-1, (start * end).sum())))
        guard span > 1e-9 else { return out }
        var mid = -(normals[0] + normals[1])
        if (mid * mid).sum() < 1e-18 { mid = -(outwards[0] + outwards[1]) }
        func rotated(_ p: SIMD3<Double>, _ angle: Double) -> SIMD3<Double> {
            let c = cos(angle), s = sin(angle)
            let cross = SIMD3(axis.y * p.z - axis.z * p.y, axis.z * p.x - axis.x * p.z, axis.x * p.y - axis.y * p.x)
            return p * c + cross * s + axis * ((axis * p).sum() * (1 - c))
        }
        let sign = (rotated(start, span / 2) * mid).sum() >= (rotated(start, -span / 2) * mid).sum() ? 1.0 : -1.0
        let along = v.kind == .laptop ? W / 2 : H / 2
        var arc: [Point2D] = []
        for i in 0...64 {
            let r = rotated(start, sign * span * Double(i) / 64)
            arc += [proj(-along * axis + T * r), proj(along * axis + T * r)]
        }
        arc += [proj(-along * axis), proj(along * axis)]
        out.append(arc)
        return out
    }

    /// The area of the union of the hulls of the point sets inside a box, by 4 × 4 samples per
    /// pixel (the union of convex solids is not convex; clipping it exactly is fragile where
    /// solids share faces).
    static func unionArea(_ sets: [[Point2D]], box: (x0: Int, y0: Int, x1: Int, y1: Int)) -> Double {
        let hulls = sets.compactMap { ConvexPolygon(hullOf: $0) }
        var inside = 0
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 {
                for j in 0..<4 {
                    for i in 0..<4 {
                        let p = Point2D(Double(x) + (Double(i) + 0.5) / 4, Double(y) + (Double(j) + 0.5) / 4)
                        if hulls.contains(where: { $0.contains(p) }) { inside += 1 }
                    }
                }
            }
        }
        return Double(inside) / 16
    }

    /// Signed distance from `q` into the hull of `points` (positive inside).
    static func inside(_ q: Point2D, _ points: [Point2D]) -> Double {
        guard let hull = ConvexPolygon(hullOf: points) else { return -.infinity }
        let v = hull.vertices
        var d = Double.infinity
        for i in v.indices {
            let a = v[i], b = v[(i + 1) % v.count]
            d = min(d, (b - a).cross(q - a) / a.distance(to: b))
        }
        return d
    }

    /// How an image (its pixel (0, 0) at `origin` in the art frame) covers the union of the
    /// solids: total coverage, pixels a pixel inside that are not opaque (alpha below 240: a faint
    /// anti-aliasing seam between two solids is not a hole), pixels a pixel outside that are drawn
    /// (alpha above 16).
    static func silhouette(of image: Image, against solids: [[Point2D]], origin: Point2D)
        -> (coverage: Double, holes: Int, strays: Int) {
        var coverage = 0.0, holes = 0, strays = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = image[x, y].a
                coverage += Double(a) / 255
                let q = Point2D(Double(x) + 0.5 + origin.x, Double(y) + 0.5 + origin.y)
                let d = solids.map { inside(q, $0) }.max() ?? -.infinity
                if d >= 1, a < 240 { holes += 1 }
                if d <= -1, a > 16 { strays += 1 }
            }
        }
        return (coverage, holes, strays)
    }

    /// Thick, unshaded, shadowless options for a view.
    static func options(_ v: View, thickness: Double) -> FoldOptions {
        var o = FoldOptions(kind: v.kind, degrees: v.degrees)
        o.thickness = thickness; o.shadow = false; o.shading = false
        o.camera = Camera(turn: v.turn, tilt: v.tilt)
        return o
    }
}

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
