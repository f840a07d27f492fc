import Raster
import Warp

/// The body's thickness at one leaf: the side of the leaf that faces the camera (a book's outer
/// edge, a laptop's top or front edge), the art's silhouette extruded `thickness` art px behind
/// the leaf's front. It is drawn as the convex hull of the silhouette's front and back
/// projections (the front face, drawn next, covers all but the visible side), textured with the
/// art's edge colours along the edge and shaded: lit by the face's normal, a brighter rim where
/// it meets the front (the chamfer catching the light), darker towards the back.
struct LeafEdge {
    /// Rim and back brightness across the side (multipliers of the lit edge colour).
    static let rimBrightness = 1.18
    static let backBrightness = 0.72
    /// Art px between the hinge and where the side's outline starts.
    static let hingeClearance = 16.0
    /// The share of the leaf, from its visible edge inwards, that the side's outline may reach
    /// into (room for the art's rounded corners); the front face covers the rest.
    static let cornerAllowance = 0.12

    let clip: ConvexPolygon
    let canvasToFace: Homography
    let texture: Image
    let tint: WarpTint

    /// The visible side of a leaf, or nil when none faces the camera (e.g. a flat fold) or the
    /// thickness is 0.
    init?(geometry g: FoldGeometry, leaf: FoldGeometry.Leaf, thickness: Double, outline: ArtOutline,
          offset: Point2D, shading: Bool) {
        guard thickness > 0, let hull = outline.hull else { return nil }
        let r = leaf.artRect
        let (w, h) = (Double(g.artWidth), Double(g.artHeight))
        // The three edges away from the hinge: art endpoints, outward face normal, art side.
        var faces: [(e0: Point2D, e1: Point2D, normal: SIMD3<Double>, side: ArtOutline.Side)] = []
        let axis: SIMD3<Double> = g.kind == .book ? SIMD3(0, 1, 0) : SIMD3(1, 0, 0)
        if g.kind == .book {
            let outerX = leaf.side < 0 ? r.x0 : r.x1
            faces.append((Point2D(outerX, 0), Point2D(outerX, h), leaf.outward, leaf.side < 0 ? .left : .right))
            faces.append((Point2D(r.x0, 0), Point2D(r.x1, 0), -axis, .top))
            faces.append((Point2D(r.x0, h), Point2D(r.x1, h), axis, .bottom))
        } else {
            let outerY = leaf.side < 0 ? r.y0 : r.y1
            faces.append((Point2D(0, outerY), Point2D(w, outerY), leaf.outward, leaf.side < 0 ? .top : .bottom))
            faces.append((Point2D(0, r.y0), Point2D(0, r.y1), -axis, .left))
            faces.append((Point2D(w, r.y0), Point2D(w, r.y1), axis, .right))
        }
        // The face seen most squarely (camera on its outer side), if any.
        let camera = SIMD3<Double>(0, 0, g.cameraDistance)
        var best: (face: (e0: Point2D, e1: Point2D, normal: SIMD3<Double>, side: ArtOutline.Side), score: Double)?
        for f in faces {
            let mid = g.point3D(leaf, Point2D((f.e0.x + f.e1.x) / 2, (f.e0.y + f.e1.y) / 2))
            let toCamera = camera - mid
            let score = (toCamera * f.normal).sum() / (toCamera * toCamera).sum().squareRoot()
            if score > 1e-9, score > (best?.score ?? 0) { best = (f, score) }
        }
        guard let face = best?.face else { return nil }

        // The leaf's silhouette: the art's hull on this side of the hinge, kept a little away
        // from it (the side never shows there, and an outline along the hinge would bleed
        // through the leaves' anti-aliased meeting line).
        let inset = LeafEdge.hingeClearance * Double(leaf.side)
        let hingeA: Point2D, hingeB: Point2D
        switch (g.kind, leaf.side < 0) {
        case (.book, true): (hingeA, hingeB) = (Point2D(g.hinge + inset, 0), Point2D(g.hinge + inset, 1))
        case (.book, false): (hingeA, hingeB) = (Point2D(g.hinge + inset, 1), Point2D(g.hinge + inset, 0))
        case (.laptop, true): (hingeA, hingeB) = (Point2D(1, g.hinge + inset), Point2D(0, g.hinge + inset))
        case (.laptop, false): (hingeA, hingeB) = (Point2D(0, g.hinge + inset), Point2D(1, g.hinge + inset))
        }
        guard let silhouette = hull.clipped(keepingLeftOf: hingeA, hingeB) else { return nil }
        let shift = Point2D(-offset.x, -offset.y)
        var points: [Point2D] = []
        for v in silhouette.vertices {
            points.append(g.project(g.point3D(leaf, v)) + shift)
            points.append(g.project(g.point3D(leaf, v, behind: thickness)) + shift)
        }
        guard let hullOfBoth = ConvexPolygon(hullOf: points) else { return nil }
        // Only a strip along the visible edge can show beside the front face (drawn over the
        // rest): cut the hull there, far enough in to hold the rounded corners, to save work.
        let rectCentre = Point2D((r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2)
        let edgeMid = Point2D((face.e0.x + face.e1.x) / 2, (face.e0.y + face.e1.y) / 2)
        let inward: Point2D = face.e0.x == face.e1.x
            ? Point2D(rectCentre.x > edgeMid.x ? 1 : -1, 0) : Point2D(0, rectCentre.y > edgeMid.y ? 1 : -1)
        let extent = face.e0.x == face.e1.x ? r.x1 - r.x0 : r.y1 - r.y0
        let reach = min(extent, max(4 * thickness, LeafEdge.cornerAllowance * extent))
        var cutA = g.project(g.point3D(leaf, face.e0 + inward * reach)) + shift
        var cutB = g.project(g.point3D(leaf, face.e1 + inward * reach)) + shift
        let outerMid = g.project(g.point3D(leaf, edgeMid)) + shift
        if (cutB - cutA).cross(outerMid - cutA) < 0 { swap(&cutA, &cutB) }
        guard let clip = hullOfBoth.clipped(keepingLeftOf: cutA, cutB) else { return nil }

        // Face coordinates (a along the edge in art px, λ depth behind the front) → canvas.
        let vertical = face.e0.x == face.e1.x
        let length = vertical ? face.e1.y - face.e0.y : face.e1.x - face.e0.x
        func art(_ a: Double) -> Point2D { vertical ? Point2D(face.e0.x, face.e0.y + a) : Point2D(face.e0.x + a, face.e0.y) }
        let faceCorners = [Point2D(0, 0), Point2D(length, 0), Point2D(length, thickness), Point2D(0, thickness)]
        let canvasCorners = faceCorners.map { g.project(g.point3D(leaf, art($0.x), behind: $0.y)) + shift }
        guard let toCanvas = Homography(mapping: faceCorners, to: canvasCorners), let toFace = toCanvas.inverted() else {
            return nil
        }
        let start = vertical ? Int(face.e0.y) : Int(face.e0.x)
        let strip = outline.edgeColours(face.side)
        var texture = Image(width: max(1, Int(length.rounded(.up))), height: 1)
        for a in 0..<texture.width { texture[a, 0] = strip[min(strip.width - 1, max(0, start + a)), 0] }

        let lit = shading ? Lighting.factor(normal: face.normal) : 1
        let band = ShadingBand(normalX: 0, normalY: 1, offset: thickness / 2, halfWidth: thickness / 2,
                               before: LeafEdge.rimBrightness, after: LeafEdge.backBrightness)
        self.clip = clip
        canvasToFace = toFace
        self.texture = texture
        tint = WarpTint(factor: lit, band: band)
    }

    /// Draws the side onto the canvas.
    func draw(into canvas: inout Image) {
        WarpEngine.warp(texture, into: &canvas, destinationToSource: canvasToFace, clip: clip,
                        sampler: .bilinear, antialias: false, tint: tint)
    }
}
