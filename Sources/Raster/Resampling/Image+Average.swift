extension Image {
    /// This image shrunk by a whole `factor`: output pixel (i, j) is the mean of the source's
    /// `factor` × `factor` block at (i·factor, j·factor) — of the part inside the image, for the
    /// last row and column of blocks — so source point (u, v) lies at (u, v) / factor. Premultiplied
    /// means, rounded: colour stays ≤ alpha. A mip level for a warp that minifies.
    public func averaged(by factor: Int) -> Image {
        precondition(factor >= 1 && factor <= 256, "an averaging factor is 1 to 256")
        guard factor > 1 else { return self }
        let outWidth = (width + factor - 1) / factor, outHeight = (height + factor - 1) / factor
        let inWidth = width, inHeight = height
        return withUnsafeBytes { srcRaw in
            // Every output pixel is written below.
            Image(uninitializedWidth: outWidth, height: outHeight, writingEveryByteWith: { dstRaw in
                let src = srcRaw.bindMemory(to: UInt32.self).baseAddress!
                let dst = dstRaw.bindMemory(to: UInt32.self).baseAddress!
                Parallel.forEachRowBand(width: outWidth * factor, height: outHeight) { rows in
                    // Per output row: first each source column's sum over the block's rows (the
                    // four channels in the 32-bit lanes of two words, a plain loop over the rows),
                    // then each block's sum over its columns.
                    let columns = UnsafeMutablePointer<UInt64>.allocate(capacity: 2 * inWidth)
                    defer { columns.deallocate() }
                    for j in rows {
                        let y0 = j * factor, y1 = min(inHeight, y0 + factor)
                        columns.initialize(repeating: 0, count: 2 * inWidth)
                        for y in y0..<y1 {
                            let line = src + y * inWidth
                            for x in 0..<inWidth {
                                let p = UInt64(line[x])
                                columns[2 &* x] &+= (p & 0xFF) | (p & 0xFF00) << 24
                                columns[2 &* x &+ 1] &+= (p >> 16 & 0xFF) | (p >> 24) << 32
                            }
                        }
                        let row = dst + j * outWidth
                        for i in 0..<outWidth {
                            let x0 = i * factor, x1 = min(inWidth, x0 + factor)
                            var a: UInt64 = 0, b: UInt64 = 0
                            for x in x0..<x1 { a &+= columns[2 &* x]; b &+= columns[2 &* x &+ 1] }
                            let n = UInt64((x1 - x0) * (y1 - y0))
                            // round(s / n), half up, is ⌊t / n⌋ with t = s + ⌊n/2⌋ < 256·n ≤ 2²⁴. With
                            // m = ⌊2⁴⁰/n⌋ + 1, t·m/2⁴⁰ overshoots t/n by less than t/2⁴⁰ < 2⁻¹⁶ ≤ 1/n,
                            // too little to cross the next multiple of 1/n: ⌊t·m / 2⁴⁰⌋ is exact.
                            let m = (1 << 40) / n + 1, half = n / 2
                            @inline(__always) func mean(_ s: UInt64) -> UInt32 {
                                UInt32(truncatingIfNeeded: ((s &+ half) &* m) >> 40)
                            }
                            row[i] = mean(a & 0xFFFF_FFFF) | mean(a >> 32) << 8 | mean(b & 0xFFFF_FFFF) << 16 | mean(b >> 32) << 24
                        }
                    }
                }
            })
        }
    }
}
