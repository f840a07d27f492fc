/// An integer rectangle in pixel coordinates: origin at its top-left corner, width and height ≥ 0.
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "rectangle size must not be negative")
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public var minX: Int { x }
    public var minY: Int { y }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The overlap of two rectangles (empty, at the origin, when they do not overlap).
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when `other` lies entirely inside this rectangle.
    public func contains(_ other: PixelRect) -> Bool {
        other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }

    public var description: String { "\(width)×\(height)+\(x)+\(y)" }
}
