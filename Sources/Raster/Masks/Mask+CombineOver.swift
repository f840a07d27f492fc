extension Mask {
    /// Coverage of two translucent black layers, one over the other: 1 − (1 − a)(1 − b), rounded.
    public mutating func combineOver(_ other: Mask) {
        precondition(width == other.width && height == other.height)
        let count = coverage.count
        coverage.withUnsafeMutableBufferPointer { a in
            other.coverage.withUnsafeBufferPointer { b in
                Parallel.forEachChunk(count: count, minChunk: 1 << 18) { range in
                    for i in range {
                        let x = UInt32(a[i]), y = UInt32(b[i])
                        guard y != 0 else { continue }
                        let t = (255 - x) * (255 - y) + 128
                        a[i] = UInt8(255 - ((t + (t >> 8)) >> 8))
                    }
                }
            }
        }
    }
}
