import Raster

/// Exact area coverage of a polygon over pixels, row by row: for each pixel, the area of the
/// pixel square [i, i+1) × [j, j+1) inside the polygon, in 0…1.
///
/// Signed-area accumulation: every edge adds, to the cell it crosses, the part of its height that
/// lies right of it inside the cell and, to the next cell, the rest; a running sum along the row
/// then gives each pixel's covered area. Exact for any simple polygon; the work per row is the
/// number of cells the edges cross plus the width of the row's span.
struct CoverageRasterizer {
    private struct Edge { var x0, y0, x1, y1: Double; var winding: Double }

    private let edges: [Edge]
    /// The first column of the accumulation buffer, and its width in pixels.
    let originX: Int
    let width: Int
    /// The rows the polygon touches, clipped to the target: [rowStart, rowEnd).
    let rowStart: Int
    let rowEnd: Int

    /// Prepares a polygon for rasterising into a target of `targetWidth × targetHeight` pixels.
    init(_ polygon: ConvexPolygon, targetWidth: Int, targetHeight: Int) {
        var list: [Edge] = []
        let v = polygon.vertices
        for i in v.indices {
            let a = v[i], b = v[(i + 1) % v.count]
            if a.y == b.y { continue }
            list.append(a.y < b.y ? Edge(x0: a.x, y0: a.y, x1: b.x, y1: b.y, winding: 1)
                                  : Edge(x0: b.x, y0: b.y, x1: a.x, y1: a.y, winding: -1))
        }
        edges = list
        let b = polygon.bounds
        originX = max(0, min(targetWidth, Int(b.minX.rounded(.down))))
        let endX = max(originX, min(targetWidth, Int(b.maxX.rounded(.up))))
        width = endX - originX
        rowStart = max(0, min(targetHeight, Int(b.minY.rounded(.down))))
        rowEnd = max(rowStart, min(targetHeight, Int(b.maxY.rounded(.up))))
    }

    /// Floats a block of `rows` rows needs: rows × (width + 2).
    func scratchCount(rows: Int) -> Int { rows * (width + 2) }

    /// Accumulates the edges over rows [y0, y1) into `acc` (zeroed, (width + 2) floats per row),
    /// and widens `spans[r]` (columns relative to `originX`) to every cell an edge touches.
    func accumulate(rows y0: Int, _ y1: Int, into acc: UnsafeMutablePointer<Float>,
                    spans: UnsafeMutablePointer<(lo: Int, hi: Int)>) {
        let stride = width + 2
        let left = Double(originX), right = Double(originX + width)
        for e in edges {
            let top = max(e.y0, Double(y0)), bottom = min(e.y1, Double(y1))
            if top >= bottom { continue }
            let dxdy = (e.x1 - e.x0) / (e.y1 - e.y0)
            var r = Int(top.rounded(.down))
            while Double(r) < bottom {
                let ys = max(top, Double(r)), ye = min(bottom, Double(r + 1))
                if ye > ys {
                    var xa = e.x0 + (ys - e.y0) * dxdy, xb = e.x0 + (ye - e.y0) * dxdy
                    // Past the left edge everything lies right of the edge; past the right, nothing.
                    xa = min(max(xa, left), right) - left
                    xb = min(max(xb, left), right) - left
                    if xa > xb { swap(&xa, &xb) }
                    let row = acc + (r - y0) * stride
                    CoverageRasterizer.addSegment(row, xa, xb, Float((ye - ys) * e.winding))
                    let s = spans + (r - y0)
                    s.pointee.lo = min(s.pointee.lo, Int(xa.rounded(.down)))
                    s.pointee.hi = max(s.pointee.hi, min(width, Int(xb.rounded(.down)) + 1))
                }
                r += 1
            }
        }
    }

    /// Adds one edge piece lying within a single row, from x = xa to xb (xa ≤ xb, relative to
    /// the buffer), with signed height h.
    @inline(__always)
    private static func addSegment(_ row: UnsafeMutablePointer<Float>, _ xa: Double, _ xb: Double, _ h: Float) {
        let ia = Int(xa.rounded(.down)), ib = Int(xb.rounded(.down))
        if ia == ib || xb - xa < 1e-9 {
            let mid = Float((xa + xb) * 0.5 - Double(ia))
            row[ia] += h * (1 - mid)
            row[ia + 1] += h * mid
            return
        }
        let hPerX = Double(h) / (xb - xa)
        var i = ia
        while i <= ib {
            let pa = max(xa, Double(i)), pb = min(xb, Double(i + 1))
            if pb > pa {
                let hp = Float((pb - pa) * hPerX)
                let mid = Float((pa + pb) * 0.5 - Double(i))
                row[i] += hp * (1 - mid)
                row[i + 1] += hp * mid
            }
            i += 1
        }
    }

    /// Turns one accumulated row into coverage over its span (in place; the caller zeroes the
    /// span after use) and clears the carry past it. Coverage within 1/4096 of 0 or 1
    /// snaps to it, so interior pixels are exactly full. Between the edges the accumulated
    /// cells are 0 and leave the running sum as it is: four such cells at a time just take the
    /// last coverage.
    @inline(__always)
    static func resolve(_ row: UnsafeMutablePointer<Float>, span: (lo: Int, hi: Int), stride: Int) {
        var sum: Float = 0, c: Float = 0
        let cells = UnsafeMutableRawPointer(row)
        let magnitude: UInt64 = 0x7FFF_FFFF_7FFF_FFFF // ±0 are both zero
        var k = span.lo
        while k < span.hi {
            if k + 4 <= span.hi {
                let pair0 = cells.loadUnaligned(fromByteOffset: k &* 4, as: UInt64.self)
                let pair1 = cells.loadUnaligned(fromByteOffset: k &* 4 &+ 8, as: UInt64.self)
                if (pair0 | pair1) & magnitude == 0 {
                    let both = UInt64(c.bitPattern) | UInt64(c.bitPattern) &<< 32
                    cells.storeBytes(of: both, toByteOffset: k &* 4, as: UInt64.self)
                    cells.storeBytes(of: both, toByteOffset: k &* 4 &+ 8, as: UInt64.self)
                    k += 4
                    continue
                }
            }
            sum += row[k]
            c = abs(sum)
            if c > 0.99976 { c = 1 } else if c < 0.00024 { c = 0 }
            row[k] = c
            k += 1
        }
        clearCarry(row, span: span, stride: stride)
    }

    /// Zeroes the carry just past a row's span, so it does not leak into the buffer's next use.
    @inline(__always)
    static func clearCarry(_ row: UnsafeMutablePointer<Float>, span: (lo: Int, hi: Int), stride: Int) {
        for k in span.hi..<min(stride, span.hi + 2) { row[k] = 0 }
    }
}

extension ConvexPolygon {
    /// The polygon's exact area coverage of each pixel of a `width × height` grid, as a mask
    /// (rounded to bytes).
    public func coverageMask(width: Int, height: Int) -> Mask {
        var mask = Mask(width: width, height: height)
        let raster = CoverageRasterizer(self, targetWidth: width, targetHeight: height)
        guard raster.width > 0, raster.rowEnd > raster.rowStart else { return mask }
        let stride = raster.width + 2
        let acc = UnsafeMutablePointer<Float>.allocate(capacity: stride)
        defer { acc.deallocate() }
        acc.initialize(repeating: 0, count: stride)
        var span = (lo: Int.max, hi: Int.min)
        for y in raster.rowStart..<raster.rowEnd {
            span = (Int.max, Int.min)
            raster.accumulate(rows: y, y + 1, into: acc, spans: &span)
            guard span.lo < span.hi else { continue }
            CoverageRasterizer.resolve(acc, span: span, stride: stride)
            for k in span.lo..<span.hi {
                mask.coverage[y * width + raster.originX + k] = UInt8((acc[k] * 255 + 0.5).rounded(.down))
                acc[k] = 0
            }
        }
        return mask
    }
}
