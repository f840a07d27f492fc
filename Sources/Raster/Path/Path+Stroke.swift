#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Path {
    /// The outline of the polyline through `points` drawn `width` wide with round joins and caps
    /// (closed: back to the first point as well): one quadrilateral per segment and one disc per
    /// point, all wound the same way, so that the non-zero fill is exactly their union.
    public static func stroke(_ points: [PointF], closed: Bool, width: Double) -> Path {
        var path = Path()
        guard !points.isEmpty, width > 0, width.isFinite else { return path }
        let r = width / 2
        // Each piece as a polygon with a positive shoelace area (one winding for all).
        func add(_ polygon: [PointF]) {
            var area = 0.0
            for (i, p) in polygon.enumerated() {
                let q = polygon[(i + 1) % polygon.count]
                area += p.x * q.y - q.x * p.y
            }
            let ordered = area < 0 ? Array(polygon.reversed()) : polygon
            path.move(to: ordered[0])
            for p in ordered.dropFirst() { path.line(to: p) }
            path.close()
        }
        // A disc's sides: enough that the polygon stays within a fiftieth of a pixel of the circle.
        let sides = max(8, min(64, Int((Double.pi / acos(max(-1, 1 - 0.02 / max(r, 0.02)))).rounded(.up))))
        for p in points {
            add((0..<sides).map { k in
                let t = 2 * Double.pi * Double(k) / Double(sides)
                return PointF(x: p.x + r * cos(t), y: p.y + r * sin(t))
            })
        }
        let count = closed ? points.count : points.count - 1
        for i in 0..<max(0, count) {
            let p = points[i], q = points[(i + 1) % points.count]
            let dx = q.x - p.x, dy = q.y - p.y, length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { continue }
            let nx = -dy / length * r, ny = dx / length * r
            add([PointF(x: p.x + nx, y: p.y + ny), PointF(x: q.x + nx, y: q.y + ny),
                 PointF(x: q.x - nx, y: q.y - ny), PointF(x: p.x - nx, y: p.y - ny)])
        }
        return path
    }
}
