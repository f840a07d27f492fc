/// The one blur engine: three box passes along rows, then three down columns, over interleaved
/// 8-bit channels (4 for images, 1 for masks). Values run in 8.8 fixed point held in Int32 running
/// sums (exact), each pass divides once (rounded), and the outside of the buffer counts as zero.
/// Every channel goes through the same monotone operations, so premultiplied input stays premultiplied.
///
/// Both directions run the same wide pass: a band of rows is transposed into a buffer whose lanes
/// are (row, channel) pairs, and a band of columns is copied into one whose lanes are (column, channel)
/// pairs, so each step of a pass updates `bandLanes` contiguous values at once (vectorised).
enum BoxBlur {
    /// Values handled together by one pass step (a multiple of every channel count).
    static let bandLanes = 256
    /// Columns per tile when transposing a band of rows.
    static let tile = 16

    /// Blurs `width × height × channels` bytes from `input` into `output` (which may not overlap it).
    static func blur(_ input: UnsafePointer<UInt8>, into output: UnsafeMutablePointer<UInt8>,
                     width: Int, height: Int, channels: Int, plan: BoxBlurPlan) {
        let rowLanes = width * channels
        // 8.8 fixed-point intermediate between the horizontal and the vertical passes.
        let intermediate = UnsafeMutablePointer<UInt16>.allocate(capacity: rowLanes * height)
        defer { intermediate.deallocate() }

        // Horizontal: bands of rows, transposed so that samples run along x.
        let rowsPerBand = bandLanes / channels
        let rowBands = (height + rowsPerBand - 1) / rowsPerBand
        Parallel.forEachChunk(count: rowBands) { range in
            let a = UnsafeMutablePointer<Int32>.allocate(capacity: bandLanes * width)
            let b = UnsafeMutablePointer<Int32>.allocate(capacity: bandLanes * width)
            defer { a.deallocate(); b.deallocate() }
            for band in range {
                let firstRow = band * rowsPerBand
                let rows = min(rowsPerBand, height - firstRow)
                let lanes = rows * channels
                // Transposed in tiles of `tile` columns so that reads and writes both stay in cache.
                for x0 in stride(from: 0, to: width, by: tile) {
                    let x1 = min(width, x0 + tile)
                    for r in 0..<rows {
                        let line = input + (firstRow + r) * rowLanes
                        for x in x0..<x1 {
                            for c in 0..<channels { a[x &* lanes &+ r &* channels &+ c] = Int32(line[x &* channels &+ c]) &<< 8 }
                        }
                    }
                }
                let result = runPasses(a, b, samples: width, lanes: lanes, plan: plan)
                for x0 in stride(from: 0, to: width, by: tile) {
                    let x1 = min(width, x0 + tile)
                    for r in 0..<rows {
                        let line = intermediate + (firstRow + r) * rowLanes
                        for x in x0..<x1 {
                            for c in 0..<channels {
                                line[x &* channels &+ c] = UInt16(truncatingIfNeeded: result[x &* lanes &+ r &* channels &+ c])
                            }
                        }
                    }
                }
            }
        }

        // Vertical: bands of columns, samples run along y.
        let columnBands = (rowLanes + bandLanes - 1) / bandLanes
        Parallel.forEachChunk(count: columnBands) { range in
            let a = UnsafeMutablePointer<Int32>.allocate(capacity: bandLanes * height)
            let b = UnsafeMutablePointer<Int32>.allocate(capacity: bandLanes * height)
            defer { a.deallocate(); b.deallocate() }
            for band in range {
                let first = band * bandLanes
                let lanes = min(bandLanes, rowLanes - first)
                for y in 0..<height {
                    let from = intermediate + y * rowLanes + first, to = a + y * lanes
                    for i in 0..<lanes { to[i] = Int32(from[i]) }
                }
                let result = runPasses(a, b, samples: height, lanes: lanes, plan: plan)
                for y in 0..<height {
                    let from = result + y * lanes, to = output + y * rowLanes + first
                    for i in 0..<lanes { to[i] = UInt8(truncatingIfNeeded: min(255, (from[i] &+ 128) &>> 8)) }
                }
            }
        }
    }

    /// Runs every box of the plan over `samples × lanes` values, ping-ponging between the two
    /// buffers; returns the buffer that holds the result.
    static func runPasses(_ first: UnsafeMutablePointer<Int32>, _ second: UnsafeMutablePointer<Int32>,
                          samples: Int, lanes: Int, plan: BoxBlurPlan) -> UnsafeMutablePointer<Int32> {
        var (source, target) = (first, second)
        for width in plan.widths where width > 1 {
            boxPass(source, into: target, samples: samples, lanes: lanes, radius: width / 2)
            swap(&source, &target)
        }
        return source
    }

    /// One box of width 2·radius + 1 along the sample axis: out[s] = round(Σ in[s−r…s+r] / width),
    /// each sample being `lanes` contiguous values; samples outside 0..<samples are zero.
    static func boxPass(_ input: UnsafeMutablePointer<Int32>, into output: UnsafeMutablePointer<Int32>,
                        samples: Int, lanes: Int, radius: Int) {
        let reciprocal = 1 / Float(2 * radius + 1)
        let sums = UnsafeMutablePointer<Int32>.allocate(capacity: lanes)
        defer { sums.deallocate() }
        sums.initialize(repeating: 0, count: lanes)
        for s in 0..<min(radius, samples) {
            let from = input + s * lanes
            for l in 0..<lanes { sums[l] &+= from[l] }
        }
        /// Emits sample `s`: the sample `radius` ahead enters the window first (when it exists)
        /// and the one `radius` behind leaves it afterwards (when it exists).
        @inline(__always) func step(_ s: Int, entering: Bool, leaving: Bool) {
            if entering {
                let from = input + (s + radius) * lanes
                for l in 0..<lanes { sums[l] &+= from[l] }
            }
            let out = output + s * lanes
            for l in 0..<lanes { out[l] = roundedQuotient(sums[l], reciprocal) }
            if leaving {
                let from = input + (s - radius) * lanes
                for l in 0..<lanes { sums[l] &-= from[l] }
            }
        }
        // Samples split by which window ends exist, so the hot loop has no per-sample tests.
        let enterEnd = max(0, samples - radius)        // s + radius < samples
        let leaveStart = min(samples, radius)          // s − radius ≥ 0
        if leaveStart <= enterEnd {
            for s in 0..<leaveStart { step(s, entering: true, leaving: false) }
            for s in leaveStart..<enterEnd { step(s, entering: true, leaving: true) }
            for s in enterEnd..<samples { step(s, entering: false, leaving: true) }
        } else {
            for s in 0..<enterEnd { step(s, entering: true, leaving: false) }
            for s in enterEnd..<leaveStart { step(s, entering: false, leaving: false) }
            for s in leaveStart..<samples { step(s, entering: false, leaving: true) }
        }
    }

    /// round(sum × reciprocal) for 0 ≤ result < 2²², by bits: adding 1.5 × 2²³ leaves the rounded
    /// integer in the mantissa (no checked float-to-integer conversion, so loops vectorise).
    @inline(__always)
    static func roundedQuotient(_ sum: Int32, _ reciprocal: Float) -> Int32 {
        Int32(bitPattern: (Float(sum) * reciprocal + 12_582_912).bitPattern) &- 0x4B40_0000
    }
}
