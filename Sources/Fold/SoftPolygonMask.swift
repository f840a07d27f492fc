import Raster
import Warp

/// A convex polygon blurred by a Gaussian of standard deviation σ, analytically: the coverage at
/// a point is the product over the edges of Φ(d/σ), d the signed distance inside each edge, Φ the
/// normal CDF. Exact for axis-aligned rectangles (the 2D Gaussian is separable), a close match for
/// any convex polygon away from sharp corners, and far cheaper than blurring a mask: interior and
/// exterior runs of each row (beyond 4σ of every edge) are filled without evaluating anything.
enum SoftPolygonMask {
    /// Φ on [−4, 4] in 1/256 steps (Φ(t) = ½ erfc(−t/√2)).
    private static let table: [Float] = (0...2048).map { i in
        Float(0.5 * erfc(-(Double(i) / 256 - 4) / 2.0.squareRoot()))
    }

    /// Adds the soft polygon (in the mask's pixel coordinates) to `mask`: each pixel gains
    /// `opacity` × coverage, the sum held at `opacity`. For polygons that meet along an edge (the
    /// two leaves at the hinge) the blurred union is the sum of the blurs, so their shadows join
    /// without the lighter wedge that keeping the larger value leaves below the hinge.
    static func add(_ polygon: ConvexPolygon, sigma: Double, opacity: Double, into mask: inout Mask) {
        precondition(sigma > 0)
        let v = polygon.vertices
        let cx = v.reduce(0.0) { $0 + $1.x } / Double(v.count), cy = v.reduce(0.0) { $0 + $1.y } / Double(v.count)
        // Each edge as d(x, y) = a x + b y + c: signed distance in units of σ, positive inside.
        var edges: [(a: Double, b: Double, c: Double)] = []
        for i in v.indices {
            let p = v[i], q = v[(i + 1) % v.count]
            let n = p.distance(to: q) * sigma
            var (a, b) = ((p.y - q.y) / n, (q.x - p.x) / n)
            var c = -(a * p.x + b * p.y)
            if a * cx + b * cy + c < 0 { a = -a; b = -b; c = -c }
            edges.append((a, b, c))
        }
        let reach = 4.0
        let bounds = polygon.bounds
        let pad = reach * sigma
        let y0 = max(0, Int((bounds.minY - pad).rounded(.down))), y1 = min(mask.height, Int((bounds.maxY + pad).rounded(.up)))
        let x0 = max(0, Int((bounds.minX - pad).rounded(.down))), x1 = min(mask.width, Int((bounds.maxX + pad).rounded(.up)))
        guard y0 < y1, x0 < x1 else { return }
        let peak = Float(min(max(opacity, 0), 1)) * 255
        let width = mask.width
        let edgeList = edges
        let step = max(1, Int(sigma / 8))
        mask.coverage.withUnsafeMutableBufferPointer { buf in
            let base = buf.baseAddress!
            table.withUnsafeBufferPointer { phi in
                Parallel.forEachRowBand(width: x1 - x0, height: y1 - y0) { rows in
                    for y in (rows.lowerBound + y0)..<(rows.upperBound + y0) {
                        let py = Double(y) + 0.5
                        // The row's interior run: every edge's d ≥ reach; its support: every d > −reach.
                        var inLo = Double(x0), inHi = Double(x1), outLo = Double(x0), outHi = Double(x1)
                        for e in edgeList {
                            let c = e.b * py + e.c
                            if e.a == 0 {
                                if c < reach { inLo = 1; inHi = 0 }
                                if c <= -reach { outLo = 1; outHi = 0 }
                                continue
                            }
                            let xIn = (reach - c) / e.a - 0.5, xOut = (-reach - c) / e.a - 0.5
                            if e.a > 0 { inLo = max(inLo, xIn); outLo = max(outLo, xOut) } else { inHi = min(inHi, xIn); outHi = min(outHi, xOut) }
                        }
                        let sLo = max(x0, Int(outLo.rounded(.down))), sHi = min(x1, Int(outHi.rounded(.up)) + 1)
                        guard sLo < sHi else { continue }
                        let row = base + y * width
                        let full = UInt8(peak.rounded())
                        @inline(__always) func value(_ x: Int) -> Float {
                            let px = Double(x) + 0.5
                            var cov: Float = 1
                            for e in edgeList {
                                let t = (e.a * px + e.b * py + e.c + 4) * 256
                                if t <= 0 { return 0 }
                                if t < 2048 {
                                    let i = Int(t), f = Float(t - Double(i))
                                    cov *= phi[i] + (phi[i + 1] - phi[i]) * f
                                }
                            }
                            return cov * peak
                        }
                        // The soft band, evaluated every `step` px and interpolated between
                        // (the function varies over σ, far more slowly than a pixel).
                        func band(_ a: Int, _ b: Int) {
                            guard a < b else { return }
                            var x = a
                            var left = value(x)
                            while x < b {
                                let next = min(b, x + step)
                                let right = next < b ? value(next) : value(b - 1)
                                let span = next < b ? Float(next - x) : Float(max(1, b - 1 - x))
                                for i in x..<next {
                                    let v = left + (right - left) * Float(i - x) / span
                                    let byte = UInt8(min(255, max(0, v + 0.5)))
                                    row[i] = UInt8(min(UInt16(full), UInt16(row[i]) + UInt16(byte)))
                                }
                                left = right
                                x = next
                            }
                        }
                        let iLo = max(sLo, min(sHi, Int(inLo.rounded(.up)))), iHi = max(iLo, min(sHi, Int(inHi.rounded(.down)) + 1))
                        band(sLo, iLo)
                        for x in iLo..<iHi { row[x] = full }
                        band(iHi, sHi)
                    }
                }
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
