extension Image {
    /// Paints a solid colour through a coverage `mask` whose top-left corner is placed at (x, y);
    /// the mask may lie partly outside the image (it is clipped). Pixels outside the mask never change.
    public mutating func fill(_ colour: PremultipliedRGBA8, mask: Mask, atX x: Int, y: Int,
                              mode: BlendMode = .sourceOver) {
        let region = PixelRect(x: x, y: y, width: mask.width, height: mask.height).intersection(bounds)
        guard !region.isEmpty else { return }
        let offset = (region.y - y) * mask.width + (region.x - x)
        mask.coverage.withUnsafeBufferPointer { coverage in
            let cov = CompositeEngine.Coverage(base: coverage.baseAddress! + offset, rowBytes: mask.width)
            composite(colour: colour, region: region, coverage: cov, mode: mode)
        }
    }

    /// Paints a solid colour over `rect` (clipped to the image) with a Porter–Duff `mode`.
    public mutating func fill(_ colour: PremultipliedRGBA8, rect: PixelRect, mode: BlendMode = .sourceOver) {
        let region = rect.intersection(bounds)
        guard !region.isEmpty else { return }
        composite(colour: colour, region: region, coverage: nil, mode: mode)
    }

    /// Runs the compositing engine with a constant-colour source over a clipped region.
    private mutating func composite(colour: PremultipliedRGBA8, region: PixelRect,
                                    coverage: CompositeEngine.Coverage?, mode: BlendMode) {
        let width = self.width
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 4) { words in
            words.initialize(repeating: colour.packed)
            let base = UnsafeRawPointer(words.baseAddress!).assumingMemoryBound(to: UInt8.self)
            let source = CompositeEngine.Source(base: base, rowBytes: 0, advances: false)
            withUnsafeMutableBytes { raw in
                CompositeEngine.composite(destination: raw.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                          destinationWidth: width, region: region, source: source,
                                          coverage: coverage, opacity: 255, factors: mode.factors)
            }
        }
    }
}
