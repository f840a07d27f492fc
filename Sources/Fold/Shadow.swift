import Raster
import Warp

/// The soft shadow that grounds a folded device: for a book, the shadow it casts behind it (the
/// light is above-left of the camera, so it falls down and to the right) plus a tight, darker
/// contact shade; for a laptop, the contact shadow of the base on the table (under and just in
/// front of the table half) plus a wide ambient shade. Each layer is a soft (Gaussian-blurred)
/// version of the device's outline projected with each leaf (its rounded corners included), thickness
/// included, unioned, drawn in black.
struct FoldShadow {
    /// One blurred layer: polygons (canvas px, unioned), blur σ, peak opacity.
    struct Layer {
        var polygons: [ConvexPolygon]
        var sigma: Double
        var opacity: Double
    }

    let layers: [Layer]

    init(layers: [Layer]) { self.layers = layers }

    /// The shadow of a fold whose leaves project to `outlines` (art frame), for an art whose
    /// shorter side is `scale` px.
    init(geometry g: FoldGeometry, scale: Double, outlines: [(leaf: FoldGeometry.Leaf, polygon: ConvexPolygon)]) {
        func shifted(_ p: ConvexPolygon, _ dx: Double, _ dy: Double, grow: Double = 0) -> ConvexPolygon {
            let b = p.bounds
            let cx = (b.minX + b.maxX) / 2, cy = (b.minY + b.maxY) / 2
            let sx = 1 + grow / max(1, b.maxX - b.minX), sy = 1 + grow / max(1, b.maxY - b.minY)
            return ConvexPolygon(p.vertices.map { Point2D(cx + ($0.x - cx) * sx + dx, cy + ($0.y - cy) * sy + dy) }) ?? p
        }
        let all = outlines.map(\.polygon)
        switch g.kind {
        case .book:
            layers = [
                Layer(polygons: all.map { shifted($0, 0.018 * scale, 0.03 * scale) }, sigma: 0.03 * scale, opacity: 0.32),
                Layer(polygons: all.map { shifted($0, 0.004 * scale, 0.008 * scale) }, sigma: 0.008 * scale, opacity: 0.28),
            ]
        case .laptop:
            let base = outlines.filter { $0.leaf.side > 0 }.map(\.polygon)
            layers = [
                Layer(polygons: all.map { shifted($0, 0, 0.02 * scale, grow: 0.02 * scale) }, sigma: 0.035 * scale, opacity: 0.25),
                Layer(polygons: base.map { shifted($0, 0, 0.006 * scale) }, sigma: 0.007 * scale, opacity: 0.45),
            ]
        case .flat:
            layers = FoldShadow(orbiting: g, thickness: 0, scale: scale).layers
        }
    }

    /// Each leaf's projected outline as the device's silhouette (art pixels, convex) draws it on
    /// that leaf, front face and, with thickness, back face: what casts the shadow. A few vertices
    /// per corner suffice (a soft polygon's cost grows with its edges, its look hardly does).
    static func outlines(following silhouette: ConvexPolygon, _ g: FoldGeometry,
                         thickness: Double) -> [(leaf: FoldGeometry.Leaf, polygon: ConvexPolygon)] {
        let outline = simplified(silhouette, maxVertices: 20)
        return g.leaves.compactMap { leaf in
            let art = onLeaf(outline, g, leaf)?.vertices ?? g.artCorners(leaf)
            var pts = art.map { g.project(g.point3D(leaf, $0, behind: 0)) }
            if thickness > 0 && !g.isFlatFacingCamera { pts += art.map { g.project(g.point3D(leaf, $0, behind: thickness)) } }
            return ConvexPolygon(hullOf: pts).map { (leaf, $0) }
        }
    }

    /// The art-frame box the shadow can darken (to 1/255): (minX, minY, maxX, maxY).
    var extent: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var e = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        for layer in layers {
            for p in layer.polygons {
                let b = p.bounds, r = 3 * layer.sigma
                e = (min(e.minX, b.minX - r), min(e.minY, b.minY - r), max(e.maxX, b.maxX + r), max(e.maxY, b.maxY + r))
            }
        }
        return e
    }

    /// The shadow alone on a transparent canvas of the given size whose origin sits at `offset` in
    /// the art frame. The layers are black, so they combine into one coverage
    /// (1 − Π(1 − opacityᵢ·coverageᵢ)). A shadow is soft (σ of several pixels), so its coverage is
    /// computed on a grid `factor` times coarser and interpolated bilinearly to the canvas.
    func image(width: Int, height: Int, offset: Point2D) -> Image {
        let minSigma = layers.map(\.sigma).min() ?? 0
        // At least 2 px of σ on the coarse grid keeps the interpolation invisible.
        let factor = max(1, min(4, Int(minSigma / 2)))
        let f = Double(factor)
        let cw = (width + factor - 1) / factor + 1, ch = (height + factor - 1) / factor + 1
        // Coarse pixel (i, j) has its centre at canvas ((i + 0.5)·f, (j + 0.5)·f).
        let toCoarse = Homography.scale(1 / f, 1 / f) * Homography.translation(-offset.x, -offset.y)
        var combined: Mask?
        for layer in layers {
            var mask = Mask(width: cw, height: ch)
            for p in layer.polygons {
                guard let placed = p.transformed(by: toCoarse) else { continue }
                SoftPolygonMask.add(placed, sigma: layer.sigma / f, opacity: layer.opacity, into: &mask)
            }
            if var c = combined {
                c.combineOver(mask)
                combined = c
            } else {
                combined = mask
            }
        }
        guard let combined else { return Image(width: width, height: height) }
        // Every pixel is written below (clear cells too), so the canvas is not zeroed first and
        // its fresh pages are first touched by the row bands, on every core.
        return Image(uninitializedWidth: width, height: height, writingEveryByteWith: { raw in
            let out = raw.bindMemory(to: UInt32.self).baseAddress!
            combined.coverage.withUnsafeBufferPointer { m in
                // Per run of columns sharing a coarse column i (to the left of their pixel
                // centres): i, the run's pixels, and each pixel's weight of column i + 1.
                var runs: [(i: Int, start: Int, end: Int)] = []
                let weights = (0..<width).map { x -> Float in
                    let u = max(0, (Double(x) + 0.5) / f - 0.5)
                    let i = min(cw - 2, Int(u))
                    if let last = runs.last, last.i == i { runs[runs.count - 1].end = x + 1 } else { runs.append((i, x, x + 1)) }
                    return Float(min(1, u - Double(i)))
                }
                weights.withUnsafeBufferPointer { fx in
                    Parallel.forEachRowBand(width: width, height: height) { rows in
                        for y in rows {
                            let v = max(0, (Double(y) + 0.5) / f - 0.5)
                            let j = min(ch - 2, Int(v))
                            let fy = Float(min(1, v - Double(j)))
                            let top = m.baseAddress! + j * cw, bottom = top + cw
                            let row = out + y * width
                            for run in runs {
                                let i = run.i
                                let (tl, tr, bl, br) = (top[i], top[i + 1], bottom[i], bottom[i + 1])
                                if tl == tr && tl == bl && tl == br {
                                    // A flat cell (the open table, the shade under the device):
                                    // interpolating four equal values gives that value exactly.
                                    (row + run.start).initialize(repeating: UInt32(tl) << 24, count: run.end - run.start)
                                    continue
                                }
                                for x in run.start..<run.end {
                                    let t = Float(tl) + (Float(tr) - Float(tl)) * fx[x]
                                    let b = Float(bl) + (Float(br) - Float(bl)) * fx[x]
                                    let a = UInt32(t + (b - t) * fy + 0.5)
                                    (row + x).initialize(to: a << 24)
                                }
                            }
                        }
                    }
                }
            }
        })
    }
}
