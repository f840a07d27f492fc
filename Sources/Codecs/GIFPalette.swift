import Raster

/// A GIF colour table of exactly 256 entries: `colours.count` ≤ 255 chosen colours, then
/// padding, with the last index (255) reserved as transparent. Invariant: `colours` is not empty.
public struct GIFPalette: Sendable, Equatable {
    /// The chosen colours, sRGB.
    public let colours: [StraightRGBA8]
    /// The index that means "transparent" (or "unchanged" in a difference frame).
    public static let transparentIndex: UInt8 = 255

    public init(colours: [StraightRGBA8]) {
        precondition(!colours.isEmpty && colours.count <= 255, "a GIF palette holds 1 to 255 colours")
        self.colours = colours
    }

    /// The 768-byte global colour table.
    var tableBytes: [UInt8] {
        var out = [UInt8](repeating: 0, count: 768)
        for (i, c) in colours.enumerated() { out[3 * i] = c.r; out[3 * i + 1] = c.g; out[3 * i + 2] = c.b }
        return out
    }
}

/// How GIF turns premultiplied RGBA into its one bit of transparency: pixels with alpha below
/// `alphaThreshold` become transparent, the rest opaque over `matte` (the page colour the
/// semi-transparent edges are blended with). Invariant: 1 ≤ alphaThreshold ≤ 255.
public struct GIFTransparency: Sendable, Equatable {
    public var matte: StraightRGBA8
    public var alphaThreshold: UInt8

    public init(matte: StraightRGBA8 = StraightRGBA8(r: 255, g: 255, b: 255), alphaThreshold: UInt8 = 128) {
        self.matte = matte
        self.alphaThreshold = max(1, alphaThreshold)
    }

    /// The opaque colour a premultiplied pixel shows as, or nil when it is transparent.
    @inline(__always)
    func resolve(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> (Float, Float, Float)? {
        guard a >= alphaThreshold else { return nil }
        if a == 255 { return (Float(r), Float(g), Float(b)) }
        let k = Float(255 - a) / 255
        return (Float(r) + Float(matte.r) * k, Float(g) + Float(matte.g) * k, Float(b) + Float(matte.b) * k)
    }
}

/// Chooses one palette for a whole clip from sample frames: a histogram at 6 bits a channel,
/// median cut in Oklab (boxes split where the weighted error is largest, at the weighted median
/// of their widest axis), then k-means refinement in Oklab. Bins weigh the square root of their
/// pixel count, so the few pixels of a smooth gradient are not outvoted by large flat areas.
package struct GIFPaletteBuilder {
    public let transparency: GIFTransparency
    private var counts = [UInt32](repeating: 0, count: 1 << 18)
    private var sums = [Float](repeating: 0, count: 3 << 18)

    public init(transparency: GIFTransparency = GIFTransparency()) { self.transparency = transparency }

    /// Counts the opaque colours of `image` (every pixel, or every `step`-th in both directions).
    public mutating func add(_ image: Image, step: Int = 1) {
        let step = max(1, step)
        let t = transparency
        image.withUnsafeBytes { raw in
            let p = raw.bindMemory(to: UInt8.self).baseAddress!
            counts.withUnsafeMutableBufferPointer { counts in
                sums.withUnsafeMutableBufferPointer { sums in
                    for y in stride(from: 0, to: image.height, by: step) {
                        for x in stride(from: 0, to: image.width, by: step) {
                            let i = (y * image.width + x) * 4
                            guard let (r, g, b) = t.resolve(r: p[i], g: p[i + 1], b: p[i + 2], a: p[i + 3]) else { continue }
                            let bin = (min(255, Int(r)) >> 2) << 12 | (min(255, Int(g)) >> 2) << 6 | min(255, Int(b)) >> 2
                            counts[bin] += 1
                            sums[3 * bin] += r; sums[3 * bin + 1] += g; sums[3 * bin + 2] += b
                        }
                    }
                }
            }
        }
    }

    /// The palette of at most `maxColours` (1...255) colours; one grey when nothing opaque was seen.
    public func palette(maxColours: Int = 255, refinements: Int = 8) -> GIFPalette {
        var points: [(colour: Oklab, weight: Float)] = []
        for bin in 0..<counts.count where counts[bin] > 0 {
            let n = Float(counts[bin])
            points.append((Oklab(srgbR: sums[3 * bin] / n, g: sums[3 * bin + 1] / n, b: sums[3 * bin + 2] / n), n.squareRoot()))
        }
        guard !points.isEmpty else { return GIFPalette(colours: [StraightRGBA8(r: 128, g: 128, b: 128)]) }
        // The extreme colours (darkest, lightest, and the ends of both colour axes) are kept as
        // they are: box means and k-means pull every centre inwards, and a colour outside the
        // palette's hull is one no dither can reach.
        let budget = max(1, min(255, maxColours))
        var extremes: [Oklab] = []
        if budget >= 24 {
            for key in [\Oklab.l, \Oklab.a, \Oklab.b] {
                for pick in [points.min(by: { $0.colour[keyPath: key] < $1.colour[keyPath: key] }),
                             points.max(by: { $0.colour[keyPath: key] < $1.colour[keyPath: key] })] {
                    if let c = pick?.colour, !extremes.contains(c) { extremes.append(c) }
                }
            }
        }
        var centres = Self.medianCut(points, boxes: budget - extremes.count)
        Self.refine(&centres, points: points, iterations: refinements, fixed: extremes)
        centres += extremes
        var seen = Set<StraightRGBA8>()
        var colours: [StraightRGBA8] = []
        for c in centres {
            let s = c.srgb
            let colour = StraightRGBA8(r: s.r, g: s.g, b: s.b)
            if seen.insert(colour).inserted { colours.append(colour) }
        }
        return GIFPalette(colours: colours)
    }

    private static func medianCut(_ points: [(colour: Oklab, weight: Float)], boxes target: Int) -> [Oklab] {
        struct Box { var indices: [Int]; var error: Float; var mean: Oklab }
        func makeBox(_ indices: [Int]) -> Box {
            var w: Float = 0, l: Float = 0, a: Float = 0, b: Float = 0
            for i in indices { let p = points[i]; w += p.weight; l += p.colour.l * p.weight; a += p.colour.a * p.weight; b += p.colour.b * p.weight }
            let mean = Oklab(l: l / w, a: a / w, b: b / w)
            var error: Float = 0
            for i in indices { error += points[i].weight * points[i].colour.distanceSquared(mean) }
            return Box(indices: indices, error: indices.count > 1 ? error : 0, mean: mean)
        }
        var boxes = [makeBox(Array(points.indices))]
        while boxes.count < target {
            guard let worst = boxes.indices.max(by: { boxes[$0].error < boxes[$1].error }), boxes[worst].error > 0 else { break }
            let box = boxes[worst]
            // The widest axis by weighted variance; L counts double (lightness steps show most on gradients).
            var variance: (Float, Float, Float) = (0, 0, 0)
            for i in box.indices {
                let c = points[i].colour, w = points[i].weight
                variance.0 += w * (c.l - box.mean.l) * (c.l - box.mean.l) * 2
                variance.1 += w * (c.a - box.mean.a) * (c.a - box.mean.a)
                variance.2 += w * (c.b - box.mean.b) * (c.b - box.mean.b)
            }
            let axis = variance.0 >= variance.1 && variance.0 >= variance.2 ? 0 : variance.1 >= variance.2 ? 1 : 2
            func key(_ i: Int) -> Float { axis == 0 ? points[i].colour.l : axis == 1 ? points[i].colour.a : points[i].colour.b }
            let sorted = box.indices.sorted { key($0) < key($1) }
            let half = sorted.reduce(Float(0)) { $0 + points[$1].weight } / 2
            var running: Float = 0, cut = 1
            for (n, i) in sorted.enumerated() {
                running += points[i].weight
                if running >= half { cut = max(1, min(sorted.count - 1, n + 1)); break }
            }
            boxes[worst] = makeBox(Array(sorted[..<cut]))
            boxes.append(makeBox(Array(sorted[cut...])))
        }
        return boxes.map(\.mean)
    }

    /// Lloyd's k-means on `centres`; the `fixed` colours take part in the assignment but do not move.
    private static func refine(_ centres: inout [Oklab], points: [(colour: Oklab, weight: Float)], iterations: Int,
                               fixed: [Oklab]) {
        guard centres.count > 1 else { return }
        for _ in 0..<iterations {
            var sum = [(Float, Float, Float, Float)](repeating: (0, 0, 0, 0), count: centres.count)
            let assignments = nearestCentres(points.map(\.colour), centres + fixed)
            for (i, p) in points.enumerated() {
                let c = assignments[i], w = p.weight
                guard c < centres.count else { continue }
                sum[c].0 += w * p.colour.l; sum[c].1 += w * p.colour.a; sum[c].2 += w * p.colour.b; sum[c].3 += w
            }
            for c in centres.indices where sum[c].3 > 0 {
                centres[c] = Oklab(l: sum[c].0 / sum[c].3, a: sum[c].1 / sum[c].3, b: sum[c].2 / sum[c].3)
            }
        }
    }

    /// For each colour, the index of the nearest centre (in parallel).
    static func nearestCentres(_ colours: [Oklab], _ centres: [Oklab]) -> [Int] {
        var out = [Int](repeating: 0, count: colours.count)
        out.withUnsafeMutableBufferPointer { out in
            colours.withUnsafeBufferPointer { colours in
                centres.withUnsafeBufferPointer { centres in
                    Parallel.forEachChunk(count: colours.count, minChunk: 256) { range in
                        for i in range {
                            let p = colours[i]
                            var best = 0, bestDistance = Float.infinity
                            for c in 0..<centres.count {
                                let d = p.distanceSquared(centres[c])
                                if d < bestDistance { bestDistance = d; best = c }
                            }
                            out[i] = best
                        }
                    }
                }
            }
        }
        return out
    }
}
