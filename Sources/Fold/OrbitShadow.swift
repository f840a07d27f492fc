import Warp

extension FoldShadow {
    /// The shadow of a device seen through an orbiting camera (or of a flat plane): the layers of
    /// the square-on shadow, laid out in the device's own frame so they turn and tilt with it —
    /// each layer is the leaves' outlines (front and back) moved by a fixed offset in the fold's
    /// frame and grown about their centre, then orbited and projected like the device. A book
    /// keeps its cast shadow and contact shade; a laptop its wide shade and the tight contact
    /// shadow of the table half; a flat device lies on its back: a tight contact shadow around
    /// its back face and a soft shadow cast away from the light. `silhouette` (the art's opaque
    /// hull) rounds the outlines' corners; without it the leaves' rectangles stand in.
    init(orbiting g: FoldGeometry, thickness: Double, scale: Double, silhouette: ConvexPolygon? = nil) {
        // The art's rounded silhouette, a few vertices per corner (a soft polygon's cost grows
        // with its edges, its look hardly does).
        let outline = silhouette.map { FoldShadow.simplified($0, maxVertices: 20) }
        /// A leaf's outline points in 3D (after the orbit), `behind` px into the body; `rounded`
        /// follows the art's silhouette.
        func points(_ leaf: FoldGeometry.Leaf, behind: Double, rounded: Bool = true) -> [SIMD3<Double>] {
            var art = g.artCorners(leaf)
            if rounded, let outline, let clipped = FoldShadow.onLeaf(outline, g, leaf) { art = clipped.vertices }
            return art.map { g.point3D(leaf, $0, behind: behind) }
        }
        /// The projected hull of 3D points moved by `shift` (fold frame) and grown by `grow` px about their centre.
        func layerPolygon(_ pts: [SIMD3<Double>], shift: SIMD3<Double>, grow: Double) -> ConvexPolygon? {
            guard !pts.isEmpty else { return nil }
            let moved = g.camera.orbit(shift)
            let centre = pts.reduce(SIMD3<Double>(repeating: 0), +) / Double(pts.count)
            let radius = pts.map { (($0 - centre) * ($0 - centre)).sum().squareRoot() }.max() ?? 1
            let k = 1 + grow / max(1, radius)
            return ConvexPolygon(hullOf: pts.map { g.project(centre + ($0 - centre) * k + moved) })
        }
        func leafPoints(_ leaf: FoldGeometry.Leaf) -> [SIMD3<Double>] {
            points(leaf, behind: 0) + (thickness > 0 ? points(leaf, behind: thickness) : [])
        }
        switch g.kind {
        case .book:
            let all = g.leaves.map(leafPoints)
            layers = [
                Layer(polygons: all.compactMap { layerPolygon($0, shift: SIMD3(0.018, 0.03, 0) * scale, grow: 0) },
                      sigma: 0.03 * scale, opacity: 0.32),
                Layer(polygons: all.compactMap { layerPolygon($0, shift: SIMD3(0.004, 0.008, 0) * scale, grow: 0) },
                      sigma: 0.008 * scale, opacity: 0.28),
            ]
        case .laptop:
            let all = g.leaves.map(leafPoints)
            let base = g.leaves.filter { $0.side > 0 }
            // The table half's contact shadow lies on the table, just in front of its back face.
            let toFront = base.first.map { $0.frameOutward } ?? SIMD3(0, 1, 0)
            layers = [
                Layer(polygons: all.compactMap { layerPolygon($0, shift: SIMD3(0, 0.02, 0) * scale, grow: 0.02 * scale) },
                      sigma: 0.035 * scale, opacity: 0.25),
                Layer(polygons: base.compactMap { layerPolygon(points($0, behind: thickness, rounded: true), shift: toFront * 0.006 * scale,
                                                               grow: 0.005 * scale) },
                      sigma: 0.006 * scale, opacity: 0.55),
            ]
        case .flat:
            // Lying on its back: the table is the plane of the back face.
            let back = g.leaves.map { points($0, behind: thickness) }
            let rounded = g.leaves.map { points($0, behind: thickness, rounded: true) }
            layers = [
                Layer(polygons: back.compactMap { layerPolygon($0, shift: SIMD3(0.012, 0.02, 0) * scale, grow: 0.006 * scale) },
                      sigma: 0.028 * scale, opacity: 0.30),
                Layer(polygons: rounded.compactMap { layerPolygon($0, shift: SIMD3(0.001, 0.002, 0) * scale, grow: 0.003 * scale) },
                      sigma: 0.005 * scale, opacity: 0.55),
            ]
        }
    }

    /// The part of an art-pixel outline on a leaf's side of the hinge (all of it for a flat plane).
    static func onLeaf(_ outline: ConvexPolygon, _ g: FoldGeometry, _ leaf: FoldGeometry.Leaf) -> ConvexPolygon? {
        let h = g.hinge
        switch (g.kind, leaf.side < 0) {
        case (.flat, _): return outline
        case (.book, true): return outline.clipped(keepingLeftOf: Point2D(h, 0), Point2D(h, 1))
        case (.book, false): return outline.clipped(keepingLeftOf: Point2D(h, 1), Point2D(h, 0))
        case (.laptop, true): return outline.clipped(keepingLeftOf: Point2D(1, h), Point2D(0, h))
        case (.laptop, false): return outline.clipped(keepingLeftOf: Point2D(0, h), Point2D(1, h))
        }
    }

    /// A convex polygon with at most `maxVertices` of its vertices, evenly taken (still convex,
    /// inside the original): a shadow's cost grows with its edges, its look does not.
    static func simplified(_ p: ConvexPolygon, maxVertices: Int) -> ConvexPolygon {
        let v = p.vertices
        guard v.count > maxVertices else { return p }
        let step = Double(v.count) / Double(maxVertices)
        let kept = (0..<maxVertices).map { v[Int(Double($0) * step)] }
        return ConvexPolygon(kept) ?? p
    }
}
