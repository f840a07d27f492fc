/// A convex polygon in continuous pixel coordinates: at least three vertices in order (either
/// winding), no three consecutive vertices collinear after construction, non-zero area.
public struct ConvexPolygon: Sendable, Equatable {
    /// The vertices, in order around the polygon (counter-clockwise on screen after `init(hullOf:)`).
    public let vertices: [Point2D]

    /// A polygon from vertices already in convex order; nil when it has no area or is not convex.
    public init?(_ vertices: [Point2D]) {
        let cleaned = ConvexPolygon.dropCollinear(vertices)
        guard cleaned.count >= 3, ConvexPolygon.isConvex(cleaned) else { return nil }
        self.vertices = cleaned
    }

    /// The convex hull of a set of points (Andrew's monotone chain); nil when they span no area.
    public init?(hullOf points: [Point2D]) {
        let p = points.sorted { $0.x < $1.x || ($0.x == $1.x && $0.y < $1.y) }
        guard p.count >= 3 else { return nil }
        var lower: [Point2D] = [], upper: [Point2D] = []
        for q in p {
            while lower.count >= 2, (lower[lower.count - 1] - lower[lower.count - 2]).cross(q - lower[lower.count - 2]) <= 0 {
                lower.removeLast()
            }
            lower.append(q)
        }
        for q in p.reversed() {
            while upper.count >= 2, (upper[upper.count - 1] - upper[upper.count - 2]).cross(q - upper[upper.count - 2]) <= 0 {
                upper.removeLast()
            }
            upper.append(q)
        }
        self.init(Array(lower.dropLast() + upper.dropLast()))
    }

    /// The axis-aligned rectangle [x0, x1] × [y0, y1] as a polygon.
    public static func rectangle(x0: Double, y0: Double, x1: Double, y1: Double) -> ConvexPolygon? {
        ConvexPolygon([Point2D(x0, y0), Point2D(x1, y0), Point2D(x1, y1), Point2D(x0, y1)])
    }

    /// The area enclosed (shoelace formula), > 0.
    public var area: Double { abs(signedArea(vertices)) }

    /// The smallest box holding the polygon: (minX, minY, maxX, maxY).
    public var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var b = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        for v in vertices {
            b.minX = min(b.minX, v.x); b.minY = min(b.minY, v.y)
            b.maxX = max(b.maxX, v.x); b.maxY = max(b.maxY, v.y)
        }
        return b
    }

    /// True when `p` lies inside or on the boundary.
    public func contains(_ p: Point2D) -> Bool {
        let s = signedArea(vertices) > 0 ? 1.0 : -1.0
        for i in vertices.indices {
            let a = vertices[i], b = vertices[(i + 1) % vertices.count]
            if s * (b - a).cross(p - a) < -1e-12 { return false }
        }
        return true
    }

    /// The polygon mapped through a homography, or nil when the result is not a proper convex
    /// polygon (a vertex behind the projection's horizon, or degenerate).
    public func transformed(by h: Homography) -> ConvexPolygon? {
        for v in vertices where h.weight(at: v) <= 0 { _ = v; return nil }
        return ConvexPolygon(vertices.map(h.apply))
    }

    /// The part of the polygon on the side of the directed line a → b where
    /// `(b - a) × (p - a) ≥ 0` (Sutherland–Hodgman against one half-plane); nil when empty.
    public func clipped(keepingLeftOf a: Point2D, _ b: Point2D) -> ConvexPolygon? {
        let d = b - a
        var out: [Point2D] = []
        for i in vertices.indices {
            let p = vertices[i], q = vertices[(i + 1) % vertices.count]
            let sp = d.cross(p - a), sq = d.cross(q - a)
            if sp >= 0 { out.append(p) }
            if (sp >= 0) != (sq >= 0) {
                let t = sp / (sp - sq)
                out.append(p + (q - p) * t)
            }
        }
        return ConvexPolygon(out)
    }

    private func signedArea(_ v: [Point2D]) -> Double {
        var s = 0.0
        for i in v.indices { s += v[i].cross(v[(i + 1) % v.count]) }
        return s / 2
    }

    private static func dropCollinear(_ v: [Point2D]) -> [Point2D] {
        var out = v
        var changed = true
        while changed && out.count >= 3 {
            changed = false
            for i in out.indices {
                let a = out[(i + out.count - 1) % out.count], b = out[i], c = out[(i + 1) % out.count]
                let scale = max(1e-300, (b - a).distance(to: .init(0, 0)) * (c - b).distance(to: .init(0, 0)))
                if abs((b - a).cross(c - b)) <= 1e-12 * scale && (b - a).x * (c - b).x + (b - a).y * (c - b).y >= 0
                    || b == a {
                    out.remove(at: i)
                    changed = true
                    break
                }
            }
        }
        return out
    }

    private static func isConvex(_ v: [Point2D]) -> Bool {
        var sign = 0.0
        for i in v.indices {
            let a = v[i], b = v[(i + 1) % v.count], c = v[(i + 2) % v.count]
            let z = (b - a).cross(c - b)
            if z == 0 { continue }
            if sign == 0 { sign = z } else if (z > 0) != (sign > 0) { return false }
        }
        return sign != 0
    }
}
