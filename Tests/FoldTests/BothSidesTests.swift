import Testing
import Raster
import Warp
@testable import Fold

/// Both sides of the device (Docs/Geometry.md): every viewpoint is drawn, and what is drawn is
/// the body the contract describes, checked against `BodyTestSupport`'s independent model.
@Suite struct BothSidesTests {
    typealias View = BodyTestSupport.View

    /// Views from behind, the side, above and below, shut and open, that the camera once refused.
    static let views: [View] = [
        View(kind: .book, degrees: 0, turn: 90, tilt: 0), View(kind: .book, degrees: 0, turn: -90, tilt: 0),
        View(kind: .book, degrees: 0, turn: 0, tilt: 0), View(kind: .book, degrees: 0, turn: 40, tilt: 30),
        View(kind: .book, degrees: 128, turn: 180, tilt: 0), View(kind: .book, degrees: 128, turn: 150, tilt: -20),
        View(kind: .book, degrees: 60, turn: 120, tilt: 25), View(kind: .book, degrees: 20, turn: -135, tilt: 10),
        View(kind: .book, degrees: 128, turn: 100, tilt: 0), View(kind: .book, degrees: 90, turn: 0, tilt: -90),
        View(kind: .laptop, degrees: 0, turn: 0, tilt: 60), View(kind: .laptop, degrees: 110, turn: 180, tilt: 0),
        View(kind: .laptop, degrees: 20, turn: 0, tilt: 0), View(kind: .laptop, degrees: 70, turn: -160, tilt: -10),
        View(kind: .flat, degrees: 180, turn: 160, tilt: 0), View(kind: .flat, degrees: 180, turn: -30, tilt: 170 - 90),
    ]

    static func art(_ kind: FoldKind) -> (Image, Double) {
        kind == .laptop ? (FoldTestSupport.opaqueArt(width: 80, height: 120), 58.5)
            : (FoldTestSupport.opaqueArt(width: 120, height: 80), kind == .flat ? 60 : 61.5)
    }

    /// With thickness, the silhouette is the union of the two slabs and the hinge's outside:
    /// every pixel a pixel inside it is opaque (never a hole), none a pixel outside is drawn, and
    /// the coverage is the union's area.
    @Test(arguments: views) func theBodyIsClosedFromEveryViewpoint(view: View) throws {
        let (art, hinge) = Self.art(view.kind)
        let thickness = 6.0
        let folded = try FoldRenderer.render(art: art, hinge: hinge, options: BodyTestSupport.options(view, thickness: thickness))
        let solids = BodyTestSupport.solids(view, width: art.width, height: art.height, hinge: hinge, thickness: thickness)
        let all = solids.flatMap { $0 }
        let origin = Point2D(all.map(\.x).min()!.rounded(.down), all.map(\.y).min()!.rounded(.down))
        #expect(folded.canvas.originX <= Int(origin.x) && folded.canvas.originY <= Int(origin.y), "\(view)")
        let (coverage, holes, strays) = BodyTestSupport.silhouette(
            of: folded.image, against: solids, origin: Point2D(Double(folded.canvas.originX), Double(folded.canvas.originY)))
        #expect(holes == 0, "\(view): \(holes) pixels inside the body not opaque")
        #expect(strays == 0, "\(view): \(strays) pixels outside the body drawn")
        let c = folded.canvas
        let area = BodyTestSupport.unionArea(solids, box: (c.originX, c.originY, c.originX + c.width, c.originY + c.height))
        // Where two solids' anti-aliased edges meet on the outline, they add up a little: allow a
        // twentieth of a pixel along the solids' outlines.
        let outlines = solids.compactMap { ConvexPolygon(hullOf: $0) }.map { p in
            p.vertices.indices.map { p.vertices[$0].distance(to: p.vertices[($0 + 1) % p.vertices.count]) }.reduce(0, +)
        }.reduce(0, +)
        #expect(abs(coverage - area) < 0.005 * area + 0.05 * outlines, "\(view): coverage \(coverage) vs area \(area)")
    }

    /// Paper-thin, the outer faces lie in the fronts' planes: the silhouette is the leaves'
    /// projection from any side (`CameraTestSupport`'s orbit of the fold's formulas). (Not shut:
    /// paper-thin shut leaves lie one on the other, and their anti-aliased edges add up.)
    @Test(arguments: views.filter { $0.degrees > 0 && abs($0.tilt) != 90 })
    func paperThinFromBehindIsTheProjection(view: View) throws {
        let (art, hinge) = Self.art(view.kind)
        let folded = try FoldRenderer.render(art: art, hinge: hinge, options: BodyTestSupport.options(view, thickness: 0))
        let quads = CameraTestSupport.orbitedLeaves(kind: view.kind, width: art.width, height: art.height, hinge: hinge,
                                                    degrees: view.degrees, turn: view.turn, tilt: view.tilt)
        let all = quads.flatMap { $0 }
        let minX = all.map(\.x).min()!.rounded(.down), minY = all.map(\.y).min()!.rounded(.down)
        let (coverage, holes, strays) = BodyTestSupport.silhouette(of: folded.image, against: quads,
                                                                   origin: Point2D(minX, minY))
        #expect(folded.canvas.originX == Int(minX) && folded.canvas.originY == Int(minY), "\(view)")
        #expect(holes == 0 && strays == 0, "\(view): \(holes) holes, \(strays) strays")
        let area = CameraTestSupport.unionArea(quads)
        #expect(abs(coverage - area) < 0.006 * area + 3, "\(view): coverage \(coverage) vs area \(area)")
    }

    /// Seen from outside, a leaf shows its outer face and never its art; seen square-on, its
    /// front; edge-on, neither (`FoldGeometry.face`).
    @Test func eachLeafShowsTheFaceOnTheCamerasSide() throws {
        let g = try FoldGeometry(kind: .book, artWidth: 120, artHeight: 80, hinge: 60, degrees: 128, camera: Camera(turn: 100))
        let left = g.leaves.first { $0.side < 0 }!, right = g.leaves.first { $0.side > 0 }!
        // Turned 100°, the left leaf's front (26° off the fold's bisector) faces away: its outer face shows.
        #expect(g.face(of: left, thickness: 4) == .outer)
        #expect(g.face(of: right, thickness: 4) == .front)
        let shut = try FoldGeometry(kind: .book, artWidth: 120, artHeight: 80, hinge: 60, degrees: 0, camera: Camera())
        #expect(shut.leaves.allSatisfy { shut.face(of: $0, thickness: 4) == .edgeOn })
    }

    /// The slab on the camera's side of the plane that halves the fold is drawn last; the hinge's
    /// outside is drawn after a slab exactly when the camera is beyond that slab's hinge plane.
    @Test func theNearerSolidIsDrawnLater() throws {
        func order(_ degrees: Double, _ turn: Double) throws -> [String] {
            let g = try FoldGeometry(kind: .book, artWidth: 120, artHeight: 80, hinge: 60, degrees: degrees,
                                     camera: Camera(turn: turn))
            return g.drawOrder(thickness: 4, hinge: true).map {
                if case .leaf(let i) = $0 { return g.leaves[i].side < 0 ? "left" : "right" }
                return "hinge"
            }
        }
        // Shut, seen from the left: the right slab is behind the left one; the camera lies in
        // both slabs' hinge planes, so the hinge's outside overlaps neither and goes first.
        #expect(try order(0, 90) == ["hinge", "right", "left"])
        #expect(try order(0, -90) == ["hinge", "left", "right"])
        // From straight behind an open book, the hinge's outside is the nearest of all.
        #expect(try order(128, 180).last == "hinge")
    }

    /// A shut book from its cover side shows the cover picture placed by the contract's rule:
    /// the picture's left edge along the hinge, its body on the leaf's body, each axis scaled on
    /// its own (x mirrored). Every opaque pixel of the picture lands where the rule puts it.
    @Test func aShutBookShowsItsCoverPicturePlacedByTheRule() throws {
        let (art, hinge) = (FoldTestSupport.opaqueArt(width: 120, height: 80), 61.5)
        // A picture of another size and aspect with a transparent margin: its body is 44 × 72.
        var picture = Image(width: 52, height: 80)
        for y in 4..<76 { for x in 4..<48 {
            picture[x, y] = PremultipliedRGBA8(r: UInt8(x * 5), g: UInt8(y * 3), b: UInt8((x * y) % 256), a: 255)
        } }
        let outer = OuterFaces(pictures: [OuterPicture(image: picture, region: (0, 0, hinge, 80))])
        var o = BodyTestSupport.options(View(kind: .book, degrees: 0, turn: 90, tilt: 0), thickness: 3)
        o.shading = false
        let canvas = try FoldRenderer.canvas(artWidth: 120, artHeight: 80, hinge: hinge, options: o, degrees: [0])
        let folded = try FoldRenderer.render(art: art, hinge: hinge, options: o, canvas: canvas, outer: outer)
        // The outer face lies T in front of the hinge plane, square to the camera: a canvas point
        // maps back by the pinhole's uniform scale f = D / (D − T) about the hinge midpoint.
        let D = 3.0 * 120, f = D / (D - 3)
        let mid = Point2D(hinge, 40)
        var compared = 0, off = 0
        for y in 0..<folded.image.height {
            for x in 0..<folded.image.width {
                let X = (Double(x) + 0.5 + Double(canvas.originX) - mid.x) / f
                let Y = (Double(y) + 0.5 + Double(canvas.originY) - mid.y) / f
                // Turned 90° the cover's X is the leaf's distance from the hinge: art x = hinge − X.
                let ax = hinge - X, ay = mid.y + Y
                // The rule: leaf body [0, hinge] × [0, 80], picture body [4, 48] × [4, 76], x mirrored.
                let u = 4 + (hinge - ax) * 44 / hinge, v = 4 + ay * 72 / 80
                guard u > 5.5, u < 46.5, v > 5.5, v < 74.5 else { continue }
                let (iu, iv) = (Int(u - 0.5), Int(v - 0.5))
                let (fu, fv) = (u - 0.5 - Double(iu), v - 0.5 - Double(iv))
                func at(_ i: Int, _ j: Int) -> Double { Double(picture[i, j].r) }
                let expected = (at(iu, iv) * (1 - fu) + at(iu + 1, iv) * fu) * (1 - fv)
                    + (at(iu, iv + 1) * (1 - fu) + at(iu + 1, iv + 1) * fu) * fv
                compared += 1
                if abs(Double(folded.image[x, y].r) - expected) > 3 { off += 1 }
            }
        }
        #expect(compared > 2000)
        #expect(off == 0, "\(off) of \(compared) pixels of the cover are not where the rule puts them")
    }

    /// Along the unfold (shut from the cover side to flat square-on, in 96 steps), the outline
    /// never jumps: between neighbouring steps no edge of the silhouette's box moves more than
    /// 4 px and its area changes by less than 6 % (the swinging leaf's edge moves about 2 px a step
    /// where it is fastest, at the middle).
    @Test func theUnfoldsOutlineIsContinuous() throws {
        let (art, hinge) = (FoldTestSupport.opaqueArt(width: 120, height: 80), 61.5)
        let steps = 96
        var previous: (box: (Int, Int, Int, Int), area: Double)?
        var o = BodyTestSupport.options(View(kind: .book, degrees: 0, turn: 90, tilt: 0), thickness: 4)
        let views = (0...steps).map { i -> (Double, Camera) in
            let p = Double(i) / Double(steps)
            return (180 * p, Camera(turn: 90 * (1 - p)))
        }
        let canvas = try FoldRenderer.canvas(artWidth: 120, artHeight: 80, hinge: hinge, options: o, views: views)
        for (i, (degrees, camera)) in views.enumerated() {
            o.degrees = degrees
            o.camera = camera
            let image = try FoldRenderer.render(art: art, hinge: hinge, options: o, canvas: canvas).image
            var box = (Int.max, Int.max, Int.min, Int.min), area = 0.0
            for y in 0..<image.height { for x in 0..<image.width where image[x, y].a > 0 {
                box = (min(box.0, x), min(box.1, y), max(box.2, x), max(box.3, y))
                area += Double(image[x, y].a) / 255
            } }
            if let previous {
                let moved = [abs(box.0 - previous.box.0), abs(box.1 - previous.box.1), abs(box.2 - previous.box.2),
                             abs(box.3 - previous.box.3)].max()!
                #expect(moved <= 4, "step \(i) (\(degrees)°, turn \(camera.turn)): an edge moved \(moved) px")
                #expect(abs(area - previous.area) < 0.06 * previous.area, "step \(i): area \(previous.area) → \(area)")
            }
            previous = (box, area)
        }
    }
}
