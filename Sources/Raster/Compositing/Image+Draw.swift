extension Image {
    /// Composites `source` with its top-left corner at (x, y) using a Porter–Duff `mode`.
    ///
    /// The source may lie partly or fully outside this image: it is clipped. An optional coverage
    /// `mask` (same size as the source, aligned with it) and `opacity` (0…1) multiply the source
    /// first. Operators act only inside the source's rectangle; pixels outside it never change.
    public mutating func draw(_ source: Image, atX x: Int, y: Int, mode: BlendMode = .sourceOver,
                              mask: Mask? = nil, opacity: Double = 1) {
        if let mask {
            precondition(mask.width == source.width && mask.height == source.height,
                         "mask \(mask.width)×\(mask.height) does not match source \(source.width)×\(source.height)")
        }
        let placed = PixelRect(x: x, y: y, width: source.width, height: source.height)
        let region = placed.intersection(bounds)
        guard !region.isEmpty else { return }
        let opacityByte = Self.opacityByte(opacity)
        let width = self.width
        let offset = (region.y - y) * source.width + (region.x - x)
        source.withUnsafeBytes { sourceRaw in
            let sourceBase = sourceRaw.baseAddress!.assumingMemoryBound(to: UInt8.self) + offset * 4
            let src = CompositeEngine.Source(base: sourceBase, rowBytes: source.rowBytes, advances: true)
            withUnsafeMutableBytes { destinationRaw in
                let destination = destinationRaw.baseAddress!.assumingMemoryBound(to: UInt8.self)
                if let mask {
                    mask.coverage.withUnsafeBufferPointer { coverage in
                        let cov = CompositeEngine.Coverage(base: coverage.baseAddress! + offset, rowBytes: mask.width)
                        CompositeEngine.composite(destination: destination, destinationWidth: width, region: region,
                                                  source: src, coverage: cov, opacity: opacityByte, factors: mode.factors)
                    }
                } else {
                    CompositeEngine.composite(destination: destination, destinationWidth: width, region: region,
                                              source: src, coverage: nil, opacity: opacityByte, factors: mode.factors)
                }
            }
        }
    }

    /// An opacity in 0…1 as a coverage byte (rounded, clamped).
    static func opacityByte(_ opacity: Double) -> UInt8 {
        guard opacity.isFinite else { return opacity > 0 ? 255 : 0 }
        return UInt8((min(max(opacity, 0), 1) * 255).rounded())
    }
}
