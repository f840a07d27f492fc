import Raster
import Warp

/// The body's outside at the hinge (Docs/Geometry.md, "The hinge's outside"): the part of the
/// cylinder of radius T about the hinge line between the two outer faces' hinge edges, round the
/// side away from the fronts (180° − d of it: none when flat, half a cylinder when shut), over the
/// body's extent along the hinge, with flat ends. It is drawn as facets of at most
/// `maxFacetDegrees`, each lit by its own normal, in the body's material. Invariant: built only
/// when T > 0 and the fold is not flat.
struct HingeOutside {
    /// The widest angle one facet spans.
    static let maxFacetDegrees = 7.5
    /// How far (canvas px) each facet's first, covering pass reaches past its edges, and at most
    /// how far onto an outer face that may take it (art px).
    static let seamCover = 1.5
    static let maxFaceCover = 4.0
    /// The most a covering pass reaches round the cylinder (radians), where it is seen edge-on.
    static let maxArcCover = 0.35

    let geometry: FoldGeometry
    let thickness: Double
    /// The hinge's direction in the fold's frame and the span along it (art px from the hinge midpoint).
    let axis: SIMD3<Double>
    let along: (lo: Double, hi: Double)
    /// The arc: r(θ) = cos θ · e1 + sin θ · e2 for θ in 0…span, from the first leaf's outer normal.
    let e1: SIMD3<Double>, e2: SIMD3<Double>
    let span: Double
    let facets: Int
    /// The leaves' outward vectors in the fold's frame: the arc's first leaf's (side −1), then the other's.
    let outwards: (SIMD3<Double>, SIMD3<Double>)

    /// The hinge's outside of a fold whose slabs are `thickness` thick and whose body runs along
    /// the hinge over `along` (art px from the hinge midpoint); nil when it has none.
    init?(geometry g: FoldGeometry, thickness: Double, along: (lo: Double, hi: Double)) {
        guard thickness > 0, g.kind != .flat, g.leaves.count == 2, along.hi > along.lo else { return nil }
        let first = g.leaves.first { $0.side < 0 }!, second = g.leaves.first { $0.side > 0 }!
        let n1 = first.frameNormal, n2 = second.frameNormal
        let cosine = min(1, max(-1, (n1 * n2).sum()))
        let span = cosine.isNaN ? 0 : acos(cosine)
        guard span > 1e-9 else { return nil }
        var through = -(n1 + n2)
        if (through * through).sum() < 1e-18 { through = -(first.frameOutward + second.frameOutward) }
        let e1 = -n1
        var e2 = through - (through * e1).sum() * e1
        let length = (e2 * e2).sum().squareRoot()
        guard length > 1e-12 else { return nil }
        e2 /= length
        geometry = g
        self.thickness = thickness
        axis = g.kind == .laptop ? SIMD3(1, 0, 0) : SIMD3(0, 1, 0)
        self.along = along
        self.e1 = e1
        self.e2 = e2
        self.span = span
        facets = max(1, Int((span / (HingeOutside.maxFacetDegrees * .pi / 180)).rounded(.up)))
        outwards = (first.frameOutward, second.frameOutward)
    }

    /// The body's extent along the hinge, from the art's silhouette: where its hull crosses the
    /// hinge line (a band 1 px wide about it), as art px from the hinge midpoint.
    static func extent(of hull: ConvexPolygon, geometry g: FoldGeometry) -> (lo: Double, hi: Double)? {
        let h = g.hinge
        let band: ConvexPolygon?
        if g.kind == .laptop {
            band = hull.clipped(keepingLeftOf: Point2D(0, h - 0.5), Point2D(1, h - 0.5))?
                .clipped(keepingLeftOf: Point2D(1, h + 0.5), Point2D(0, h + 0.5))
            return band.map { ($0.bounds.minX - g.hingeMidpoint.x, $0.bounds.maxX - g.hingeMidpoint.x) }
        }
        band = hull.clipped(keepingLeftOf: Point2D(h - 0.5, 1), Point2D(h - 0.5, 0))?
            .clipped(keepingLeftOf: Point2D(h + 0.5, 0), Point2D(h + 0.5, 1))
        return band.map { ($0.bounds.minY - g.hingeMidpoint.y, $0.bounds.maxY - g.hingeMidpoint.y) }
    }

    /// The arc's unit direction at θ (the fold's frame).
    func direction(_ theta: Double) -> SIMD3<Double> { cos(theta) * e1 + sin(theta) * e2 }

    /// The facet k's angles.
    func angles(_ k: Int) -> (Double, Double) {
        (span * Double(k) / Double(facets), span * Double(k + 1) / Double(facets))
    }

    /// A point of the hinge's surface: `a` art px along the hinge, at angle θ, after the orbit.
    func point(_ a: Double, _ theta: Double) -> SIMD3<Double> {
        geometry.camera.orbit(a * axis + thickness * direction(theta))
    }

    /// True when the camera is on the outer side of facet k.
    func facetShows(_ k: Int) -> Bool {
        let (t0, t1) = angles(k)
        let n = direction((t0 + t1) / 2)
        let p = (along.lo + along.hi) / 2 * axis + thickness * cos((t1 - t0) / 2) * n
        return ((geometry.cameraInFoldFrame - p) * n).sum() > 0
    }

    /// True when the camera is on the outer side of the end at `along.lo` (false) or `along.hi` (true).
    func endShows(_ upper: Bool) -> Bool {
        let a = upper ? along.hi : along.lo
        let n = upper ? axis : -axis
        return ((geometry.cameraInFoldFrame - a * axis) * n).sum() > 0
    }

    /// True when some facet or end faces the camera.
    var shows: Bool { (0..<facets).contains(where: facetShows) || endShows(false) || endShows(true) }

    /// Every 3-D point of the visible parts (after the orbit), for the canvas's extent.
    var visiblePoints: [SIMD3<Double>] {
        var points: [SIMD3<Double>] = []
        for k in 0..<facets where facetShows(k) {
            let (t0, t1) = angles(k)
            points += [point(along.lo, t0), point(along.hi, t0), point(along.lo, t1), point(along.hi, t1)]
        }
        for upper in [false, true] where endShows(upper) {
            for k in 0...facets { points.append(point(upper ? along.hi : along.lo, span * Double(k) / Double(facets))) }
        }
        return points
    }

    /// Draws the visible facets and ends onto `image` (on `canvas`), in `material`'s colours. Each
    /// facet's light runs smoothly from its one edge's normal to the other's (the arc is lit as a
    /// cylinder, not in steps), so the end facets meet the outer faces with their light. The
    /// facets are drawn twice: `seamCover` further first (onto the outer faces that show,
    /// `outerShows`: the arc's first leaf's, the last's), so no background shows through the
    /// anti-aliased seams between them or at the outer faces, then exactly.
    func draw(into image: inout Image, canvas: FoldCanvas, material: BodyMaterial, shading: Bool,
              outerShows: (first: Bool, last: Bool)) {
        let g = geometry
        let (firstOuterShows, lastOuterShows) = outerShows
        let (firstOutward, lastOutward) = outwards
        func place(_ p: SIMD3<Double>) -> Point2D { canvas.place(g.project(p)) }
        func lit(_ n: SIMD3<Double>) -> Double { shading ? Lighting.factor(normal: g.camera.orbit(n)) : 1 }
        // The material along the hinge: a book's runs down the art, a laptop's is its colour at the hinge.
        let length = max(1, Int((along.hi - along.lo).rounded(.up)))
        let colours = (0..<length).map { i -> PremultipliedRGBA8 in
            let a = along.lo + (Double(i) + 0.5) * (along.hi - along.lo) / Double(length)
            return material.colour(atArtY: g.kind == .laptop ? g.hinge : g.hingeMidpoint.y + a)
        }
        let visible = (0..<facets).filter(facetShows)
        var facetsToDraw: [(clip: ConvexPolygon, cover: ConvexPolygon?, toFace: Homography, texture: Image)] = []
        for k in visible {
            let (t0, t1) = angles(k)
            // Rows 0 and 1 hold the light at the facet's two edges, which the face coordinates
            // put exactly on its edges (texel centres at 0.5 and 1.5).
            var texture = Image(width: length, height: 2)
            let (f0, f1) = (lit(direction(t0)), lit(direction(t1)))
            for i in 0..<length {
                texture[i, 0] = colours[i].scaled(by: f0)
                texture[i, 1] = colours[i].scaled(by: f1)
            }
            let corners = [place(point(along.lo, t0)), place(point(along.hi, t0)), place(point(along.hi, t1)),
                           place(point(along.lo, t1))]
            let faceCorners = [Point2D(0, 0.5), Point2D(Double(length), 0.5), Point2D(Double(length), 1.5),
                               Point2D(0, 1.5)]
            guard let clip = ConvexPolygon(hullOf: corners),
                  let toCanvas = Homography(mapping: faceCorners, to: corners), let toFace = toCanvas.inverted() else { continue }
            // The covering pass reaches `seamCover` canvas px further each way, however steeply it
            // is seen: round the cylinder towards a neighbouring facet (never past the arc's ends:
            // a hull reaching into the slabs could stick out of the body), and at an end of the arc
            // along the outer face it meets, when that face shows.
            let mid = (along.lo + along.hi) / 2
            func reach(_ theta: Double, _ way: Double) -> Double {
                let probe = 0.5 / thickness
                let moved = place(point(mid, theta + way * probe)).distance(to: place(point(mid, theta)))
                return min(HingeOutside.maxArcCover, HingeOutside.seamCover * probe / max(moved, 1e-6))
            }
            var cornersCovering = [place(point(along.lo, max(0, t0 - reach(t0, -1)))),
                                   place(point(along.hi, max(0, t0 - reach(t0, -1)))),
                                   place(point(along.hi, min(span, t1 + reach(t1, 1)))),
                                   place(point(along.lo, min(span, t1 + reach(t1, 1))))]
            for (end, shows, outward) in [(k == 0, firstOuterShows, firstOutward), (k == facets - 1, lastOuterShows, lastOutward)]
                where end && shows {
                let theta = k == 0 ? 0 : span
                let step = place(point(mid, theta) + g.camera.orbit(outward)).distance(to: place(point(mid, theta)))
                let onFace = min(HingeOutside.maxFaceCover, HingeOutside.seamCover / max(step, 1e-6))
                for a in [along.lo, along.hi] { cornersCovering.append(place(point(a, theta) + g.camera.orbit(outward) * onFace)) }
            }
            let cover = ConvexPolygon(hullOf: cornersCovering)
            facetsToDraw.append((clip, cover, toFace, texture))
        }
        for pass in 0..<2 {
            for f in facetsToDraw {
                guard let clip = pass == 0 ? f.cover : f.clip else { continue }
                WarpEngine.warp(f.texture, into: &image, destinationToSource: f.toFace, clip: clip, sampler: .bilinear,
                                antialias: true)
            }
        }
        // The flat ends: the sector between the slabs' hinge ends, reaching `seamCover` px onto the
        // slabs' sides in its plane (they meet it along its straight edges).
        for upper in [false, true] where endShows(upper) {
            let a = upper ? along.hi : along.lo
            let centre = g.camera.orbit(a * axis)
            var points = [place(centre)]
            for k in 0...facets { points.append(place(point(a, span * Double(k) / Double(facets)))) }
            for (theta, outward) in [(0.0, firstOutward), (span, lastOutward)] {
                let step = place(centre + g.camera.orbit(outward)).distance(to: place(centre))
                let onSide = g.camera.orbit(outward) * min(HingeOutside.maxFaceCover, HingeOutside.seamCover / max(step, 1e-6))
                points += [place(centre + onSide), place(point(a, theta) + onSide)]
            }
            guard let sector = ConvexPolygon(hullOf: points) else { continue }
            let colour = material.colour(atArtY: g.kind == .laptop ? g.hinge : g.hingeMidpoint.y + a)
            image.fill(HingeOutside.path(sector), colour: colour.scaled(by: lit(upper ? axis : -axis)))
        }
    }

    /// A convex polygon as a closed path.
    static func path(_ polygon: ConvexPolygon) -> Path {
        var path = Path()
        for (i, v) in polygon.vertices.enumerated() {
            let p = PointF(x: v.x, y: v.y)
            if i == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        path.close()
        return path
    }
}

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

