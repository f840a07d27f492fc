/// The one compositing engine: Porter–Duff on premultiplied RGBA8, four pixels per step in
/// `SIMD16<UInt16>` lanes, exactly rounded (every product divided by 255 rounds to nearest).
///
/// The source is either an image region (advancing) or one colour (repeated); an optional
/// coverage (mask bytes, already combined with opacity) multiplies the source first.
enum CompositeEngine {
    /// Where the source pixels of one composite come from.
    struct Source {
        /// First source byte of the region's first row.
        var base: UnsafePointer<UInt8>
        /// Bytes between source rows; 0 for a constant colour.
        var rowBytes: Int
        /// False for a constant colour: `base` then holds the colour four times (16 bytes).
        var advances: Bool
    }

    /// Where the coverage bytes come from (one byte per pixel).
    struct Coverage {
        /// First coverage byte of the region's first row.
        var base: UnsafePointer<UInt8>
        /// Bytes between coverage rows.
        var rowBytes: Int
    }

    /// Composites over `region` of the destination (already clipped to the destination's bounds),
    /// rows in parallel bands when the region is large.
    static func composite(destination: UnsafeMutablePointer<UInt8>, destinationWidth: Int, region: PixelRect,
                          source: Source, coverage: Coverage?, opacity: UInt8, factors: PorterDuffFactors) {
        guard !region.isEmpty else { return }
        Parallel.forEachRowBand(width: region.width, height: region.height) { rows in
            for row in rows {
                let d = destination + ((region.y + row) * destinationWidth + region.x) * 4
                let s = source.base + row * source.rowBytes
                let c = coverage.map { $0.base + row * $0.rowBytes }
                compositeRow(destination: d, source: s, sourceAdvances: source.advances, coverage: c,
                             opacity: opacity, count: region.width, factors: factors)
            }
        }
    }

    /// Composites one row of `count` pixels.
    static func compositeRow(destination: UnsafeMutablePointer<UInt8>, source: UnsafePointer<UInt8>,
                             sourceAdvances: Bool, coverage: UnsafePointer<UInt8>?, opacity: UInt8,
                             count: Int, factors: PorterDuffFactors) {
        let kernel = GroupKernel(factors: factors, opacity: opacity)
        var i = 0
        while i + 4 <= count {
            let s = UnsafeRawPointer(source + (sourceAdvances ? i * 4 : 0)).loadUnaligned(as: SIMD16<UInt8>.self)
            let c = coverage.map { UnsafeRawPointer($0 + i).loadUnaligned(as: SIMD4<UInt8>.self) }
            let dp = UnsafeMutableRawPointer(destination + i * 4)
            if let out = kernel.apply(source: s, destination: dp.loadUnaligned(as: SIMD16<UInt8>.self), coverage: c) {
                dp.storeBytes(of: out, as: SIMD16<UInt8>.self)
            }
            i += 4
        }
        let tail = count - i
        guard tail > 0 else { return }
        // The last 1–3 pixels go through the same kernel via zero-padded temporaries.
        var s = SIMD16<UInt8>(repeating: 0), d = SIMD16<UInt8>(repeating: 0), c = SIMD4<UInt8>(repeating: 0)
        for k in 0..<tail {
            for ch in 0..<4 {
                s[k * 4 + ch] = source[(sourceAdvances ? (i + k) * 4 : k * 4) + ch]
                d[k * 4 + ch] = destination[(i + k) * 4 + ch]
            }
            if let coverage { c[k] = coverage[i + k] }
        }
        if let out = kernel.apply(source: s, destination: d, coverage: coverage == nil ? nil : c) {
            for b in 0..<(tail * 4) { destination[i * 4 + b] = out[b] }
        }
    }

    /// Blends four pixels at a time for one operator and opacity.
    struct GroupKernel {
        let sourceConstant: SIMD16<UInt16>, sourceSlope: SIMD16<UInt16>
        let destinationConstant: SIMD16<UInt16>, destinationSlope: SIMD16<UInt16>
        let transparentSourceKeepsDestination: Bool
        let transparentSourceClearsDestination: Bool
        let opaqueSourceReplacesDestination: Bool
        /// Fa(0) = 1: over a transparent (all-zero) destination the result is the source itself.
        let transparentDestinationTakesSource: Bool
        /// Fa(255) = 0 and Fb ≡ 1: an opaque destination stays as it is (destination-over).
        let opaqueDestinationKeepsDestination: Bool
        let opacity: UInt16

        init(factors: PorterDuffFactors, opacity: UInt8) {
            sourceConstant = SIMD16(repeating: factors.source.constant)
            sourceSlope = SIMD16(repeating: factors.source.slope)
            destinationConstant = SIMD16(repeating: factors.destination.constant)
            destinationSlope = SIMD16(repeating: factors.destination.slope)
            transparentSourceKeepsDestination = factors.transparentSourceKeepsDestination
            transparentSourceClearsDestination = factors.destination.value(otherAlpha: 0) == 0
            opaqueSourceReplacesDestination = factors.opaqueSourceReplacesDestination
            transparentDestinationTakesSource = factors.source.value(otherAlpha: 0) == 255
            opaqueDestinationKeepsDestination = factors.source.value(otherAlpha: 255) == 0 && factors.destination == .one
            self.opacity = UInt16(opacity)
        }

        /// The blended pixels, or nil when the destination stays as it is.
        @inline(__always)
        func apply(source s8: SIMD16<UInt8>, destination d8: SIMD16<UInt8>, coverage: SIMD4<UInt8>?) -> SIMD16<UInt8>? {
            var s8 = s8
            // Coverage and opacity multiply the source first (exactly rounded products).
            if coverage != nil || opacity != 255 {
                var cov = SIMD4<UInt16>(repeating: opacity)
                if let coverage {
                    cov = opacity == 255 ? SIMD4<UInt16>(truncatingIfNeeded: coverage)
                                         : Self.div255(SIMD4<UInt16>(truncatingIfNeeded: coverage) &* cov)
                }
                if cov != SIMD4(repeating: 255) {
                    let spread = Self.broadcast(SIMD4<UInt32>(truncatingIfNeeded: cov))
                    s8 = SIMD16<UInt8>(truncatingIfNeeded: Self.div255(SIMD16<UInt16>(truncatingIfNeeded: s8) &* spread))
                }
            }
            let sourceWords = unsafeBitCast(s8, to: SIMD4<UInt32>.self)
            let sourceAlpha = sourceWords &>> 24
            if sourceAlpha == SIMD4(repeating: 0) {
                if transparentSourceKeepsDestination { return nil }
                if transparentSourceClearsDestination { return SIMD16(repeating: 0) }
            } else if opaqueSourceReplacesDestination && sourceAlpha == SIMD4(repeating: 255) {
                return s8
            }
            let destinationWords = unsafeBitCast(d8, to: SIMD4<UInt32>.self)
            if transparentDestinationTakesSource && destinationWords == SIMD4(repeating: 0) { return s8 }
            if opaqueDestinationKeepsDestination && destinationWords &>> 24 == SIMD4(repeating: 255) { return nil }
            let s = SIMD16<UInt16>(truncatingIfNeeded: s8)
            let d = SIMD16<UInt16>(truncatingIfNeeded: d8)
            let sa = Self.broadcast(sourceAlpha)
            let da = Self.broadcast(destinationWords &>> 24)
            let fa = sourceConstant &+ sourceSlope &* da
            let fb = destinationConstant &+ destinationSlope &* sa
            return SIMD16<UInt8>(truncatingIfNeeded: Self.div255(s &* fa &+ d &* fb))
        }

        /// Spreads one 0…255 value per pixel over that pixel's four lanes.
        @inline(__always)
        static func broadcast(_ perPixel: SIMD4<UInt32>) -> SIMD16<UInt16> {
            SIMD16<UInt16>(truncatingIfNeeded: unsafeBitCast(perPixel &* 0x0101_0101, to: SIMD16<UInt8>.self))
        }

        /// round(t / 255) for 0 ≤ t ≤ 65025 (exact).
        @inline(__always)
        static func div255<V: SIMD>(_ t: V) -> V where V.Scalar == UInt16 {
            let u = t &+ 128
            return (u &+ (u &>> 8)) &>> 8
        }
    }
}
