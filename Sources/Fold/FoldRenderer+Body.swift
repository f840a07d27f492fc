import Raster
import Warp

extension FoldRenderer {
    /// A face whose normal's component towards the camera is below this is seen too steeply for
    /// its sides to be cut to a strip beside it (seen from outside or edge-on).
    static let steepFace = 0.2

    /// Draws the body seen from a viewpoint where some leaf does not show its front
    /// (Docs/Geometry.md, "Both sides of the device"): the two slabs and the hinge's outside,
    /// farthest first (`FoldGeometry.drawOrder`); each slab its sides, then the face it shows —
    /// its front (the art, lit, with the crease and the glare as ever), or its outer face (the
    /// material over the leaf's silhouette, `outer`'s pictures placed on it, lit by −n, glare on
    /// the pictures' glass), or, edge-on, only its sides.
    static func drawBody(into image: inout Image, plan: Plan, art source: (image: Image, scaleX: Double, scaleY: Double),
                         toSource: Homography, sampler: Sampler, outline: ArtOutline, outer: OuterFaces,
                         options: FoldOptions, canvas: FoldCanvas) {
        let g = plan.geometry
        let thickness = options.thickness
        let (offset, sx, sy) = (canvas.offset, canvas.scaleX, canvas.scaleY)
        let hinge = outline.hull.flatMap { HingeOutside.extent(of: $0, geometry: g) }
            .flatMap { HingeOutside(geometry: g, thickness: thickness, along: $0) }
        let hingeShows = hinge?.shows ?? false
        let order = g.drawOrder(thickness: thickness, hinge: hingeShows)
        let material = BodyMaterial(outline: outline, shortSide: min(g.artWidth, g.artHeight))
        for part in order {
            guard case .leaf(let i) = part else {
                let showsOuter = { (side: Int) in g.leaves.contains { $0.side == side && g.face(of: $0, thickness: thickness) == .outer } }
                hinge?.draw(into: &image, canvas: canvas, material: material, shading: options.shading,
                            outerShows: (showsOuter(-1), showsOuter(1)))
                continue
            }
            let leaf = g.leaves[i]
            let seen = g.face(of: leaf, thickness: thickness)
            // A leaf drawn before the other runs on past the hinge, behind it; shut, its sides run
            // on past the fronts' common plane, under the other's.
            let other = g.leaves.count == 2 ? 1 - i : i
            // (Only where the other shows the same kind of face, or is edge-on: then it covers the
            // run-on; beside a leaf seen the other way round, the run-on would stick out past the hinge.)
            let otherFace = g.face(of: g.leaves[other], thickness: thickness)
            let isFarther = other != i && (order.firstIndex(of: .leaf(i)) ?? 0) < (order.firstIndex(of: .leaf(other)) ?? 0)
                && (otherFace == seen || otherFace == .edgeOn)
            let drawnFirst = other != i && (order.firstIndex(of: .leaf(i)) ?? 0) < (order.firstIndex(of: .leaf(other)) ?? 0)
            let runOn = drawnFirst && g.degrees == 0 ? -FoldRenderer.hingeOverlap : 0
            // The face seen covers all of its sides but a strip along each, unless it is seen too
            // steeply to say where that strip ends: then the sides are drawn whole.
            let steep = abs(leaf.normal.z) < FoldRenderer.steepFace
            for edge in LeafEdge.visibleSides(geometry: g, leaf: leaf, thickness: thickness, outline: outline,
                                              canvas: canvas, shading: options.shading, showing: seen,
                                              toHinge: true, from: runOn, whole: steep) {
                edge.draw(into: &image)
            }
            switch seen {
            case .edgeOn:
                break
            case .front:
                let toCanvas = g.artToCanvas(leaf, offset: offset, scaleX: sx, scaleY: sy)
                guard let toArt = toCanvas.inverted(),
                      let clip = plan.artClip(leaf, extended: isFarther).transformed(by: toCanvas) else { continue }
                let tint = g.leaves.count == 1
                    ? (options.shading ? WarpTint(factor: Lighting.factor(normal: leaf.normal)) : .neutral)
                    : CreaseShading.tint(geometry: g, leaf: leaf, other: g.leaves[other],
                                         creaseWidth: options.creaseWidth, shading: options.shading)
                WarpEngine.warp(source.image, into: &image, destinationToSource: toSource * toArt, clip: clip,
                                sampler: sampler, antialias: true, tint: tint.onSource(scaledBy: source.scaleX, source.scaleY))
                if options.glare > 0, let glass = options.glass {
                    ScreenGlare(geometry: g, leaf: leaf, glass: glass, strength: options.glare, canvas: canvas)
                        .draw(into: &image, clip: clip)
                }
            case .outer:
                drawOuterFace(of: leaf, into: &image, plan: plan, extended: isFarther, outline: outline, outer: outer,
                              material: material, sampler: sampler, options: options, canvas: canvas)
            }
        }
    }

    /// A leaf's outer face: the material over the leaf's silhouette, then each picture whose
    /// region holds part of the leaf, placed by its body on the leaf's body (mirrored in x).
    static func drawOuterFace(of leaf: FoldGeometry.Leaf, into image: inout Image, plan: Plan, extended: Bool,
                              outline: ArtOutline, outer: OuterFaces, material: BodyMaterial, sampler: Sampler,
                              options: FoldOptions, canvas: FoldCanvas) {
        let g = plan.geometry
        let thickness = options.thickness
        let toCanvas = g.artToCanvas(leaf, behind: thickness, offset: canvas.offset, scaleX: canvas.scaleX,
                                     scaleY: canvas.scaleY)
        guard let toArt = toCanvas.inverted(), let hull = outline.hull else { return }
        let leafClip = plan.artClip(leaf, extended: extended)
        let tint = options.shading ? WarpTint(factor: Lighting.factor(normal: -leaf.normal)) : .neutral
        if let silhouette = hull.intersected(with: leafClip), let clip = silhouette.transformed(by: toCanvas) {
            let (texture, fromArt) = material.texture()
            WarpEngine.warp(texture, into: &image, destinationToSource: fromArt * toArt, clip: clip, sampler: .bilinear,
                            antialias: true, tint: tint)
        }
        for picture in outer.pictures {
            let r = picture.region
            guard let region = ConvexPolygon.rectangle(x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y1),
                  let body = hull.intersected(with: region)?.intersected(with: leafClip)?.bounds,
                  // The leaf's body in this region: the art's opaque box there (it reaches the hinge).
                  let leafBody = hull.intersected(with: region)?.bounds,
                  let toPicture = picture.artToPicture(leafBody: (leafBody.minX, leafBody.minY, leafBody.maxX, leafBody.maxY)),
                  let area = ConvexPolygon.rectangle(x0: body.minX, y0: body.minY, x1: body.maxX, y1: body.maxY),
                  let clip = area.transformed(by: toCanvas) else { continue }
            let source = minifiedSource(picture.image, canvas: canvas)
            WarpEngine.warp(source.image, into: &image,
                            destinationToSource: Homography.scale(source.scaleX, source.scaleY) * toPicture * toArt,
                            clip: clip, sampler: sampler, antialias: true, tint: tint)
            if options.glare > 0, let glass = picture.glass {
                ScreenGlare(geometry: g, outerFaceOf: leaf, behind: thickness, glass: glass, artToPicture: toPicture,
                            region: (body.minX, body.minY, body.maxX, body.maxY), strength: options.glare, canvas: canvas)
                    .draw(into: &image, clip: clip)
            }
        }
    }
}

extension ConvexPolygon {
    /// The part of this polygon inside `other` (both convex); nil when they do not overlap.
    func intersected(with other: ConvexPolygon) -> ConvexPolygon? {
        let v = other.vertices
        var area = 0.0
        for i in v.indices { area += v[i].cross(v[(i + 1) % v.count]) }
        var result: ConvexPolygon? = self
        for i in v.indices {
            let (a, b) = area > 0 ? (v[i], v[(i + 1) % v.count]) : (v[(i + 1) % v.count], v[i])
            result = result?.clipped(keepingLeftOf: a, b)
        }
        return result
    }
}
