/// Fills paths with the non-zero rule and exact-area anti-aliasing: curves are flattened to
/// lines within `tolerance` px, lines go into a `CoverageAccumulator`. Stateless.
public enum PathFiller {
    /// Largest distance, px, between a curve and the lines that stand for it.
    public static let tolerance = 0.025

    /// The coverage of `path` on a width × height grid whose top-left pixel edge is at (originX,
    /// originY) in the path's coordinates.
    public static func coverage(of path: Path, width: Int, height: Int,
                                originX: Double = 0, originY: Double = 0) -> Mask {
        var acc = CoverageAccumulator(width: width, height: height)
        var start = PointF(x: 0, y: 0), current = start, open = false
        func shift(_ p: PointF) -> PointF { PointF(x: p.x - originX, y: p.y - originY) }
        for element in path.elements {
            switch element {
            case .move(let p):
                if open { acc.addLine(current, start) }
                start = shift(p); current = start; open = true
            case .line(let p):
                let q = shift(p)
                acc.addLine(current, q); current = q; open = true
            case .quad(let c, let p):
                let c = shift(c), q = shift(p)
                let ddx = current.x - 2 * c.x + q.x, ddy = current.y - 2 * c.y + q.y
                let n = segments(deviation: (ddx * ddx + ddy * ddy).squareRoot() / 4)
                var previous = current
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let point = i == n ? q : PointF(x: u * u * current.x + 2 * u * t * c.x + t * t * q.x,
                                                    y: u * u * current.y + 2 * u * t * c.y + t * t * q.y)
                    acc.addLine(previous, point); previous = point
                }
                current = q; open = true
            case .cubic(let c1, let c2, let p):
                let c1 = shift(c1), c2 = shift(c2), q = shift(p)
                let ax = current.x - 2 * c1.x + c2.x, ay = current.y - 2 * c1.y + c2.y
                let bx = c1.x - 2 * c2.x + q.x, by = c1.y - 2 * c2.y + q.y
                let m = max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
                let n = segments(deviation: 0.75 * m)
                var previous = current
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
                    let point = i == n ? q : PointF(x: w0 * current.x + w1 * c1.x + w2 * c2.x + w3 * q.x,
                                                    y: w0 * current.y + w1 * c1.y + w2 * c2.y + w3 * q.y)
                    acc.addLine(previous, point); previous = point
                }
                current = q; open = true
            case .close:
                if open { acc.addLine(current, start) }
                current = start; open = false
            }
        }
        if open { acc.addLine(current, start) }
        return acc.mask()
    }

    /// Lines needed so that a curve whose chord error for one segment is `deviation` (in px, the
    /// error shrinks with the square of the count) stays within `tolerance`.
    static func segments(deviation: Double) -> Int {
        guard deviation.isFinite, deviation > 0 else { return 1 }
        return min(max(1, Int((deviation / tolerance).squareRoot().rounded(.up))), 1024)
    }
}
