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

    /// One side of the body: its edge on the art (from e0 to e1), its outward normal after the
    /// orbit, and which side of the art it runs along.
    typealias Face = (e0: Point2D, e1: Point2D, normal: SIMD3<Double>, side: ArtOutline.Side)

    /// The sides of a leaf that face the camera, least squarely seen first (the order they are
    /// drawn in); none when the thickness is 0 or the leaf is seen square-on. The face
    /// of the leaf the camera sees (`showing`): the sides' rims are bright where they meet it, and it is
    /// drawn over all of them but a strip along each side (edge-on, nothing is). `from` < 0 starts
    /// the sides that far in front of the front (a shut fold's farther slab runs on under the
    /// nearer one, so their meeting line shows no background). `whole` draws each side whole, not
    /// cut to a strip (for a face seen too steeply to say where the strip ends).
    static func visibleSides(geometry g: FoldGeometry, leaf: FoldGeometry.Leaf, thickness: Double,
                             outline: ArtOutline, canvas: FoldCanvas, shading: Bool,
                             showing: LeafFace = .front, toHinge: Bool = false, from front: Double = 0,
                             whole: Bool = false) -> [LeafEdge] {
        guard thickness > 0, let hull = outline.hull else { return [] }
        let r = leaf.artRect
        let (w, h) = (Double(g.artWidth), Double(g.artHeight))
        // The edges away from the hinge (every edge of a flat plane): art endpoints, outward
        // face normal, art side.
        var faces: [Face] = []
        let axis = g.hingeAxis
        if g.kind == .flat {
            let across = g.camera.orbit(SIMD3(1, 0, 0))
            faces.append((Point2D(0, 0), Point2D(0, h), -across, .left))
            faces.append((Point2D(w, 0), Point2D(w, h), across, .right))
            faces.append((Point2D(0, 0), Point2D(w, 0), -axis, .top))
            faces.append((Point2D(0, h), Point2D(w, h), axis, .bottom))
        } else if g.kind == .book {
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
        // The faces with the camera on their outer side, most squarely seen last.
        let camera = SIMD3<Double>(0, 0, g.cameraDistance)
        var seen: [(face: Face, score: Double)] = []
        for f in faces {
            let mid = g.point3D(leaf, Point2D((f.e0.x + f.e1.x) / 2, (f.e0.y + f.e1.y) / 2))
            let toCamera = camera - mid
            let score = (toCamera * f.normal).sum() / (toCamera * toCamera).sum().squareRoot()
            if score > 1e-9 { seen.append((f, score)) }
        }
        // Seen from an orbit, the sides' light turns round the art's rounded corners towards
        // the neighbouring side's (see `cornerLight`); square-on, each side keeps one value.
        var normals: [ArtOutline.Side: SIMD3<Double>] = [:]
        for f in faces { normals[f.side] = f.normal }
        func neighbour(_ p: Point2D, of f: Face) -> SIMD3<Double>? {
            if f.e0.y == f.e1.y { return p.x == 0 ? normals[.left] : p.x == w ? normals[.right] : nil }
            return p.y == 0 ? normals[.top] : p.y == h ? normals[.bottom] : nil
        }
        let radius = g.camera.isFrontal ? 0 : LeafEdge.cornerRadius(of: hull, width: w, height: h)
        return seen.sorted { $0.score < $1.score }.compactMap {
            LeafEdge(geometry: g, leaf: leaf, face: $0.face, hull: hull, thickness: thickness, outline: outline,
                     canvas: canvas, shading: shading, showing: showing, toHinge: toHinge, from: front, whole: whole,
                     corners: (neighbour($0.face.e0, of: $0.face), neighbour($0.face.e1, of: $0.face), radius))
        }
    }

    /// The art's corner radius, from its silhouette: how far along the top edge the outline
    /// stays off the straight line (at most a quarter of the shorter side).
    static func cornerRadius(of hull: ConvexPolygon, width: Double, height: Double) -> Double {
        let b = hull.bounds
        let flat = hull.vertices.filter { $0.y <= b.minY + 1.5 }.map(\.x)
        guard let first = flat.min(), let last = flat.max() else { return 0 }
        return min(0.25 * min(width, height), max(0, min(first - b.minX, b.maxX - last)))
    }

    /// The light of a side at `along` art px from its start: its own normal's, turning over the
    /// corner radius towards the mean of its normal and the neighbour's at an end that is a
    /// rounded corner of the art (where the two sides meet with the same light).
    static func cornerLight(_ normal: SIMD3<Double>, along: Double, length: Double,
                            corners: (start: SIMD3<Double>?, end: SIMD3<Double>?, radius: Double)) -> Double {
        var n = normal
        for (distance, other) in [(along, corners.start), (length - along, corners.end)] {
            guard let other, corners.radius > 0, distance < corners.radius else { continue }
            var middle = normal + other
            middle /= (middle * middle).sum().squareRoot()
            let t = distance / corners.radius
            let s = t * t * (3 - 2 * t)
            n = middle + (normal - middle) * s
        }
        n /= (n * n).sum().squareRoot()
        return Lighting.factor(normal: n)
    }

    /// The side of a leaf along `face`, or nil when nothing of it can show.
    private init?(geometry g: FoldGeometry, leaf: FoldGeometry.Leaf, face: Face, hull: ConvexPolygon, thickness: Double,
                  outline: ArtOutline, canvas: FoldCanvas, shading: Bool, showing seen: LeafFace, toHinge: Bool,
                  from front: Double, whole: Bool,
                  corners: (start: SIMD3<Double>?, end: SIMD3<Double>?, radius: Double)) {
        let r = leaf.artRect

        // The leaf's silhouette: the art's hull on this side of the hinge, kept a little away
        // from it (the side never shows there, and an outline along the hinge would bleed
        // through the leaves' anti-aliased meeting line). When a leaf is seen from outside or
        // edge-on (`toHinge`) it reaches the hinge: there the side does show, and the hinge's
        // outside meets it.
        let inset = (toHinge ? 0 : LeafEdge.hingeClearance) * Double(leaf.side)
        let hingeA: Point2D, hingeB: Point2D
        switch (g.kind, leaf.side < 0) {
        case (.book, true): (hingeA, hingeB) = (Point2D(g.hinge + inset, 0), Point2D(g.hinge + inset, 1))
        case (.book, false): (hingeA, hingeB) = (Point2D(g.hinge + inset, 1), Point2D(g.hinge + inset, 0))
        case (.laptop, true): (hingeA, hingeB) = (Point2D(1, g.hinge + inset), Point2D(0, g.hinge + inset))
        case (.laptop, false): (hingeA, hingeB) = (Point2D(0, g.hinge + inset), Point2D(1, g.hinge + inset))
        case (.flat, _): (hingeA, hingeB) = (Point2D(0, 0), Point2D(0, 0))
        }
        guard let silhouette = g.kind == .flat ? hull : hull.clipped(keepingLeftOf: hingeA, hingeB) else { return nil }
        var points: [Point2D] = []
        for v in silhouette.vertices {
            points.append(canvas.place(g.project(g.point3D(leaf, v, behind: front))))
            points.append(canvas.place(g.project(g.point3D(leaf, v, behind: thickness))))
        }
        guard let hullOfBoth = ConvexPolygon(hullOf: points) else { return nil }
        // Only a strip along the visible edge can show beside the face seen (drawn over the
        // rest): cut the hull there, far enough in to hold the rounded corners, to save work.
        // Edge-on, no face covers the rest.
        let depth = seen == .outer ? thickness : 0
        let rectCentre = Point2D((r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2)
        let edgeMid = Point2D((face.e0.x + face.e1.x) / 2, (face.e0.y + face.e1.y) / 2)
        let inward: Point2D = face.e0.x == face.e1.x
            ? Point2D(rectCentre.x > edgeMid.x ? 1 : -1, 0) : Point2D(0, rectCentre.y > edgeMid.y ? 1 : -1)
        let extent = face.e0.x == face.e1.x ? r.x1 - r.x0 : r.y1 - r.y0
        let reach = min(extent, max(4 * thickness, LeafEdge.cornerAllowance * extent))
        var cutA = canvas.place(g.project(g.point3D(leaf, face.e0 + inward * reach, behind: depth)))
        var cutB = canvas.place(g.project(g.point3D(leaf, face.e1 + inward * reach, behind: depth)))
        let outerMid = canvas.place(g.project(g.point3D(leaf, edgeMid, behind: depth)))
        if (cutB - cutA).cross(outerMid - cutA) < 0 { swap(&cutA, &cutB) }
        guard let clip = seen == .edgeOn || whole ? hullOfBoth : hullOfBoth.clipped(keepingLeftOf: cutA, cutB) else { return nil }

        // Face coordinates (a along the edge in art px, λ depth behind the front) → canvas.
        let vertical = face.e0.x == face.e1.x
        let length = vertical ? face.e1.y - face.e0.y : face.e1.x - face.e0.x
        func art(_ a: Double) -> Point2D { vertical ? Point2D(face.e0.x, face.e0.y + a) : Point2D(face.e0.x + a, face.e0.y) }
        let faceCorners = [Point2D(0, 0), Point2D(length, 0), Point2D(length, thickness), Point2D(0, thickness)]
        let canvasCorners = faceCorners.map { canvas.place(g.project(g.point3D(leaf, art($0.x), behind: $0.y))) }
        guard let toCanvas = Homography(mapping: faceCorners, to: canvasCorners), let toFace = toCanvas.inverted() else {
            return nil
        }
        let start = vertical ? Int(face.e0.y) : Int(face.e0.x)
        let strip = outline.edgeColours(face.side)
        var texture = Image(width: max(1, Int(length.rounded(.up))), height: 1)
        for a in 0..<texture.width { texture[a, 0] = strip[min(strip.width - 1, max(0, start + a)), 0] }

        var lit = shading ? Lighting.factor(normal: face.normal) : 1
        if shading && corners.radius > 0 && (corners.start != nil || corners.end != nil) {
            // The light is baked into the texture, texel by texel, rounding the corners.
            for a in 0..<texture.width {
                let f = Float(LeafEdge.cornerLight(face.normal, along: Double(a) + 0.5, length: length, corners: corners))
                let c = texture[a, 0]
                func scaled(_ v: UInt8) -> UInt8 { UInt8(min(255, (Float(v) * f).rounded())) }
                texture[a, 0] = PremultipliedRGBA8(r: scaled(c.r), g: scaled(c.g), b: scaled(c.b), a: c.a)
            }
            lit = 1
        }
        // The rim is bright where the side meets the face seen, darker away from it.
        let band = seen == .outer
            ? ShadingBand(normalX: 0, normalY: 1, offset: thickness / 2, halfWidth: thickness / 2,
                          before: LeafEdge.backBrightness, after: LeafEdge.rimBrightness)
            : ShadingBand(normalX: 0, normalY: 1, offset: thickness / 2, halfWidth: thickness / 2,
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
