/// The pixels of a rectangle that a predicate marks, held as runs row by row: invariant: each
/// row's runs are sorted, non-empty, disjoint and maximal (no two touch), and lie inside `area`.
///
/// Runs make region questions cheap on big, simple shapes (a screen hole is one run a row): the
/// rows are scanned once, side by side on the cores, and connectivity is then worked out between
/// runs, not pixels (`RunComponents`).
package struct RowRuns: Sendable {
    /// The rectangle scanned; row k of the runs is image row `area.y + k`.
    public let area: PixelRect
    /// Where each row's runs begin in `starts`/`ends`: `area.height + 1` offsets, the last the total.
    var rowOffsets: [Int]
    /// First column of each run (image x).
    var starts: [Int32]
    /// One past the last column of each run (image x).
    var ends: [Int32]

    /// The number of runs.
    public var count: Int { starts.count }

    /// The runs of image row `area.y + k`, as indices into the run arrays.
    public func runs(inRow k: Int) -> Range<Int> { rowOffsets[k]..<rowOffsets[k + 1] }

    /// Run `i`'s columns, image x.
    public func columns(of i: Int) -> Range<Int> { Int(starts[i])..<Int(ends[i]) }

    /// The pixels of `image` inside `area` (clipped to the image) whose alpha is below 255.
    public init(nonOpaqueIn image: Image, area: PixelRect) {
        self = image.withUnsafeBytes { raw in
            RowRuns(scanning: raw.bindMemory(to: UInt8.self).baseAddress! + 3, stride: 4, width: image.width,
                    height: image.height, area: area, marked: 255, equal: false)
        }
    }

    /// The zero pixels of `mask`.
    public init(zerosIn mask: Mask) {
        self = mask.coverage.withUnsafeBufferPointer { cov in
            RowRuns(scanning: cov.baseAddress!, stride: 1, width: mask.width, height: mask.height,
                    area: PixelRect(x: 0, y: 0, width: mask.width, height: mask.height), marked: 0, equal: true)
        }
    }

    /// The one scan: pixel i of a `width × height` image is marked when `bytes[i × stride]` equals
    /// `value` (or differs from it, when `equal` is false). Rows are scanned in bands on the cores.
    /// A stride of 4 means the alpha bytes of RGBA pixels: `bytes` is 3 past a pixel's start.
    private init(scanning bytes: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int, area: PixelRect,
                 marked value: UInt8, equal: Bool) {
        let area = area.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        self.area = area
        let rows = area.isEmpty ? 0 : area.height
        let bandCount = rows == 0 ? 0 : min(rows, max(1, Parallel.workerCount * 4))
        var bands = [(starts: [Int32], ends: [Int32], rowCounts: [Int])](repeating: ([], [], []), count: bandCount)
        bands.withUnsafeMutableBufferPointer { slots in
            // Each band's slot is written by one task only.
            Parallel.forEachTask(count: bandCount) { b in
                let first = rows * b / bandCount, last = rows * (b + 1) / bandCount
                var starts: [Int32] = [], ends: [Int32] = [], rowCounts: [Int] = []
                rowCounts.reserveCapacity(last - first)
                let minX = area.minX, maxX = area.maxX
                @inline(__always) func isMarked(_ p: UnsafePointer<UInt8>, _ x: Int) -> Bool {
                    (p[x &* stride] == value) == equal
                }
                // Runs are first crossed a chunk at a time: eight RGBA pixels (stride 4: the eight
                // 32-bit words whose top bytes these are, one load) or sixteen bytes (stride 1).
                // The lane reductions say whether no byte or every byte of the chunk is `value`.
                // (`all` of a lane mask compiles to a loop over the lanes.)
                let step = stride == 4 ? 8 : stride == 1 ? 16 : Int.max
                @inline(__always) func differences(_ p: UnsafePointer<UInt8>, _ x: Int) -> (least: UInt32, most: UInt32) {
                    if stride == 4 {
                        let words = UnsafeRawPointer(p + x &* 4 - 3).loadUnaligned(as: SIMD8<UInt32>.self)
                        let d = words &>> 24 ^ SIMD8(repeating: UInt32(value))
                        return (d.min(), d.max())
                    }
                    let d = UnsafeRawPointer(p + x).loadUnaligned(as: SIMD16<UInt8>.self) ^ SIMD16(repeating: value)
                    return (UInt32(d.min()), UInt32(d.max()))
                }
                @inline(__always) func noneMarked(_ p: UnsafePointer<UInt8>, _ x: Int) -> Bool {
                    let d = differences(p, x)
                    return equal ? d.least != 0 : d.most == 0
                }
                @inline(__always) func allMarked(_ p: UnsafePointer<UInt8>, _ x: Int) -> Bool {
                    let d = differences(p, x)
                    return equal ? d.most == 0 : d.least != 0
                }
                for k in first..<last {
                    let row = bytes + (area.y + k) &* width &* stride
                    var x = minX, found = 0
                    while x < maxX {
                        while maxX - x >= step && noneMarked(row, x) { x &+= step }
                        while x < maxX && !isMarked(row, x) { x &+= 1 }
                        guard x < maxX else { break }
                        let start = x
                        while maxX - x >= step && allMarked(row, x) { x &+= step }
                        while x < maxX && isMarked(row, x) { x &+= 1 }
                        starts.append(Int32(start)); ends.append(Int32(x))
                        found &+= 1
                    }
                    rowCounts.append(found)
                }
                slots[b] = (starts, ends, rowCounts)
            }
        }
        var offsets = [0]
        offsets.reserveCapacity(rows + 1)
        var starts: [Int32] = [], ends: [Int32] = []
        starts.reserveCapacity(bands.reduce(0) { $0 + $1.starts.count })
        ends.reserveCapacity(starts.capacity)
        for band in bands {
            starts += band.starts; ends += band.ends
            for n in band.rowCounts { offsets.append(offsets[offsets.count - 1] + n) }
        }
        rowOffsets = offsets
        self.starts = starts
        self.ends = ends
    }

    /// Paints the runs `which` accepts (all by default) into `mask`, whose pixel (0, 0) is image
    /// pixel `origin`; runs are clipped to the mask.
    public func paint(into mask: inout Mask, origin: (x: Int, y: Int), value: UInt8 = 255,
                      which: (Int) -> Bool = { _ in true }) {
        let width = mask.width, height = mask.height
        mask.coverage.withUnsafeMutableBufferPointer { cov in
            for k in 0..<area.height {
                let y = area.y + k - origin.y
                guard y >= 0 && y < height else { continue }
                for i in runs(inRow: k) where which(i) {
                    let lo = max(0, Int(starts[i]) - origin.x), hi = min(width, Int(ends[i]) - origin.x)
                    if lo < hi { (cov.baseAddress! + y * width + lo).update(repeating: value, count: hi - lo) }
                }
            }
        }
    }
}
