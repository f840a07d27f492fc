/// An outline made of subpaths of lines, quadratic and cubic Béziers, in pixel-edge coordinates
/// (y down). Invariant: every element after a `move` continues the subpath that move started;
/// a subpath is filled as if closed (a closing line back to its start is implied).
public struct Path: Sendable, Equatable {
    /// One drawing step; the current point is the end point of the previous step.
    public enum Element: Sendable, Equatable {
        case move(PointF)
        case line(PointF)
        case quad(control: PointF, to: PointF)
        case cubic(control1: PointF, control2: PointF, to: PointF)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: PointF) { elements.append(.move(p)) }
    public mutating func line(to p: PointF) { elements.append(.line(p)) }
    public mutating func quad(control c: PointF, to p: PointF) { elements.append(.quad(control: c, to: p)) }
    public mutating func cubic(control1 c1: PointF, control2 c2: PointF, to p: PointF) {
        elements.append(.cubic(control1: c1, control2: c2, to: p))
    }
    public mutating func close() { elements.append(.close) }

    /// Appends every element of `other`.
    public mutating func append(_ other: Path) { elements += other.elements }

    /// A rectangle as a closed subpath (clockwise on screen).
    public mutating func addRect(_ r: RectF) {
        move(to: PointF(x: r.minX, y: r.minY)); line(to: PointF(x: r.maxX, y: r.minY))
        line(to: PointF(x: r.maxX, y: r.maxY)); line(to: PointF(x: r.minX, y: r.maxY)); close()
    }

    /// The path with every point mapped to (x·scaleX + dx, y·scaleY + dy).
    public func transformed(scaleX: Double, scaleY: Double, dx: Double, dy: Double) -> Path {
        func f(_ p: PointF) -> PointF { PointF(x: p.x * scaleX + dx, y: p.y * scaleY + dy) }
        var out = Path()
        out.elements = elements.map { e in
            switch e {
            case .move(let p): return .move(f(p))
            case .line(let p): return .line(f(p))
            case .quad(let c, let p): return .quad(control: f(c), to: f(p))
            case .cubic(let c1, let c2, let p): return .cubic(control1: f(c1), control2: f(c2), to: f(p))
            case .close: return .close
            }
        }
        return out
    }

    /// The smallest rectangle holding every point and control point (nil for a path without points).
    /// The curves lie inside it.
    public var controlBounds: RectF? {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        func add(_ p: PointF) { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        guard x0 <= x1, y0 <= y1, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
        return RectF(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
