import Raster

/// The one perspective warp of the package: every destination pixel inside a convex clip polygon
/// is mapped back into the source through a homography (pixel centres at +0.5, see `Homography`),
/// sampled, tinted and composited source-over, premultiplied throughout.
///
/// * Footprint antialiasing: the map's Jacobian at each pixel says how many source pixels one
///   destination pixel spans along x and along y. Where that exceeds `singleSampleFootprint`, the
///   pixel is supersampled with ⌈span⌉ samples per axis spread over its footprint (each mapped
///   exactly and sampled with the chosen `Sampler`), so a strongly foreshortened source is
///   area-filtered instead of aliasing.
/// * Edge antialiasing: each pixel's weight is the exact area of it inside `clip`; interior pixels
///   are exactly 1, so an integer translation copies the source bit for bit.
/// * Only the clip polygon's rows and, per row, its span are visited; row bands run in parallel.
public enum WarpEngine {
    /// Footprints (source pixels per destination pixel, per axis) up to this are sampled once:
    /// mild minification like a gently turned leaf costs nothing extra and does not alias visibly.
    public static let singleSampleFootprint = 1.25
    /// The most samples per axis a pixel gets, bounding the cost of nearly edge-on surfaces.
    public static let maxSamplesPerAxis = 16

    /// Draws `source`, mapped by the inverse of `destinationToSource`, into `destination` inside
    /// `clip` (destination coordinates), source-over.
    public static func warp(_ source: Image, into destination: inout Image, destinationToSource: Homography,
                            clip: ConvexPolygon, sampler: Sampler = .bilinear, antialias: Bool = true,
                            tint: WarpTint = .neutral) {
        warp(source, into: &destination, destinationToSource: destinationToSource, clip: clip, sampler: sampler,
             antialias: antialias, tint: tint, wholeRuns: true)
    }

    /// The warp, with the eight-pixel run path (`wholeRuns`) on or off: both give the same bits,
    /// which the tests check.
    static func warp(_ source: Image, into destination: inout Image, destinationToSource: Homography,
                     clip: ConvexPolygon, sampler: Sampler, antialias: Bool, tint: WarpTint, wholeRuns: Bool) {
        let raster = CoverageRasterizer(clip, targetWidth: destination.width, targetHeight: destination.height)
        guard raster.width > 0, raster.rowEnd > raster.rowStart else { return }
        let job = WarpJob(map: destinationToSource.normalized(), raster: raster, antialias: antialias, tint: tint,
                          wholeRuns: wholeRuns)
        let dstWidth = destination.width
        source.withUnsafeBytes { src in
            destination.withUnsafeMutableBytes { dst in
                let field = SourceField(base: src.bindMemory(to: UInt32.self).baseAddress!,
                                        width: source.width, height: source.height)
                let out = dst.bindMemory(to: UInt32.self).baseAddress!
                Parallel.forEachRowBand(width: raster.width, height: raster.rowEnd - raster.rowStart) { band in
                    let rows = (band.lowerBound + raster.rowStart)..<(band.upperBound + raster.rowStart)
                    switch sampler {
                    case .bilinear: job.run(BilinearKernel.self, field, out, dstWidth, rows)
                    case .bicubic: job.run(BicubicKernel.self, field, out, dstWidth, rows)
                    }
                }
            }
        }
    }
}

/// A pixel's nx × ny supersampling grid: its steps as fractions of the pixel and the weight of
/// one sample in the mean (worked out once per grid, not per pixel: three divisions).
private struct SampleGrid {
    let nx, ny: Int
    let stepX, stepY: Double
    let mean: Float

    init(nx: Int, ny: Int) {
        self.nx = nx; self.ny = ny
        stepX = 1 / Double(nx); stepY = 1 / Double(ny)
        mean = Float(1 / Double(nx * ny))
    }

    /// The channels (0…255 × samples) of lane sums kept R and G (B and A) in the 32-bit halves
    /// of `even` (`odd`), as Floats: exact, as every sum stays below 2²⁴.
    @inline(__always) static func colour(even: UInt64, odd: UInt64) -> SIMD4<Float> {
        SIMD4(Float(UInt32(truncatingIfNeeded: even)), Float(UInt32(truncatingIfNeeded: even &>> 32)),
              Float(UInt32(truncatingIfNeeded: odd)), Float(UInt32(truncatingIfNeeded: odd &>> 32))) * (1.0 / 256)
    }
}

/// One warp's fixed parameters, and the per-row-band loop that does the work.
private struct WarpJob {
    let h00, h01, h02, h10, h11, h12, h20, h21, h22: Double
    let raster: CoverageRasterizer
    let antialias: Bool
    let tintFactor: Double
    let band: ShadingBand?
    let neutralTint: Bool
    let wholeRuns: Bool
    /// The multiplier and its `rgbScale` on either side of the band, eight lanes of each.
    let beforeBand, afterBand: (SIMD8<Double>, SIMD8<Int32>)
    static let blockRows = 16
    static let tileWidth = 64
    /// Pixels between exact evaluations of a perspective map along a row (see `shadeRow`).
    static let linearRun = 8

    init(map: Homography, raster: CoverageRasterizer, antialias: Bool, tint: WarpTint, wholeRuns: Bool) {
        let m = map.m
        (h00, h01, h02, h10, h11, h12, h20, h21, h22) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
        self.raster = raster
        self.antialias = antialias
        tintFactor = tint.factor
        band = tint.band.flatMap { $0.isNeutral ? nil : $0 }
        neutralTint = tint.isNeutral
        self.wholeRuns = wholeRuns
        func constant(_ value: Double) -> (SIMD8<Double>, SIMD8<Int32>) {
            let f = SIMD8(repeating: max(0, tint.factor * value))
            return (f, ChannelLanes.rgbScales(f))
        }
        beforeBand = constant(band?.before ?? 1)
        afterBand = constant(band?.after ?? 1)
    }

    /// The tint's multiplier at a source point, ≥ 0.
    @inline(__always) private func multiplier(_ u: Double, _ v: Double) -> Double {
        guard let b = band else { return tintFactor }
        return max(0, tintFactor * b.value(atSourceX: u, y: v))
    }

    /// `multiplier` at eight source points: the same operations lane by lane, so the same values.
    @inline(__always) private func multipliers(_ u: SIMD8<Double>, _ v: SIMD8<Double>) -> SIMD8<Double> {
        guard let b = band else { return SIMD8(repeating: tintFactor) }
        let f = tintFactor * b.values(atSourceX: u, y: v)
        return f.replacing(with: 0, where: .!(f .>= 0)) // max(0, f), NaN included
    }

    /// `multiplier` and, where it is ≤ 1, its `rgbScale` (`ChannelLanes.rgbScales`) at eight
    /// points along a line in order: one side's constant when the ends bound the whole run
    /// beyond the band (t ≤ −1 or t ≥ 1 at every lane, as rounding is monotone), else lane by lane.
    @inline(__always) private func tints(_ u: SIMD8<Double>, _ v: SIMD8<Double>) -> (SIMD8<Double>, SIMD8<Int32>) {
        if neutralTint { return (SIMD8(repeating: 1), SIMD8(repeating: 256)) }
        if let b = band {
            let a0 = b.normalX * u[0], a7 = b.normalX * u[7], c0 = b.normalY * v[0], c7 = b.normalY * v[7]
            if (a0 + a7 + c0 + c7).isFinite {
                if max(a0, a7) + max(c0, c7) - b.offset <= -b.halfWidth { return beforeBand }
                if min(a0, a7) + min(c0, c7) - b.offset >= b.halfWidth { return afterBand }
            }
        }
        let f = multipliers(u, v)
        return (f, ChannelLanes.rgbScales(f))
    }

    /// Samples per axis for a footprint of squared length `l2` source pixels.
    @inline(__always) private func samples(_ l2: Double) -> Int {
        let limit = WarpEngine.singleSampleFootprint
        if l2 <= limit * limit { return 1 }
        // The common grids without a square root: n when l2 ≤ n², as ⌈√l2⌉ gives, except for l2
        // within an ulp or two above n², whose rounded root is n and which this gives n + 1.
        if l2 <= 4 { return 2 }
        if l2 <= 9 { return 3 }
        // min(maxSamplesPerAxis, ⌈√l2⌉), without the library call `rounded(.up)` becomes on x86-64.
        let span = l2.squareRoot()
        let most = WarpEngine.maxSamplesPerAxis
        guard span <= Double(most - 1) else { return most }
        let whole = Int(span)
        return Double(whole) < span ? whole + 1 : whole
    }

    func run<K: PixelKernel>(_ kernel: K.Type, _ field: SourceField, _ out: UnsafeMutablePointer<UInt32>,
                             _ dstWidth: Int, _ rows: Range<Int>) {
        let stride = raster.width + 2
        let blockRows = WarpJob.blockRows
        let acc = UnsafeMutablePointer<Float>.allocate(capacity: raster.scratchCount(rows: blockRows))
        acc.initialize(repeating: 0, count: raster.scratchCount(rows: blockRows))
        let spans = UnsafeMutablePointer<(lo: Int, hi: Int)>.allocate(capacity: blockRows)
        defer { acc.deallocate(); spans.deallocate() }

        var y0 = rows.lowerBound
        while y0 < rows.upperBound {
            let y1 = min(rows.upperBound, y0 + blockRows)
            for r in 0..<(y1 - y0) { spans[r] = (Int.max, Int.min) }
            raster.accumulate(rows: y0, y1, into: acc, spans: spans)
            // Resolve the block's coverage, then shade it in tiles of `tileWidth` columns so the
            // source pixels a tile reads stay in cache across its rows (a leaf's rows run
            // slanted through the source).
            var lo = Int.max, hi = Int.min
            for y in y0..<y1 {
                let span = spans[y - y0]
                guard span.lo < span.hi else { continue }
                CoverageRasterizer.resolve(acc + (y - y0) * stride, span: span, stride: stride)
                lo = min(lo, span.lo); hi = max(hi, span.hi)
            }
            var x0 = lo
            while x0 < hi {
                let x1 = min(hi, x0 + WarpJob.tileWidth)
                for y in y0..<y1 {
                    let span = spans[y - y0]
                    let a = max(span.lo, x0), b = min(span.hi, x1)
                    guard a < b else { continue }
                    shadeRow(kernel, field, out + y * dstWidth + raster.originX, acc + (y - y0) * stride, (a, b), y)
                }
                x0 = x1
            }
            y0 = y1
        }
    }

    @inline(__always)
    private func shadeRow<K: PixelKernel>(_ kernel: K.Type, _ field: SourceField, _ out: UnsafeMutablePointer<UInt32>,
                                          _ coverage: UnsafeMutablePointer<Float>, _ span: (lo: Int, hi: Int), _ y: Int) {
        let py = Double(y) + 0.5
        let rowU = h01 * py + h02, rowV = h11 * py + h12, rowW = h21 * py + h22
        // Along a row, ∂(u, v)/∂x = (h00·rowW − h20·rowU, h10·rowW − h20·rowV) / w²: its squared
        // length is this constant over w⁴.
        let ax = h00 * rowW - h20 * rowU, bx = h10 * rowW - h20 * rowV
        let footprintX = ax * ax + bx * bx
        let originX = Double(raster.originX)
        // Locals, so the loop keeps them in registers rather than reloading them after each store.
        let (h00, h10, h20, h01, h11, h21) = (self.h00, self.h10, self.h20, self.h01, self.h11, self.h21)
        let antialias = self.antialias, neutralTint = self.neutralTint
        // Footprints vary slowly and smoothly along a row: when they are well within one
        // sample's reach at both ends and the middle of the span, the whole span is sampled once
        // per pixel without asking again at each pixel.
        @inline(__always) func wellWithinOneSample(_ k: Int) -> Bool {
            let px = originX + Double(k) + 0.5
            let iw = 1 / (h20 * px + rowW)
            let u = (h00 * px + rowU) * iw, v = (h10 * px + rowV) * iw
            let iw2 = iw * iw
            let jyu = (h01 - u * h21) * iw, jyv = (h11 - v * h21) * iw
            let limit = 0.8 * WarpEngine.singleSampleFootprint * WarpEngine.singleSampleFootprint
            return footprintX * iw2 * iw2 <= limit && jyu * jyu + jyv * jyv <= limit
        }
        let checkEachPixel = antialias
            && !(wellWithinOneSample(span.lo) && wellWithinOneSample((span.lo + span.hi) / 2)
                 && wellWithinOneSample(span.hi - 1))
        // On a perspective span sampled once per pixel, the map is evaluated exactly every
        // `linearRun` pixels and linearly in between: over 8 pixels a leaf's map departs from a
        // straight line by far less than the sampler's 1/256 px grid, and it saves the division
        // that otherwise dominates each pixel. Affine maps (h20 = 0) stay exact everywhere.
        let interpolate = !checkEachPixel && h20 != 0
        let linearRun = WarpJob.linearRun
        // Spans sampled once per pixel go through `shadeRun` eight pixels at a time; supersampled
        // ones through `shadeSupersampledRun`, eight pixels sharing one grid at a time.
        let runs = K.hasLanes && !checkEachPixel && wholeRuns
        let supersampledRuns = K.hasLanes && checkEachPixel && wholeRuns
        // Where eight pixels' grids differed: the pixels before it go one by one.
        var perPixelUntil = Int.min
        let lane = SIMD8<Double>(0, 1, 2, 3, 4, 5, 6, 7)
        var runStart = Int.min, runEnd = Int.min
        var u0 = 0.0, v0 = 0.0, du = 0.0, dv = 0.0
        // A run's far end, which is where the next run starts when it follows straight on.
        var uEnd = 0.0, vEnd = 0.0
        // The last supersampling grid's steps, kept while neighbours use the same grid.
        var grid = SampleGrid(nx: 0, ny: 0)
        var k = span.lo
        while k < span.hi {
            let cov = coverage[k]
            if cov == 0 { k += 1; continue }
            let px = originX + Double(k) + 0.5
            let u: Double, v: Double, iw: Double
            if interpolate {
                if k >= runEnd {
                    if k == runEnd {
                        (u0, v0) = (uEnd, vEnd) // the very same operations on the very same px
                    } else {
                        let iw0 = 1 / (h20 * px + rowW)
                        u0 = (h00 * px + rowU) * iw0; v0 = (h10 * px + rowV) * iw0
                    }
                    runStart = k
                    runEnd = k + linearRun
                    let pxEnd = px + Double(linearRun)
                    let iw1 = 1 / (h20 * pxEnd + rowW)
                    uEnd = (h00 * pxEnd + rowU) * iw1; vEnd = (h10 * pxEnd + rowV) * iw1
                    du = (uEnd - u0) / Double(linearRun)
                    dv = (vEnd - v0) / Double(linearRun)
                    let n = min(linearRun, span.hi - k)
                    if runs && shadeRun(kernel, field, out + k, coverage + k, n, u0 + du * lane, v0 + dv * lane) {
                        k += n
                        continue
                    }
                }
                let t = Double(k - runStart)
                u = u0 + du * t; v = v0 + dv * t
                iw = 0 // not needed: footprints were settled for the whole span
            } else {
                if runs {
                    let n = min(linearRun, span.hi - k)
                    let pxs = px + lane
                    let iws = 1 / (h20 * pxs + rowW)
                    if shadeRun(kernel, field, out + k, coverage + k, n, (h00 * pxs + rowU) * iws, (h10 * pxs + rowV) * iws) {
                        k += n
                        continue
                    }
                }
                if supersampledRuns && k >= perPixelUntil {
                    let n = min(linearRun, span.hi - k)
                    if shadeSupersampledRun(kernel, field, out + k, coverage + k, n, px + lane, py,
                                            (rowU, rowV, rowW), footprintX, &grid) {
                        k += n
                        continue
                    }
                    perPixelUntil = k + n
                }
                iw = 1 / (h20 * px + rowW)
                u = (h00 * px + rowU) * iw; v = (h10 * px + rowV) * iw
            }
            coverage[k] = 0
            k += 1
            var c = SIMD4<Float>(repeating: 0)
            var single = true
            if checkEachPixel {
                let iw2 = iw * iw
                let jyu = (h01 - u * h21) * iw, jyv = (h11 - v * h21) * iw
                let nx = samples(footprintX * iw2 * iw2), ny = samples(jyu * jyu + jyv * jyv)
                single = nx == 1 && ny == 1
                if !single {
                    if grid.nx != nx || grid.ny != ny { grid = SampleGrid(nx: nx, ny: ny) }
                    c = supersample(kernel, field, px, py, grid)
                }
            }
            if single {
                if K.hasLanes && cov == 1 {
                    // The common case: one integer-weighted sample, fully covered, darkened or
                    // unchanged. Packed straight from the lanes; only see-through pixels go on.
                    let l = K.lanes(field, u, v)
                    let f = neutralTint ? 1 : multiplier(u, v)
                    if f <= 1 {
                        let word = ChannelLanes.pack(l, rgbScale: UInt64(f * 256 + 0.5))
                        if word >= 0xFF00_0000 { out[k - 1] = word; continue }
                    }
                    c = ChannelLanes.float(l)
                } else {
                    c = K.sample(field, u, v)
                }
            }
            composite(c, cov, u, v, out + k - 1)
        }
    }

    /// The `n` pixels (≤ 8) from `out`, sampled once each at source points (`u`, `v`) (lanes past
    /// `n` unused): what the per-pixel path does to them, eight lanes at once with the same
    /// operations in the same order, so the same bits (uncovered pixels skipped, partly covered
    /// ones composited). Zeroes their coverage when it draws them; false, having touched nothing,
    /// when the kernel cannot take these points eight at a time (`PixelKernel.lanes`: no lanes,
    /// or a tap column past the source's edge). The points lie in order along one row's line
    /// (`tints` relies on it).
    @inline(__always)
    private func shadeRun<K: PixelKernel>(_ kernel: K.Type, _ field: SourceField, _ out: UnsafeMutablePointer<UInt32>,
                                          _ coverage: UnsafeMutablePointer<Float>, _ n: Int,
                                          _ u: SIMD8<Double>, _ v: SIMD8<Double>) -> Bool {
        // Lanes read one by one from memory: indexing the vectors themselves copies them each time.
        var table = tints(u, v)
        return withUnsafeBytes(of: &table) { raw in
            let t = raw.baseAddress!, scales = MemoryLayout<SIMD8<Double>>.stride
            return K.lanes(field, u, v, count: n) { i, lanes in
                let cov = coverage[i]
                if cov == 0 { return }
                coverage[i] = 0
                if cov == 1 && t.load(fromByteOffset: 8 * i, as: Double.self) <= 1 {
                    let scale = t.load(fromByteOffset: scales + 4 * i, as: Int32.self)
                    let word = ChannelLanes.pack(lanes, rgbScale: UInt64(truncatingIfNeeded: scale))
                    if word >= 0xFF00_0000 { out[i] = word; return }
                }
                composite(ChannelLanes.float(lanes), cov, u[i], v[i], out + i)
            }
        }
    }

    /// The `n` pixels (≤ 8) from `out`, centred at `px` (lanes past `n` unused) on the row at `py`
    /// whose map's terms are `row`, when every covered one takes the same supersampling grid of
    /// more than one sample: what the per-pixel path does to them, with each of the grid's samples
    /// mapped and read for the eight at once, the same operations in the same order, so the same
    /// bits. Zeroes their coverage when it draws them; false, having touched nothing, when their
    /// grids differ or the kernel cannot read the points eight at a time (`PixelKernel.lanes`).
    @inline(__always)
    private func shadeSupersampledRun<K: PixelKernel>(_ kernel: K.Type, _ field: SourceField,
                                                      _ out: UnsafeMutablePointer<UInt32>,
                                                      _ coverage: UnsafeMutablePointer<Float>, _ n: Int,
                                                      _ px: SIMD8<Double>, _ py: Double,
                                                      _ row: (u: Double, v: Double, w: Double), _ footprintX: Double,
                                                      _ grid: inout SampleGrid) -> Bool {
        // The pixels' centres and footprints, as the per-pixel path works them out.
        let iw = 1 / (h20 * px + row.w)
        let u = (h00 * px + row.u) * iw, v = (h10 * px + row.v) * iw
        let iw2 = iw * iw
        let jyu = (h01 - u * h21) * iw, jyv = (h11 - v * h21) * iw
        // Lanes read one by one from memory: indexing the vectors themselves copies them each time.
        // The tint's multipliers at the eight centres, as `tints` gives them for `shadeRun`.
        var table = (footprintX * iw2 * iw2, jyu * jyu + jyv * jyv, tints(u, v).0)
        return withUnsafeBytes(of: &table) { raw in
            let t = raw.baseAddress!, vector = MemoryLayout<SIMD8<Double>>.stride
            var nx = 0, ny = 0
            for i in 0..<n where coverage[i] != 0 {
                let x = samples(t.load(fromByteOffset: 8 * i, as: Double.self))
                let y = samples(t.load(fromByteOffset: vector + 8 * i, as: Double.self))
                if nx == 0 { (nx, ny) = (x, y) } else if x != nx || y != ny { return false }
            }
            guard nx * ny > 1 else { return false }
            if grid.nx != nx || grid.ny != ny { grid = SampleGrid(nx: nx, ny: ny) }
            let (stepX, stepY) = (grid.stepX, grid.stepY)
            return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 16) { sums in
                let even = sums.baseAddress!, odd = even + 8
                even.initialize(repeating: 0, count: 16)
                for j in 0..<ny {
                    let sy = py - 0.5 + (Double(j) + 0.5) * stepY
                    let rowU = h01 * sy + h02, rowV = h11 * sy + h12, rowW = h21 * sy + h22
                    for i in 0..<nx {
                        let sx = px - 0.5 + (Double(i) + 0.5) * stepX
                        let iw = 1 / (h20 * sx + rowW)
                        let read = K.lanes(field, (h00 * sx + rowU) * iw, (h10 * sx + rowV) * iw, count: n) { i, l in
                            even[i] &+= l & 0x0000_FFFF_0000_FFFF
                            odd[i] &+= (l &>> 16) & 0x0000_FFFF_0000_FFFF
                        }
                        guard read else { return false }
                    }
                }
                for i in 0..<n {
                    let cov = coverage[i]
                    if cov == 0 { continue }
                    coverage[i] = 0
                    composite(SampleGrid.colour(even: even[i], odd: odd[i]) * grid.mean, cov,
                              multiplier: t.load(fromByteOffset: 2 * vector + 8 * i, as: Double.self), out + i)
                }
                return true
            }
        }
    }

    /// Tints a sampled colour and composites it, with coverage `cov`, over the pixel at `out`.
    @inline(__always)
    private func composite(_ sampled: SIMD4<Float>, _ cov: Float, _ u: Double, _ v: Double,
                           _ out: UnsafeMutablePointer<UInt32>) {
        composite(sampled, cov, multiplier: neutralTint ? 1 : multiplier(u, v), out)
    }

    /// `composite` with the tint's multiplier at the pixel already worked out (unused when neutral).
    @inline(__always)
    private func composite(_ sampled: SIMD4<Float>, _ cov: Float, multiplier: Double,
                           _ out: UnsafeMutablePointer<UInt32>) {
        var c = sampled
        if !neutralTint {
            let f = Float(multiplier)
            let rgb = SIMD4<Float>(c.x * f, c.y * f, c.z * f, c.w)
            c = f > 1 ? SIMD4(min(rgb.x, c.w), min(rgb.y, c.w), min(rgb.z, c.w), c.w) : rgb
        }
        if cov == 1 && c.w >= 254.999 {
            out.pointee = PixelWord.packClamped(c)
            return
        }
        let d = PixelWord.unpack(out.pointee)
        let s = c * cov
        let r = s + d * (1 - s.w * (1.0 / 255))
        out.pointee = PixelWord.packClamped(r)
    }

    /// The mean of nx × ny samples spread evenly over the destination pixel centred at (px, py),
    /// each mapped exactly.
    private func supersample<K: PixelKernel>(_ kernel: K.Type, _ field: SourceField, _ px: Double, _ py: Double,
                                             _ grid: SampleGrid) -> SIMD4<Float> {
        let (nx, ny, stepX, stepY) = (grid.nx, grid.ny, grid.stepX, grid.stepY)
        var sum = SIMD4<Float>(repeating: 0)
        // Kernels with lanes sum them as integers, R and G (B and A) in the 32-bit halves of
        // `even` (`odd`): at most 16 × 16 samples of at most 255 × 256 stay below 2²⁴, so these
        // sums, and the Float sums of the same samples, are exact and equal.
        var even: UInt64 = 0, odd: UInt64 = 0
        for j in 0..<ny {
            let sy = py - 0.5 + (Double(j) + 0.5) * stepY
            let rowU = h01 * sy + h02, rowV = h11 * sy + h12, rowW = h21 * sy + h22
            for i in 0..<nx {
                let sx = px - 0.5 + (Double(i) + 0.5) * stepX
                let iw = 1 / (h20 * sx + rowW)
                let u = (h00 * sx + rowU) * iw, v = (h10 * sx + rowV) * iw
                if K.hasLanes {
                    let l = K.lanes(field, u, v)
                    even &+= l & 0x0000_FFFF_0000_FFFF
                    odd &+= (l &>> 16) & 0x0000_FFFF_0000_FFFF
                } else {
                    sum += K.sample(field, u, v)
                }
            }
        }
        if K.hasLanes { sum = SampleGrid.colour(even: even, odd: odd) }
        return sum * grid.mean
    }
}
