/// A coverage mask: one byte per pixel, 0 = uncovered, 255 = fully covered, rows tightly packed,
/// width ≥ 1 and height ≥ 1.
public struct Mask: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width × height` coverage bytes, rows tightly packed.
    public package(set) var coverage: [UInt8]

    /// An empty (all-zero) mask.
    public init(width: Int, height: Int) {
        precondition(width >= 1 && height >= 1, "mask size must be positive, got \(width)×\(height)")
        self.width = width; self.height = height
        coverage = [UInt8](repeating: 0, count: width * height)
    }

    /// Wraps coverage bytes, rows tightly packed.
    public init(width: Int, height: Int, coverage: [UInt8]) {
        precondition(width >= 1 && height >= 1 && coverage.count == width * height, "mask buffer has the wrong size")
        self.width = width; self.height = height; self.coverage = coverage
    }

    public subscript(x: Int, y: Int) -> UInt8 {
        @inlinable get { coverage[y * width + x] }
        set { coverage[y * width + x] = newValue }
    }
}
