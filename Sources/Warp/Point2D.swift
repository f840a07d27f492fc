/// A point in continuous pixel coordinates (x right, y down): pixel (i, j) covers
/// [i, i+1) × [j, j+1) and its centre is (i + 0.5, j + 0.5).
public struct Point2D: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }

    public var description: String { "(\(x), \(y))" }

    @inlinable public static func + (a: Point2D, b: Point2D) -> Point2D { Point2D(a.x + b.x, a.y + b.y) }
    @inlinable public static func - (a: Point2D, b: Point2D) -> Point2D { Point2D(a.x - b.x, a.y - b.y) }
    @inlinable public static func * (a: Point2D, s: Double) -> Point2D { Point2D(a.x * s, a.y * s) }

    /// The z component of the cross product of `self` and `other`, as 3-vectors with z = 0.
    @inlinable public func cross(_ other: Point2D) -> Double { x * other.y - y * other.x }

    /// Euclidean distance to another point.
    @inlinable public func distance(to other: Point2D) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}
