extension Mask {
    /// Multiplies each coverage by the other mask's (same size) coverage: the intersection of the two shapes.
    public mutating func multiply(by other: Mask) {
        precondition(other.width == width && other.height == height, "masks differ in size")
        let count = coverage.count
        other.coverage.withUnsafeBufferPointer { o in
            coverage.withUnsafeMutableBufferPointer { c in
                let (a, b) = (c.baseAddress!, o.baseAddress!)
                Parallel.forEachChunk(count: count, minChunk: 1 << 17) { range in
                    for i in range { a[i] = Premultiply.multiply(a[i], b[i]) }
                }
            }
        }
    }

    /// The complement: 255 − coverage everywhere.
    public func inverted() -> Mask {
        Mask(width: width, height: height, coverage: coverage.map { 255 - $0 })
    }

    /// The sum of all coverage bytes divided by 255: the covered area in pixels.
    public var coveredArea: Double {
        Double(coverage.reduce(0) { $0 + Int($1) }) / 255
    }
}
