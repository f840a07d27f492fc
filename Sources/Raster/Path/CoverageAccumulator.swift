/// Signed area cells for exact-area anti-aliasing (the accumulation-buffer method of font-rs and
/// tiny-skia): each line adds, per pixel row it crosses, the change in covered area from one
/// column to the next; a running sum along a row then gives each pixel's winding-weighted
/// coverage. Invariant: `cells` holds `height` rows of `width + 2` cells (two spare columns take
/// what lies at or beyond the right edge); lines are clipped to the grid exactly.
struct CoverageAccumulator {
    let width: Int
    let height: Int
    private var cells: [Float]

    init(width: Int, height: Int) {
        precondition(width >= 1 && height >= 1)
        self.width = width; self.height = height
        cells = [Float](repeating: 0, count: (width + 2) * height)
    }

    /// Adds the line from a to b. Parts left of x = 0 act as a vertical line at x = 0 (they cover
    /// the whole row to their right); parts right of the grid add nothing visible.
    mutating func addLine(_ a: PointF, _ b: PointF) {
        guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
        let right = Double(width)
        // Split at x = 0 and x = width so that every piece lies in [0, width] once clamped.
        var ts: [Double] = [0, 1]
        let dx = b.x - a.x
        if dx != 0 {
            for edge in [0, right] {
                let t = (edge - a.x) / dx
                if t > 0 && t < 1 { ts.append(t) }
            }
            if ts.count > 2 { ts.sort() }
        }
        for i in 0..<(ts.count - 1) {
            let t0 = ts[i], t1 = ts[i + 1]
            let p = PointF(x: min(max(a.x + dx * t0, 0), right), y: a.y + (b.y - a.y) * t0)
            let q = PointF(x: min(max(a.x + dx * t1, 0), right), y: a.y + (b.y - a.y) * t1)
            addClampedLine(p, q)
        }
    }

    /// A line with both ends in 0 ≤ x ≤ width.
    private mutating func addClampedLine(_ a: PointF, _ b: PointF) {
        guard a.y != b.y else { return }
        let sign: Double = a.y < b.y ? 1 : -1
        let (top, bottom) = a.y < b.y ? (a, b) : (b, a)
        let yStart = max(top.y, 0), yEnd = min(bottom.y, Double(height))
        guard yStart < yEnd else { return }
        let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
        let stride = width + 2
        var x = top.x + (yStart - top.y) * dxdy
        var row = Int(yStart)
        cells.withUnsafeMutableBufferPointer { cell in
            while Double(row) < yEnd {
                let rowTop = max(Double(row), yStart), rowBottom = min(Double(row + 1), yEnd)
                let dy = rowBottom - rowTop
                let xNext = x + dxdy * dy
                let d = sign * dy
                let base = row * stride
                let xa = min(x, xNext), xb = max(x, xNext)
                let c0 = Int(xa), cEnd = min(Int(xb), width)
                if xb - xa < 1e-9 || c0 == cEnd {
                    // Within one column: the covered share of column c0 is what lies right of the mid x.
                    let share = Double(c0 + 1) - 0.5 * (xa + xb)
                    cell[base + c0] += Float(d * share)
                    cell[base + c0 + 1] += Float(d * (1 - share))
                } else {
                    // g(c): the mean covered share of column c, over the line's span in this row.
                    let inverse = 1 / (xb - xa)
                    var previous = 0.0
                    for c in c0...cEnd {
                        let g = 1 - (Self.rampIntegral(xb, c) - Self.rampIntegral(xa, c)) * inverse
                        cell[base + c] += Float(d * (g - previous))
                        previous = g
                    }
                    cell[base + cEnd + 1] += Float(d * (1 - previous))
                }
                x = xNext
                row += 1
            }
        }
    }

    /// ∫ from c to x of clamp(s − c, 0, 1) ds: how much of column c lies left of the line, integrated.
    @inline(__always) private static func rampIntegral(_ x: Double, _ c: Int) -> Double {
        let u = x - Double(c)
        if u <= 0 { return 0 }
        if u >= 1 { return u - 0.5 }
        return 0.5 * u * u
    }

    /// Coverage under the non-zero rule: |running sum|, clamped to 1, as bytes.
    func mask() -> Mask {
        var out = [UInt8](repeating: 0, count: width * height)
        let stride = width + 2, width = self.width
        cells.withUnsafeBufferPointer { cell in
            out.withUnsafeMutableBufferPointer { o in
                for row in 0..<height {
                    var sum: Float = 0
                    let c = cell.baseAddress! + row * stride
                    let m = o.baseAddress! + row * width
                    for x in 0..<width {
                        sum += c[x]
                        m[x] = UInt8(min(abs(sum), 1) * 255 + 0.5)
                    }
                }
            }
        }
        return Mask(width: width, height: height, coverage: out)
    }
}
