extension Image {
    /// Multiplies every pixel (all four channels) by the coverage of `mask` placed with its top-left
    /// corner at (x, y) (destination-in); pixels outside the mask become transparent.
    public mutating func clip(to mask: Mask, atX x: Int, y: Int) {
        let placed = PixelRect(x: x, y: y, width: mask.width, height: mask.height)
        let inside = placed.intersection(bounds)
        // Everything outside the mask's rectangle is cleared ...
        let width = self.width, height = self.height
        withUnsafeMutableBytes { raw in
            let base = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            Parallel.forEachRowBand(width: width, height: height) { rows in
                for row in rows {
                    let line = base + row * width * 4
                    if inside.isEmpty || row < inside.minY || row >= inside.maxY {
                        line.update(repeating: 0, count: width * 4)
                    } else {
                        line.update(repeating: 0, count: inside.minX * 4)
                        (line + inside.maxX * 4).update(repeating: 0, count: (width - inside.maxX) * 4)
                    }
                }
            }
        }
        // ... and inside it, an opaque white source through the mask under destination-in
        // leaves destination × coverage.
        fill(.white, mask: mask, atX: x, y: y, mode: .destinationIn)
    }
}
