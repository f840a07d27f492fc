import Raster
import Warp

/// Draws the flat art folded as a book or a laptop (`FoldGeometry`), lit (`Lighting`,
/// `CreaseShading`), with the body's edges (`LeafEdge`) and a soft shadow (`FoldShadow`), through
/// the one warp engine. A flat fold seen square-on is the art itself, pixel for pixel.
public enum FoldRenderer {
    /// Source pixels the farther leaf runs on past the hinge, hidden behind the nearer leaf,
    /// so the hinge shows no seam.
    public static let hingeOverlap = 2.0

    /// Renders `art` (the flat mock-up) folded about its hinge — x (book) or y (laptop) in art px —
    /// on the smallest canvas that holds it.
    public static func render(art: Image, hinge: Double, options: FoldOptions) throws -> FoldedImage {
        let canvas = try self.canvas(artWidth: art.width, artHeight: art.height, hinge: hinge, options: options,
                                     degrees: [options.degrees])
        return try render(art: art, hinge: hinge, options: options, canvas: canvas)
    }

    /// One canvas for a range of angles (the union of their extents), so the frames of a sweep
    /// line up: the hinge midpoint lands on the same canvas pixel at every angle.
    public static func canvas(artWidth: Int, artHeight: Int, hinge: Double, options: FoldOptions,
                              degrees: [Double]) throws -> FoldCanvas {
        var box = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        for d in degrees.isEmpty ? [options.degrees] : degrees {
            var o = options
            o.degrees = d
            let plan = try Plan(artWidth: artWidth, artHeight: artHeight, hinge: hinge, options: o, outline: nil)
            let e = plan.extent
            box = (min(box.minX, e.minX), min(box.minY, e.minY), max(box.maxX, e.maxX), max(box.maxY, e.maxY))
        }
        let canvas = FoldCanvas(covering: box)
        guard Double(max(canvas.width, canvas.height)) <= FoldGeometry.maxCanvasSide else {
            throw FoldError("the camera (--distance \(options.distance)) is so close that the device would project "
                + "to \(canvas.width)x\(canvas.height) px; move it back")
        }
        return canvas
    }

    /// Renders onto a given canvas (from `canvas(…)`); parts outside it are cut off.
    public static func render(art: Image, hinge: Double, options: FoldOptions, canvas: FoldCanvas) throws -> FoldedImage {
        let thickness = options.thickness
        let outline = thickness > 0 || options.shadow ? ArtOutline(art: art) : nil
        let plan = try Plan(artWidth: art.width, artHeight: art.height, hinge: hinge, options: options, outline: outline)
        let g = plan.geometry
        let offset = canvas.offset
        var image = plan.shadow?.image(width: canvas.width, height: canvas.height, offset: offset)
            ?? Image(width: canvas.width, height: canvas.height)

        if g.isFlatFacingCamera {
            // One plane facing the camera: no hinge to draw, the art is shifted by whole pixels.
            let whole = ConvexPolygon.rectangle(x0: 0, y0: 0, x1: Double(art.width), y1: Double(art.height))!
            let toCanvas = g.artToCanvas(g.leaves[0], offset: offset)
            WarpEngine.warp(art, into: &image, destinationToSource: toCanvas.inverted()!,
                            clip: whole.transformed(by: toCanvas)!)
        } else {
            let creaseWidth = options.creaseWidth
            for (i, leaf) in g.leaves.enumerated() {
                if let outline, let edge = LeafEdge(geometry: g, leaf: leaf, thickness: thickness, outline: outline,
                                                    offset: offset, shading: options.shading) {
                    edge.draw(into: &image)
                }
                let toCanvas = g.artToCanvas(leaf, offset: offset)
                let isFarther = i < g.leaves.count - 1
                guard let toArt = toCanvas.inverted(),
                      let clip = plan.artClip(leaf, extended: isFarther).transformed(by: toCanvas) else { continue }
                let tint = CreaseShading.tint(geometry: g, leaf: leaf, other: g.leaves[1 - i],
                                              creaseWidth: creaseWidth, shading: options.shading)
                WarpEngine.warp(art, into: &image, destinationToSource: toArt, clip: clip, sampler: .bilinear,
                                antialias: true, tint: tint)
            }
        }
        let mid = g.hingeMidpoint
        return FoldedImage(image: image, canvas: canvas, hingeMidpoint: Point2D(mid.x - offset.x, mid.y - offset.y))
    }

    /// What one angle needs: the geometry, the thickness, the shadow and the extent they cover.
    struct Plan {
        let geometry: FoldGeometry
        let thickness: Double
        let shadow: FoldShadow?
        let extent: (minX: Double, minY: Double, maxX: Double, maxY: Double)

        init(artWidth: Int, artHeight: Int, hinge: Double, options: FoldOptions, outline: ArtOutline?) throws {
            if case let t = options.thickness, !(t.isFinite && t >= 0) {
                throw FoldError("--thickness must be a number of art pixels ≥ 0, not \(t)")
            }
            if case let c = options.creaseWidth, !(c.isFinite && c >= 0) {
                throw FoldError("the crease width must be a number of art pixels ≥ 0, not \(c)")
            }
            let g = try FoldGeometry(kind: options.kind, artWidth: artWidth, artHeight: artHeight, hinge: hinge,
                                     degrees: options.degrees, elevation: options.elevation, distance: options.distance)
            geometry = g
            thickness = options.thickness
            // Outlines: each leaf's front and (with thickness, when a side shows) back corners.
            var outlines: [(leaf: FoldGeometry.Leaf, polygon: ConvexPolygon)] = []
            var box = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
            for leaf in g.leaves {
                var pts = g.projectedCorners(leaf)
                if thickness > 0 && !g.isFlatFacingCamera { pts += g.projectedCorners(leaf, behind: thickness) }
                for p in pts {
                    box = (min(box.minX, p.x), min(box.minY, p.y), max(box.maxX, p.x), max(box.maxY, p.y))
                }
                if let hull = ConvexPolygon(hullOf: pts) { outlines.append((leaf, hull)) }
            }
            if options.shadow {
                let s = FoldShadow(geometry: g, outlines: outlines, scale: Double(min(artWidth, artHeight)))
                let e = s.extent
                box = (min(box.minX, e.minX), min(box.minY, e.minY), max(box.maxX, e.maxX), max(box.maxY, e.maxY))
                shadow = s
            } else {
                shadow = nil
            }
            extent = box
        }

        /// A leaf's art rectangle as a polygon, run on `hingeOverlap` px past the hinge when `extended`.
        func artClip(_ leaf: FoldGeometry.Leaf, extended: Bool) -> ConvexPolygon {
            var r = leaf.artRect
            let grow = extended ? FoldRenderer.hingeOverlap : 0
            switch (geometry.kind, leaf.side < 0) {
            case (.book, true): r.x1 += grow
            case (.book, false): r.x0 -= grow
            case (.laptop, true): r.y1 += grow
            case (.laptop, false): r.y0 -= grow
            }
            return ConvexPolygon.rectangle(x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1)!
        }
    }
}
