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
                    // Per output row: first each source byte's sum down the block's rows (16-bit
                    // lanes: at most 256 rows × 255), then each block's sum across its columns.
                    let rowBytes = 4 * inWidth
                    let columns = UnsafeMutablePointer<UInt16>.allocate(capacity: rowBytes)
                    defer { columns.deallocate() }
                    let srcBytes = UnsafeRawPointer(src).assumingMemoryBound(to: UInt8.self)
                    for j in rows {
                        let y0 = j * factor, y1 = min(inHeight, y0 + factor)
                        let first = srcBytes + y0 * rowBytes
                        for k in 0..<rowBytes { columns[k] = UInt16(first[k]) }
                        for y in (y0 + 1)..<max(y0 + 1, y1) {
                            let line = srcBytes + y * rowBytes
                            for k in 0..<rowBytes { columns[k] &+= UInt16(line[k]) }
                        }
                        let row = dst + j * outWidth
                        let rawColumns = UnsafeRawPointer(columns)
                        @inline(__always) func block(_ i: Int, count: Int) -> SIMD4<UInt32> {
                            var sum = SIMD4<UInt32>()
                            for x in (i * factor)..<(i * factor + count) {
                                sum &+= SIMD4<UInt32>(truncatingIfNeeded: rawColumns.loadUnaligned(
                                    fromByteOffset: 8 * x, as: SIMD4<UInt16>.self))
                            }
                            return sum
                        }
                        // round(s / n), half up, is ⌊t / n⌋ with t = s + ⌊n/2⌋ < 256·n ≤ 2²⁴: a shift
                        // when n is a power of two (every whole block of an even factor's 2×2, 4×4…).
                        // Otherwise, with m = ⌊2⁴⁰/n⌋ + 1, t·m/2⁴⁰ overshoots t/n by less than
                        // t/2⁴⁰ < 2⁻¹⁶ ≤ 1/n, too little to cross the next multiple of 1/n: ⌊t·m / 2⁴⁰⌋
                        // is exact.
                        @inline(__always) func mean(_ s: SIMD4<UInt32>, _ n: Int) -> UInt32 {
                            let t = s &+ UInt32(n / 2)
                            let q: SIMD4<UInt32>
                            if n & (n - 1) == 0 {
                                q = t &>> UInt32(n.trailingZeroBitCount)
                            } else {
                                let m = SIMD4<UInt64>(repeating: (1 << 40) / UInt64(n) + 1)
                                q = SIMD4<UInt32>(truncatingIfNeeded: (SIMD4<UInt64>(truncatingIfNeeded: t) &* m) &>> 40)
                            }
                            return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: q), to: UInt32.self)
                        }
                        // Whole blocks share one divisor; the last column's block may be cut.
                        let whole = inWidth / factor, rowsHere = y1 - y0
                        for i in 0..<whole { row[i] = mean(block(i, count: factor), factor * rowsHere) }
                        if whole < outWidth {
                            let cut = inWidth - whole * factor
                            row[whole] = mean(block(whole, count: cut), cut * rowsHere)
                        }
                    }
                }
            })
        }
    }
}
