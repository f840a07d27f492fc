extension Image {
    /// This image shrunk by a whole `factor`: output pixel (i, j) is the mean of the source's
    /// `factor` × `factor` block at (i·factor, j·factor) — of the part inside the image, for the
    /// last row and column of blocks — so source point (u, v) lies at (u, v) / factor. Premultiplied
    /// means, rounded: colour stays ≤ alpha. A mip level for a warp that minifies.
    public func averaged(by factor: Int) -> Image {
        precondition(factor >= 1, "an averaging factor is at least 1")
        guard factor > 1 else { return self }
        let outWidth = (width + factor - 1) / factor, outHeight = (height + factor - 1) / factor
        var out = Image(width: outWidth, height: outHeight)
        let inWidth = width, inHeight = height
        withUnsafeBytes { srcRaw in
            out.withUnsafeMutableBytes { dstRaw in
                let src = srcRaw.bindMemory(to: UInt32.self).baseAddress!
                let dst = dstRaw.bindMemory(to: UInt32.self).baseAddress!
                Parallel.forEachRowBand(width: outWidth * factor, height: outHeight) { rows in
                    // Per output row: the four channels' sums, two 32-bit lanes in each of two words.
                    let sums = UnsafeMutablePointer<UInt64>.allocate(capacity: 2 * outWidth)
                    defer { sums.deallocate() }
                    for j in rows {
                        sums.initialize(repeating: 0, count: 2 * outWidth)
                        let y0 = j * factor, y1 = min(inHeight, y0 + factor)
                        for y in y0..<y1 {
                            let line = src + y * inWidth
                            for i in 0..<outWidth {
                                var a: UInt64 = 0, b: UInt64 = 0
                                for x in (i * factor)..<min(inWidth, (i + 1) * factor) {
                                    let p = UInt64(line[x])
                                    a &+= (p & 0xFF) | (p & 0xFF00) << 24
                                    b &+= (p >> 16 & 0xFF) | (p >> 24) << 32
                                }
                                sums[2 * i] &+= a
                                sums[2 * i + 1] &+= b
                            }
                        }
                        let row = dst + j * outWidth
                        for i in 0..<outWidth {
                            let n = UInt64((min(inWidth, (i + 1) * factor) - i * factor) * (y1 - y0))
                            func mean(_ s: UInt64) -> UInt32 { UInt32((s + n / 2) / n) }
                            let a = sums[2 * i], b = sums[2 * i + 1]
                            let r = mean(a & 0xFFFF_FFFF), g = mean(a >> 32), bl = mean(b & 0xFFFF_FFFF), al = mean(b >> 32)
                            row[i] = r | g << 8 | bl << 16 | al << 24
                        }
                    }
                }
            }
        }
        return out
    }
}
