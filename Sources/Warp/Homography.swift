/// A projective map of the plane, a 3×3 matrix of Doubles acting on homogeneous column vectors:
/// (x, y) ↦ ((m00 x + m01 y + m02) / w, (m10 x + m11 y + m12) / w), w = m20 x + m21 y + m22.
///
/// Pixel-centre convention (the one convention of the whole package): points are continuous
/// pixel coordinates, pixel (i, j) covers [i, i+1) × [j, j+1) and its centre is (i + 0.5, j + 0.5).
/// A homography maps such coordinates to such coordinates, so an integer translation maps every
/// pixel exactly onto another pixel, and the warp engine samples the source at the image of each
/// destination pixel centre.
public struct Homography: Sendable, Equatable, CustomStringConvertible {
    /// The nine entries, row-major: m[3 r + c].
    public private(set) var m: [Double]

    /// A homography from its nine row-major entries.
    public init(_ rowMajor: [Double]) {
        precondition(rowMajor.count == 9, "a homography has 9 entries")
        m = rowMajor
    }

    public static let identity = Homography([1, 0, 0, 0, 1, 0, 0, 0, 1])

    /// (x, y) ↦ (x + dx, y + dy).
    public static func translation(_ dx: Double, _ dy: Double) -> Homography {
        Homography([1, 0, dx, 0, 1, dy, 0, 0, 1])
    }

    /// (x, y) ↦ (sx x, sy y).
    public static func scale(_ sx: Double, _ sy: Double) -> Homography {
        Homography([sx, 0, 0, 0, sy, 0, 0, 0, 1])
    }

    /// The homography that maps each `from[k]` to `to[k]` (four pairs, no three points of either
    /// side collinear), normalised so that m22 = 1; nil when the pairs are degenerate.
    public init?(mapping from: [Point2D], to: [Point2D]) {
        precondition(from.count == 4 && to.count == 4, "a homography is solved from exactly four point pairs")
        // Unknowns h0…h7 (h8 = 1): for each pair, two rows of the linear system.
        var a = [Double](repeating: 0, count: 8 * 9)  // augmented 8×9
        for k in 0..<4 {
            let (sx, sy, dx, dy) = (from[k].x, from[k].y, to[k].x, to[k].y)
            let r0 = 2 * k * 9, r1 = (2 * k + 1) * 9
            a[r0 + 0] = sx; a[r0 + 1] = sy; a[r0 + 2] = 1
            a[r0 + 6] = -dx * sx; a[r0 + 7] = -dx * sy; a[r0 + 8] = dx
            a[r1 + 3] = sx; a[r1 + 4] = sy; a[r1 + 5] = 1
            a[r1 + 6] = -dy * sx; a[r1 + 7] = -dy * sy; a[r1 + 8] = dy
        }
        guard let h = Homography.solve8(&a) else { return nil }
        self.init(h + [1])
        // A projective map that sends a corner to infinity is no use to anyone.
        for p in from where abs(weight(at: p)) < 1e-12 { _ = p; return nil }
    }

    /// Gaussian elimination with partial pivoting on an 8×9 augmented matrix.
    private static func solve8(_ a: inout [Double]) -> [Double]? {
        let n = 8, w = 9
        var scale = 0.0
        for v in a { scale = max(scale, abs(v)) }
        let tiny = max(scale, 1) * 1e-13
        for col in 0..<n {
            var pivot = col
            for r in (col + 1)..<n where abs(a[r * w + col]) > abs(a[pivot * w + col]) { pivot = r }
            if abs(a[pivot * w + col]) <= tiny { return nil }
            if pivot != col { for c in 0..<w { a.swapAt(col * w + c, pivot * w + c) } }
            let inv = 1 / a[col * w + col]
            for r in 0..<n where r != col {
                let f = a[r * w + col] * inv
                if f == 0 { continue }
                for c in col..<w { a[r * w + c] -= f * a[col * w + c] }
            }
        }
        return (0..<n).map { a[$0 * w + 8] / a[$0 * w + $0] }
    }

    /// The homogeneous weight w at a point (positive for points in front of a camera-made map).
    @inlinable public func weight(at p: Point2D) -> Double { m[6] * p.x + m[7] * p.y + m[8] }

    /// The image of a point.
    @inlinable public func apply(_ p: Point2D) -> Point2D {
        let w = m[6] * p.x + m[7] * p.y + m[8]
        return Point2D((m[0] * p.x + m[1] * p.y + m[2]) / w, (m[3] * p.x + m[4] * p.y + m[5]) / w)
    }

    /// `self ∘ other`: first `other`, then `self`.
    public func composed(after other: Homography) -> Homography {
        var r = [Double](repeating: 0, count: 9)
        for i in 0..<3 {
            for j in 0..<3 {
                r[3 * i + j] = m[3 * i] * other.m[j] + m[3 * i + 1] * other.m[3 + j] + m[3 * i + 2] * other.m[6 + j]
            }
        }
        return Homography(r)
    }

    /// `a * b` is `a.composed(after: b)`: apply b, then a.
    public static func * (a: Homography, b: Homography) -> Homography { a.composed(after: b) }

    /// The inverse map, normalised so that m22 = 1 when possible; nil when singular.
    public func inverted() -> Homography? {
        let c00 = m[4] * m[8] - m[5] * m[7], c01 = m[5] * m[6] - m[3] * m[8], c02 = m[3] * m[7] - m[4] * m[6]
        let det = m[0] * c00 + m[1] * c01 + m[2] * c02
        var mag = 0.0
        for v in m { mag = max(mag, abs(v)) }
        guard det.isFinite, abs(det) > 1e-14 * max(1, mag * mag * mag) else { return nil }
        let adj: [Double] = [
            c00, m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
            c01, m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
            c02, m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
        ]
        return Homography(adj.map { $0 / det }).normalized()
    }

    /// The same map scaled so that m22 = 1 (unchanged when m22 is 0).
    public func normalized() -> Homography {
        guard m[8] != 0 else { return self }
        return Homography(m.map { $0 / m[8] })
    }

    /// The derivative of the map at a point: the images of a unit step in x and in y,
    /// (∂/∂x, ∂/∂y), each a vector of the target plane.
    public func jacobian(at p: Point2D) -> (dx: Point2D, dy: Point2D) {
        let w = weight(at: p)
        let q = apply(p)
        return (Point2D((m[0] - q.x * m[6]) / w, (m[3] - q.y * m[6]) / w),
                Point2D((m[1] - q.x * m[7]) / w, (m[4] - q.y * m[7]) / w))
    }

    /// True when the map is (x, y) ↦ (x + dx, y + dy) with integer dx, dy, up to `tolerance`.
    public func isIntegerTranslation(tolerance: Double = 1e-9) -> Bool {
        let n = normalized().m
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance }
        return near(n[0], 1) && near(n[1], 0) && near(n[3], 0) && near(n[4], 1) && near(n[6], 0) && near(n[7], 0)
            && near(n[2], n[2].rounded()) && near(n[5], n[5].rounded())
    }

    public var description: String {
        "[\(m[0]) \(m[1]) \(m[2]); \(m[3]) \(m[4]) \(m[5]); \(m[6]) \(m[7]) \(m[8])]"
    }
}
