import Raster
import Warp

/// Draws the flat art folded as a book or a laptop (`FoldGeometry`), lit (`Lighting`,
/// `CreaseShading`), with the body's edges (`LeafEdge`) and a soft shadow (`FoldShadow`), through
/// the one warp engine. A flat fold seen square-on is the art itself, pixel for pixel.
public enum FoldRenderer {
    /// Source pixels the farther leaf runs on past the hinge, hidden behind the nearer leaf,
    /// so the hinge shows no seam.
    public static let hingeOverlap = 2.0
    /// Seen from an orbit, the run-on tapers to nothing over this many times its width at the
    /// hinge's two ends.
    public static let hingeOverlapTaper = 8.0

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
        try canvas(artWidth: artWidth, artHeight: artHeight, hinge: hinge, options: options,
                   views: (degrees.isEmpty ? [options.degrees] : degrees).map { ($0, options.camera) })
    }

    /// One canvas for several views, each an angle seen from a camera (the frames of a clip
    /// whose camera moves too): the union of their extents.
    public static func canvas(artWidth: Int, artHeight: Int, hinge: Double, options: FoldOptions,
                              views: [(degrees: Double, camera: Camera)]) throws -> FoldCanvas {
        var box = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        for (d, camera) in views.isEmpty ? [(options.degrees, options.camera)] : views {
            var o = options
            o.degrees = d
            o.camera = camera
            let plan = try Plan(artWidth: artWidth, artHeight: artHeight, hinge: hinge, options: o, outline: nil)
            let e = plan.extent
            box = (min(box.minX, e.minX), min(box.minY, e.minY), max(box.maxX, e.maxX), max(box.maxY, e.maxY))
        }
        let canvas = FoldCanvas(covering: box)
        guard Double(max(canvas.width, canvas.height)) <= FoldGeometry.maxCanvasSide else {
            throw FoldError.cameraTooClose(distance: options.distance, width: canvas.width, height: canvas.height)
        }
        return canvas
    }

    /// Renders onto a given canvas (from `canvas(…)`, or one `framed` to an output size); parts
    /// outside it are cut off. On a scaled canvas the art is sampled straight at the canvas's size:
    /// magnified 1.25× or more through the bicubic sampler, less through the bilinear one;
    /// minified through the warp's footprint filter, from
    /// the art averaged down by a whole factor first when it is 3 or more times the canvas's size
    /// (`minifiedSource`).
    ///
    /// A leaf seen from outside shows its outer face: the body's material, with `outer`'s pictures
    /// placed on it (nil: the plain material); the hinge's outside closes the body between them.
    ///
    /// `underlay`, when given, is `underlay(art:…)` of the same fold on the same canvas for art of
    /// the same outline (a recording's frames: only the screen's pixels change), drawn once and
    /// used for every frame instead of drawing the shadow again.
    public static func render(art: Image, hinge: Double, options: FoldOptions, canvas: FoldCanvas,
                              outer: OuterFaces? = nil, underlay: Image? = nil) throws -> FoldedImage {
        let thickness = options.thickness
        let (plan, outline, frontsOnly) = try Self.plan(art: art, hinge: hinge, options: options)
        let g = plan.geometry
        let offset = canvas.offset
        let (sx, sy) = (canvas.scaleX, canvas.scaleY)
        precondition(underlay.map { $0.width == canvas.width && $0.height == canvas.height } ?? true,
                     "an underlay is drawn for the canvas")
        var image = underlay ?? self.underlay(plan, canvas: canvas)
        // Enlarged well past the art's size, bilinear taps would soften it more than the resize
        // they replace; just past it, they cost a third of bicubic's and show no difference.
        let sampler: Sampler = max(sx, sy) >= bicubicEnlargement ? .bicubic : .bilinear
        let source = minifiedSource(art, canvas: canvas)
        let toSource = Homography.scale(source.scaleX, source.scaleY)

        if g.isFlatFacingCamera {
            // One plane facing the camera: no hinge to draw; at scale 1 the art is shifted by
            // whole pixels.
            let whole = ConvexPolygon.rectangle(x0: 0, y0: 0, x1: Double(art.width), y1: Double(art.height))!
            let toCanvas = g.artToCanvas(g.leaves[0], offset: offset, scaleX: sx, scaleY: sy)
            WarpEngine.warp(source.image, into: &image, destinationToSource: toSource * toCanvas.inverted()!,
                            clip: whole.transformed(by: toCanvas)!, sampler: sampler)
            if options.glare > 0, let glass = options.glass {
                ScreenGlare(geometry: g, leaf: g.leaves[0], glass: glass, strength: options.glare, canvas: canvas)
                    .draw(into: &image, clip: whole.transformed(by: toCanvas)!)
            }
        } else if !frontsOnly, let outline {
            drawBody(into: &image, plan: plan, art: source, toSource: toSource, sampler: sampler, outline: outline,
                     outer: outer ?? .plain, options: options, canvas: canvas)
        } else {
            let creaseWidth = options.creaseWidth
            for (i, leaf) in g.leaves.enumerated() {
                if let outline {
                    for edge in LeafEdge.visibleSides(geometry: g, leaf: leaf, thickness: thickness, outline: outline,
                                                      canvas: canvas, shading: options.shading) {
                        edge.draw(into: &image)
                    }
                }
                let toCanvas = g.artToCanvas(leaf, offset: offset, scaleX: sx, scaleY: sy)
                let isFarther = i < g.leaves.count - 1
                guard let toArt = toCanvas.inverted(),
                      let clip = plan.artClip(leaf, extended: isFarther).transformed(by: toCanvas) else { continue }
                let tint = g.leaves.count == 1
                    ? (options.shading ? WarpTint(factor: Lighting.factor(normal: leaf.normal)) : .neutral)
                    : CreaseShading.tint(geometry: g, leaf: leaf, other: g.leaves[1 - i],
                                         creaseWidth: creaseWidth, shading: options.shading)
                WarpEngine.warp(source.image, into: &image, destinationToSource: toSource * toArt, clip: clip,
                                sampler: sampler, antialias: true, tint: tint.onSource(scaledBy: source.scaleX, source.scaleY))
                if options.glare > 0, let glass = options.glass {
                    ScreenGlare(geometry: g, leaf: leaf, glass: glass, strength: options.glare, canvas: canvas)
                        .draw(into: &image, clip: clip)
                }
            }
        }
        return FoldedImage(image: image, canvas: canvas, hingeMidpoint: canvas.place(g.hingeMidpoint))
    }

    /// What a fold of `art` is drawn over on `canvas`: its shadow, or nothing (transparent).
    public static func underlay(art: Image, hinge: Double, options: FoldOptions, canvas: FoldCanvas) throws -> Image {
        underlay(try plan(art: art, hinge: hinge, options: options).plan, canvas: canvas)
    }

    /// What drawing `art` folded needs: the plan, the art's outline (when the shadow, the sides or
    /// the body need it) and whether only the leaves' fronts show.
    private static func plan(art: Image, hinge: Double, options: FoldOptions) throws
        -> (plan: Plan, outline: ArtOutline?, frontsOnly: Bool) {
        let geometry = try FoldGeometry(kind: options.kind, artWidth: art.width, artHeight: art.height, hinge: hinge,
                                        degrees: options.degrees, elevation: options.elevation, camera: options.camera)
        let frontsOnly = geometry.isFlatFacingCamera || geometry.showsFrontsOnly(thickness: options.thickness)
        let outline = options.thickness > 0 || options.shadow || !frontsOnly ? ArtOutline(art: art) : nil
        return (try Plan(artWidth: art.width, artHeight: art.height, hinge: hinge, options: options, outline: outline),
                outline, frontsOnly)
    }

    /// `plan`'s shadow on `canvas`, or a transparent canvas.
    private static func underlay(_ plan: Plan, canvas: FoldCanvas) -> Image {
        let (sx, sy) = (canvas.scaleX, canvas.scaleY)
        return plan.shadow?.scaled(sx, sy).image(width: canvas.width, height: canvas.height,
                                                 offset: Point2D(canvas.offset.x * sx, canvas.offset.y * sy))
            ?? Image(width: canvas.width, height: canvas.height)
    }

    /// Canvas pixels per art pixel from which a scaled fold samples the art with bicubic taps.
    static let bicubicEnlargement = 1.25

    /// Art pixels per canvas pixel past which the warp reads the art averaged down (a mip level):
    /// its footprint filter would otherwise take ⌈footprint⌉² samples per pixel.
    static let minifiedSourceFootprint = 3.0

    /// The image a warp onto `canvas` reads, and the scale from art pixels to its pixels: the art
    /// itself, or, minified `minifiedSourceFootprint` times or more, the art averaged in blocks by the
    /// whole factor that leaves the warp a footprint of 1.5 to 2.5 (2×2 or 3×3 samples per pixel).
    static func minifiedSource(_ art: Image, canvas: FoldCanvas) -> (image: Image, scaleX: Double, scaleY: Double) {
        let footprint = 1 / max(canvas.scaleX, canvas.scaleY)
        guard footprint >= minifiedSourceFootprint else { return (art, 1, 1) }
        // (At most 256, averaged's limit: past it the footprint filter takes the rest.)
        let factor = min(256, Int(footprint / 2 + 0.5))
        return (art.averaged(by: factor), 1 / Double(factor), 1 / Double(factor))
    }

    /// What one angle needs: the geometry, the thickness, the shadow and the extent they cover.
    struct Plan {
        let geometry: FoldGeometry
        let thickness: Double
        let shadow: FoldShadow?
        let extent: (minX: Double, minY: Double, maxX: Double, maxY: Double)

        init(artWidth: Int, artHeight: Int, hinge: Double, options: FoldOptions, outline: ArtOutline?) throws {
            if case let t = options.thickness, !(t.isFinite && t >= 0) {
                throw FoldError.negativeLength(setting: "thickness", t)
            }
            if case let c = options.creaseWidth, !(c.isFinite && c >= 0) {
                throw FoldError.negativeLength(setting: "crease width", c)
            }
            if !(options.glare.isFinite && (0...1).contains(options.glare)) {
                throw FoldError.glareOutOfRange(options.glare)
            }
            let g = try FoldGeometry(kind: options.kind, artWidth: artWidth, artHeight: artHeight, hinge: hinge,
                                     degrees: options.degrees, elevation: options.elevation, camera: options.camera)
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
            // The hinge's outside, where it shows (over the art's whole length along the hinge:
            // the silhouette's, which the drawing uses, lies within it).
            if !g.showsFrontsOnly(thickness: thickness) {
                let half = Double(g.kind == .laptop ? artWidth : artHeight) / 2
                if let outside = HingeOutside(geometry: g, thickness: thickness, along: (-half, half)), outside.shows {
                    for p in outside.visiblePoints.map(g.project) {
                        box = (min(box.minX, p.x), min(box.minY, p.y), max(box.maxX, p.x), max(box.maxY, p.y))
                    }
                }
            }
            if options.shadow {
                let scale = Double(min(artWidth, artHeight))
                // The shadow follows the device's outline (the art's opaque hull: rounded corners
                // cast rounded shadows), else the leaves' rectangles; a camera that moves keeps
                // the one laid out in the device's frame.
                let s = g.camera.isFrontal && g.kind != .flat && !options.shadowInDeviceFrame
                    ? FoldShadow(geometry: g, scale: scale,
                                 outlines: outline?.hull.map { [depth = options.thickness] in
                                     FoldShadow.outlines(following: $0, g, thickness: depth)
                                 } ?? outlines)
                    : FoldShadow(orbiting: g, thickness: thickness, scale: scale, silhouette: outline?.hull)
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
            case (.flat, _): break
            }
            guard extended, !geometry.camera.isFrontal, geometry.kind != .flat else {
                return ConvexPolygon.rectangle(x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1)!
            }
            // Seen from an orbit, the run-on could peek out past the nearer leaf at the hinge's
            // ends: it tapers to nothing there (a trapezoid, so the clip stays convex).
            let t = FoldRenderer.hingeOverlapTaper * FoldRenderer.hingeOverlap
            let o = leaf.artRect
            let points: [Point2D]
            switch (geometry.kind, leaf.side < 0) {
            case (.book, true):
                points = [Point2D(o.x0, o.y0), Point2D(o.x1, o.y0), Point2D(r.x1, o.y0 + t), Point2D(r.x1, o.y1 - t),
                          Point2D(o.x1, o.y1), Point2D(o.x0, o.y1)]
            case (.book, false):
                points = [Point2D(o.x0, o.y0), Point2D(o.x1, o.y0), Point2D(o.x1, o.y1), Point2D(o.x0, o.y1),
                          Point2D(r.x0, o.y1 - t), Point2D(r.x0, o.y0 + t)]
            case (.laptop, true):
                points = [Point2D(o.x0, o.y0), Point2D(o.x1, o.y0), Point2D(o.x1, o.y1), Point2D(o.x1 - t, r.y1),
                          Point2D(o.x0 + t, r.y1), Point2D(o.x0, o.y1)]
            default:
                points = [Point2D(o.x0, o.y0), Point2D(o.x0 + t, r.y0), Point2D(o.x1 - t, r.y0), Point2D(o.x1, o.y0),
                          Point2D(o.x1, o.y1), Point2D(o.x0, o.y1)]
            }
            return ConvexPolygon(points) ?? ConvexPolygon.rectangle(x0: o.x0, y0: o.y0, x1: o.x1, y1: o.y1)!
        }
    }
}
