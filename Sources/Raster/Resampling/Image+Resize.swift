extension Image {
    /// This image resampled to `width` × `height` with a separable `filter` (one pass per axis; a
    /// pass whose size is unchanged is skipped), in premultiplied space so transparent edges bring
    /// no dark fringes. Results are rounded, clamped to 0…255 and to colour ≤ alpha after each pass.
    /// The passes go in the cheaper order (`verticalFirst`): shrinking, the vertical one first, so
    /// that the horizontal one, four times the cost a tap, runs on the fewer rows.
    public func resized(width: Int, height: Int, filter: ResamplingFilter = .lanczos3) -> Image {
        precondition(width >= 1 && height >= 1, "target size must be positive, got \(width)×\(height)")
        let across = width != self.width ? ResamplingWeights(filter: filter, inputSize: self.width, outputSize: width) : nil
        let down = height != self.height ? ResamplingWeights(filter: filter, inputSize: self.height, outputSize: height) : nil
        var current = self
        if let across, let down, Self.verticalFirst(across: across, down: down) {
            current = ResamplingPass.vertical(current, weights: down)
            return ResamplingPass.horizontal(current, weights: across)
        }
        if let across { current = ResamplingPass.horizontal(current, weights: across) }
        if let down { current = ResamplingPass.vertical(current, weights: down) }
        return current
    }

    /// True when the vertical pass first costs less: each pass costs its rows (columns) times its
    /// taps, a horizontal tap four times a vertical one (one pixel a step against four).
    static func verticalFirst(across: ResamplingWeights, down: ResamplingWeights) -> Bool {
        let (inW, outW, inH, outH) = (across.inputSize, across.outputSize, down.inputSize, down.outputSize)
        let (h, v) = (4 * across.stride, down.stride)
        let horizontalFirst = inH * outW * h + outW * outH * v
        let verticalFirst = inW * outH * v + outH * outW * h
        return verticalFirst < horizontalFirst
    }
}

/// The two one-dimensional resampling passes over premultiplied RGBA8, on Float SIMD lanes,
/// rows in parallel. Each output byte is rounded and clamped so that colour ≤ alpha ≤ 255.
enum ResamplingPass {
    /// Resamples every row to `weights.outputSize` pixels.
    static func horizontal(_ input: Image, weights: ResamplingWeights) -> Image {
        var output = Image(width: weights.outputSize, height: input.height)
        let inWidth = input.width, outWidth = weights.outputSize
        weights.start.withUnsafeBufferPointer { start in
        weights.count.withUnsafeBufferPointer { count in
        weights.weights.withUnsafeBufferPointer { w in
            input.withUnsafeBytes { inRaw in
                output.withUnsafeMutableBytes { outRaw in
                    let src = inRaw.baseAddress!, dst = outRaw.baseAddress!
                    Parallel.forEachRowBand(width: outWidth, height: input.height) { rows in
                        // Each input row as Floats once (exact, so the sums are those of converting
                        // at every tap): a pixel is read by several outputs' taps.
                        let floatRow = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: inWidth)
                        defer { floatRow.deallocate() }
                        for row in rows {
                            let line = src + row * inWidth * 4
                            let out = dst + row * outWidth * 4
                            for i in 0..<inWidth { floatRow[i] = floats((line + i * 4).loadUnaligned(as: SIMD4<UInt8>.self)) }
                            for x in 0..<outWidth {
                                let first = floatRow + start[x]
                                let taps = w.baseAddress! + x * weights.stride
                                var acc = SIMD4<Float>(repeating: 0)
                                for k in 0..<count[x] {
                                    acc += first[k] * taps[k]
                                }
                                var pixel = bytes(acc)
                                pixel = pointwiseMin(pixel, SIMD4(repeating: pixel[3]))
                                (out + x * 4).storeBytes(of: pixel, as: SIMD4<UInt8>.self)
                            }
                        }
                    }
                }
            }
        }}}
        return output
    }

    /// Resamples every column to `weights.outputSize` pixels, four pixels (16 bytes) per step.
    static func vertical(_ input: Image, weights: ResamplingWeights) -> Image {
        var output = Image(width: input.width, height: weights.outputSize)
        let rowBytes = input.rowBytes
        weights.start.withUnsafeBufferPointer { start in
        weights.count.withUnsafeBufferPointer { count in
        weights.weights.withUnsafeBufferPointer { w in
            input.withUnsafeBytes { inRaw in
                output.withUnsafeMutableBytes { outRaw in
                    let src = inRaw.baseAddress!, dst = outRaw.baseAddress!
                    Parallel.forEachRowBand(width: input.width, height: weights.outputSize) { rows in
                        for y in rows {
                            let first = src + start[y] * rowBytes
                            let taps = w.baseAddress! + y * weights.stride
                            let n = count[y]
                            let out = dst + y * rowBytes
                            var offset = 0
                            while offset < rowBytes {
                                let valid = min(16, rowBytes - offset)
                                var acc = SIMD16<Float>(repeating: 0)
                                for k in 0..<n {
                                    let p = load16(first + k * rowBytes + offset, valid: valid)
                                    acc += floats(p) * taps[k]
                                }
                                let pixels = keepPremultiplied(bytes(acc))
                                store16(pixels, to: out + offset, valid: valid)
                                offset += 16
                            }
                        }
                    }
                }
            }
        }}}
        return output
    }

    /// 2²³: a byte's bits or-ed into the mantissa of 2²³ read as 2²³ + byte.
    static let magic: Float = 8_388_608

    /// Bytes as Floats: each byte's bits placed in the mantissa of 2²³, minus 2²³.
    @inline(__always)
    static func floats(_ v: SIMD4<UInt8>) -> SIMD4<Float> {
        unsafeBitCast(SIMD4<UInt32>(truncatingIfNeeded: v) | 0x4B00_0000, to: SIMD4<Float>.self) - magic
    }

    @inline(__always)
    static func floats(_ v: SIMD16<UInt8>) -> SIMD16<Float> {
        unsafeBitCast(SIMD16<UInt32>(truncatingIfNeeded: v) | 0x4B00_0000, to: SIMD16<Float>.self) - magic
    }

    /// 1.5 × 2²³: for |x| < 2²², x + 1.5 × 2²³ has exponent 23, so its mantissa holds round(x) as an
    /// offset from 0x4B40_0000 (pure bit operations: no slow generic float-to-int conversion).
    static let roundingMagic: Float = 12_582_912

    /// Floats rounded to nearest and clamped to 0…255.
    @inline(__always)
    static func bytes(_ v: SIMD4<Float>) -> SIMD4<UInt8> {
        let rounded = unsafeBitCast(v + roundingMagic, to: SIMD4<Int32>.self) &- 0x4B40_0000
        return SIMD4<UInt8>(truncatingIfNeeded: pointwiseMin(pointwiseMax(rounded, .zero), SIMD4(repeating: 255)))
    }

    @inline(__always)
    static func bytes(_ v: SIMD16<Float>) -> SIMD16<UInt8> {
        let rounded = unsafeBitCast(v + roundingMagic, to: SIMD16<Int32>.self) &- 0x4B40_0000
        return SIMD16<UInt8>(truncatingIfNeeded: pointwiseMin(pointwiseMax(rounded, .zero), SIMD16(repeating: 255)))
    }

    /// 16 bytes from `p`, or the first `valid` of them followed by zeros.
    @inline(__always)
    static func load16(_ p: UnsafeRawPointer, valid: Int) -> SIMD16<UInt8> {
        if valid == 16 { return p.loadUnaligned(as: SIMD16<UInt8>.self) }
        var v = SIMD16<UInt8>(repeating: 0)
        for i in 0..<valid { v[i] = p.load(fromByteOffset: i, as: UInt8.self) }
        return v
    }

    /// Stores the first `valid` bytes of `v` at `p`.
    @inline(__always)
    static func store16(_ v: SIMD16<UInt8>, to p: UnsafeMutableRawPointer, valid: Int) {
        if valid == 16 { p.storeBytes(of: v, as: SIMD16<UInt8>.self); return }
        for i in 0..<valid { p.storeBytes(of: v[i], toByteOffset: i, as: UInt8.self) }
    }

    /// Four RGBA pixels with each colour channel lowered to at most its alpha.
    @inline(__always)
    static func keepPremultiplied(_ v: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let alpha = unsafeBitCast(v, to: SIMD4<UInt32>.self) &>> 24
        return pointwiseMin(v, unsafeBitCast(alpha &* 0x0101_0101, to: SIMD16<UInt8>.self))
    }
}
