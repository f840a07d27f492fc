extension Image {
    /// The alpha channel as a coverage mask of the same size.
    public var alphaMask: Mask {
        var coverage = [UInt8](repeating: 0, count: width * height)
        let count = width * height
        withUnsafeBytes { raw in
            let pixels = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            coverage.withUnsafeMutableBufferPointer { out in
                let alphas = out.baseAddress!
                Parallel.forEachChunk(count: count, minChunk: 1 << 16) { range in
                    for i in range { alphas[i] = pixels[i * 4 + 3] }
                }
            }
        }
        return Mask(width: width, height: height, coverage: coverage)
    }
}
