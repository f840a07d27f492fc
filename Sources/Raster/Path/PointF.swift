/// A point in continuous pixel-edge coordinates (x right, y down); any finite values.
public struct PointF: Sendable, Hashable {
    public var x: Double, y: Double
    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }
}
