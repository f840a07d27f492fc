import Foundation

extension Mask {
    /// The anti-aliased coverage of a rounded rectangle in a `width` × `height` canvas: each byte is
    /// the exact area of its pixel inside the shape (straight edges and circular corner arcs are both
    /// integrated analytically), times 255, rounded. The radius is clamped to half the shorter side.
    public static func roundedRect(_ rect: RectF, cornerRadius: Double, width: Int, height: Int) -> Mask {
        var mask = Mask(width: width, height: height)
        let radius = min(max(cornerRadius, 0), min(rect.width, rect.height) / 2)
        let shape = RoundedRectCoverage(rect: rect, radius: radius)
        let span = rect.enclosingRect.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !span.isEmpty else { return mask }
        let columnCoverage = (0..<span.width).map { shape.overlap(Double(span.x + $0), rect.minX, rect.maxX) }
        mask.coverage.withUnsafeMutableBufferPointer { out in
            let base = out.baseAddress!
            Parallel.forEachRowBand(width: span.width, height: span.height) { rows in
                var area = [Double](repeating: 0, count: span.width)
                for row in rows {
                    let y = span.y + row
                    let rowCoverage = shape.overlap(Double(y), rect.minY, rect.maxY)
                    for i in 0..<span.width { area[i] = columnCoverage[i] * rowCoverage }
                    shape.subtractCorners(fromRow: y, columns: span.x..<span.maxX, area: &area)
                    let line = base + y * width + span.x
                    for i in 0..<span.width { line[i] = UInt8((min(max(area[i], 0), 1) * 255).rounded()) }
                }
            }
        }
        return mask
    }
}

/// The geometry of a rounded rectangle whose radius is at most half its shorter side, for exact
/// per-pixel area coverage: rectangle overlap minus the four corner cut-outs (square minus quarter disc).
struct RoundedRectCoverage {
    let rect: RectF
    let radius: Double

    /// Length of [p, p + 1] ∩ [lo, hi].
    func overlap(_ p: Double, _ lo: Double, _ hi: Double) -> Double { max(0, min(p + 1, hi) - max(p, lo)) }

    /// Subtracts from `area` (indexed from `columns.lowerBound`) the part of each pixel of row `y`
    /// that lies in a corner cut-out.
    func subtractCorners(fromRow y: Int, columns: Range<Int>, area: inout [Double]) {
        guard radius > 0 else { return }
        let r = radius
        // Each corner: its arc centre and the outward direction along x and y.
        let corners: [(cx: Double, cy: Double, sx: Double, sy: Double)] = [
            (rect.minX + r, rect.minY + r, -1, -1), (rect.maxX - r, rect.minY + r, 1, -1),
            (rect.minX + r, rect.maxY - r, -1, 1), (rect.maxX - r, rect.maxY - r, 1, 1),
        ]
        let py = Double(y)
        for corner in corners {
            // v: distance from the centre outwards, across this pixel row, within the corner square.
            guard let v = Self.outward(py, centre: corner.cy, sign: corner.sy, radius: r) else { continue }
            // Columns that can touch this corner's square.
            let xLo = corner.sx < 0 ? corner.cx - r : corner.cx
            let first = max(columns.lowerBound, Int(xLo.rounded(.down)))
            let last = min(columns.upperBound - 1, Int((xLo + r).rounded(.up)))
            guard first <= last else { continue }
            for x in first...last {
                guard let u = Self.outward(Double(x), centre: corner.cx, sign: corner.sx, radius: r) else { continue }
                area[x - columns.lowerBound] -= Self.cutOutArea(u: u, v: v, radius: r)
            }
        }
    }

    /// The interval of outward distances from `centre` covered by the pixel span [p, p + 1], within [0, r].
    static func outward(_ p: Double, centre: Double, sign: Double, radius r: Double) -> ClosedRange<Double>? {
        let a = sign * (p - centre), b = sign * (p + 1 - centre)
        let lo = max(0, min(a, b)), hi = min(r, max(a, b))
        return lo < hi ? lo...hi : nil
    }

    /// Area of {(u, v) ∈ u × v : u² + v² > r²} — the part of a box outside the quarter disc —
    /// integrated exactly: ∫ (v₁ − clamp(√(r² − u²), v₀, v₁)) du.
    static func cutOutArea(u: ClosedRange<Double>, v: ClosedRange<Double>, radius r: Double) -> Double {
        let (v0, v1) = (v.lowerBound, v.upperBound)
        // √(r² − u²) ≥ v₁ for u ≤ ua, ≤ v₀ for u ≥ ub.
        let ua = (max(0, r * r - v1 * v1)).squareRoot(), ub = (max(0, r * r - v0 * v0)).squareRoot()
        func length(_ a: Double, _ b: Double) -> Double { max(0, min(b, u.upperBound) - max(a, u.lowerBound)) }
        func antiderivative(_ x: Double) -> Double {
            let t = min(max(x, 0), r)
            let chord: Double = t * max(0, r * r - t * t).squareRoot()
            let sector: Double = r * r * asin(min(1, t / r))
            return (chord + sector) / 2
        }
        let a = max(ua, u.lowerBound), b = min(ub, u.upperBound)
        let arcPart = a < b ? antiderivative(b) - antiderivative(a) : 0
        let clamped = v1 * length(0, ua) + arcPart + v0 * length(ub, .infinity)
        return max(0, v1 * (u.upperBound - u.lowerBound) - clamped)
    }
}
