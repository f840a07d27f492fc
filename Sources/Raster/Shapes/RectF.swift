/// A rectangle in continuous pixel-edge coordinates: pixel (i, j) covers [i, i+1) × [j, j+1);
/// origin at the top-left corner, width and height ≥ 0.
public struct RectF: Sendable, Hashable, CustomStringConvertible {
    public var x: Double, y: Double, width: Double, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        precondition(width >= 0 && height >= 0, "rectangle size must not be negative")
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The same rectangle as an integer one.
    public init(_ rect: PixelRect) {
        self.init(x: Double(rect.x), y: Double(rect.y), width: Double(rect.width), height: Double(rect.height))
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The smallest integer rectangle holding every pixel this one touches.
    public var enclosingRect: PixelRect {
        let x0 = Int(minX.rounded(.down)), y0 = Int(minY.rounded(.down))
        let x1 = Int(maxX.rounded(.up)), y1 = Int(maxY.rounded(.up))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// This rectangle moved inwards by `d` on every side (outwards when `d` is negative), never below zero size.
    public func insetBy(_ d: Double) -> RectF {
        let w = max(0, width - 2 * d), h = max(0, height - 2 * d)
        return RectF(x: midX - w / 2, y: midY - h / 2, width: w, height: h)
    }

    public var description: String { "\(width)×\(height)+\(x)+\(y)" }
}
