import Testing
import Raster
import Warp
@testable import Fold

@Suite struct CameraTests {
    /// (kind, degrees, turn, tilt) seen through the orbiting camera.
    static let views: [(FoldKind, Double, Double, Double)] = [
        (.flat, 180, 30, 0), (.flat, 180, -45, 20), (.flat, 180, 10, -30),
        (.book, 128, 30, 15), (.book, 128, -45, -20), (.book, 90, 20, 30), (.book, 160, -60, 0),
        (.laptop, 110, 25, 0), (.laptop, 110, -30, -15), (.laptop, 140, 40, 20),
    ]

    /// The rendered silhouette (thickness 0, no shadow) against the independent projection:
    /// canvas = the corners' pixel bounding box, pixels ≥ 1 px inside a leaf opaque, ≥ 1 px
    /// outside every leaf empty, total coverage = the leaves' union area.
    @Test(arguments: views) func silhouetteMatchesTheContract(view: (FoldKind, Double, Double, Double)) throws {
        let (kind, degrees, turn, tilt) = view
        let (w, h) = kind == .laptop ? (80, 120) : (120, 80)
        let hinge = kind == .flat ? 60 : kind == .book ? 61.5 : 58.5
        let art = FoldTestSupport.opaqueArt(width: w, height: h)
        let folded = try FoldRenderer.render(art: art, hinge: hinge,
                                             options: CameraTestSupport.bare(kind, degrees, turn: turn, tilt: tilt))
        let quads = CameraTestSupport.orbitedLeaves(kind: kind, width: w, height: h, hinge: hinge, degrees: degrees,
                                                    turn: turn, tilt: tilt)
        let all = quads.flatMap { $0 }
        let minX = all.map(\.x).min()!.rounded(.down), minY = all.map(\.y).min()!.rounded(.down)
        #expect(folded.image.width == Int(all.map(\.x).max()!.rounded(.up) - minX))
        #expect(folded.image.height == Int(all.map(\.y).max()!.rounded(.up) - minY))
        let (coverage, wrongInside, wrongOutside) = FoldTestSupport.silhouette(of: folded.image, against: quads,
                                                                               originX: minX, originY: minY)
        #expect(wrongInside == 0, "\(view): \(wrongInside) pixels inside not opaque")
        #expect(wrongOutside == 0, "\(view): \(wrongOutside) pixels outside drawn")
        let area = CameraTestSupport.unionArea(quads)
        #expect(abs(coverage - area) < 0.006 * area + 3, "\(view): coverage \(coverage) vs area \(area)")
    }

    @Test func turnedRightTheLeftEdgeIsNearerAndTaller() throws {
        let art = FoldTestSupport.opaqueArt(width: 80, height: 120)
        let img = try FoldRenderer.render(art: art, hinge: 40, options: CameraTestSupport.bare(.flat, 180, turn: 30, tilt: 0)).image
        let left = CameraTestSupport.columnHeight(img, 1), right = CameraTestSupport.columnHeight(img, img.width - 2)
        #expect(left > right + 4, "left \(left) right \(right)")
        // Narrower than the art: the face is seen at 30°.
        #expect(Double(img.width) < 80 * 0.95)
    }

    @Test func tiltedUpTheTopIsNearerAndWider() throws {
        let art = FoldTestSupport.opaqueArt(width: 80, height: 120)
        let img = try FoldRenderer.render(art: art, hinge: 40, options: CameraTestSupport.bare(.flat, 180, turn: 0, tilt: 20)).image
        let top = CameraTestSupport.rowWidth(img, 1), bottom = CameraTestSupport.rowWidth(img, img.height - 2)
        #expect(top > bottom + 4, "top \(top) bottom \(bottom)")
    }

    /// The refusal's one line, for a view the camera cannot show.
    func refusal(_ kind: FoldKind, _ degrees: Double, turn: Double, tilt: Double, elevation: Double = 30) -> String? {
        var o = FoldOptions(kind: kind, degrees: degrees)
        o.elevation = elevation
        o.camera = Camera(turn: turn, tilt: tilt)
        do {
            _ = try FoldRenderer.canvas(artWidth: 120, artHeight: 120, hinge: 60, options: o, degrees: [degrees])
            return nil
        } catch {
            return String(describing: error)
        }
    }

    /// Views the camera once refused as showing the back of a leaf are drawn now (Docs/Geometry.md,
    /// "Both sides of the device"): a book turned past half its angle, a laptop seen from below
    /// its table or behind its lid, a laptop folded below the camera's elevation.
    @Test func viewsOfALeafsBackAreDrawn() {
        #expect(refusal(.book, 128, turn: 70, tilt: 0) == nil)
        #expect(refusal(.book, 60, turn: -120, tilt: 10) == nil)
        #expect(refusal(.laptop, 110, turn: 0, tilt: -40) == nil)
        #expect(refusal(.laptop, 110, turn: 0, tilt: 85) == nil)
        #expect(refusal(.laptop, 25, turn: 0, tilt: 0) == nil)
        #expect(refusal(.flat, 180, turn: 180, tilt: 0) == nil)
    }

    /// Only what cannot exist is refused: a turn beyond a half turn, a tilt beyond a quarter
    /// turn, or angles that are not numbers, each in one line naming the range.
    @Test func anglesBeyondTheOrbitAreRefused() throws {
        for (turn, tilt) in [(180.5, 0.0), (-181, 0), (0, -90.5), (0, 91), (.nan, 0), (0, .infinity)] {
            let message = try #require(refusal(.flat, 180, turn: turn, tilt: tilt), "turn \(turn) tilt \(tilt)")
            #expect(!message.contains("\n"))
            #expect(message.contains(abs(turn) > 180 || turn.isNaN ? "from -180 to 180" : "from -90 to 90"), "\(message)")
        }
        #expect(refusal(.book, 128, turn: 180, tilt: -90) == nil)
    }

    @Test func anExplicitSquareOnCameraChangesNothing() throws {
        let art = FoldTestSupport.noisyArt(width: 90, height: 60)
        var o = FoldOptions(kind: .book, degrees: 110)
        let plain = try FoldRenderer.render(art: art, hinge: 44.5, options: o)
        o.camera = Camera(turn: 0, tilt: 0, distance: 3)
        let explicit = try FoldRenderer.render(art: art, hinge: 44.5, options: o)
        #expect(plain.image == explicit.image && plain.canvas == explicit.canvas)
    }

    /// A glass area over the middle of a flat art: the glare brightens some of the glass and
    /// never a pixel of the rest; off, it changes nothing.
    @Test func glareStaysOnTheGlass() throws {
        let art = Image(width: 80, height: 120, fill: PremultipliedRGBA8(r: 30, g: 30, b: 40, a: 255))
        var mask = Mask(width: 60, height: 100)
        for y in 0..<100 { for x in 0..<60 { mask[x, y] = 255 } }
        var o = CameraTestSupport.bare(.flat, 180, turn: -20, tilt: -15)
        o.glass = GlassArea(mask: mask, originX: 10, originY: 10)
        let dull = try FoldRenderer.render(art: art, hinge: 40, options: o)
        o.glare = 1
        let shiny = try FoldRenderer.render(art: art, hinge: 40, options: o)
        #expect(dull.canvas == shiny.canvas)
        let g = try FoldGeometry(kind: .flat, artWidth: 80, artHeight: 120, hinge: 40, degrees: 180, camera: o.camera)
        let toArt = try #require(g.artToCanvas(g.leaves[0], offset: dull.canvas.offset).inverted())
        var brighter = 0, offGlass = 0
        for y in 0..<dull.image.height {
            for x in 0..<dull.image.width {
                let p = toArt.apply(Point2D(Double(x) + 0.5, Double(y) + 0.5))
                let onGlass = p.x > 9 && p.x < 71 && p.y > 9 && p.y < 111
                let a = dull.image[x, y], b = shiny.image[x, y]
                if !onGlass && a != b { offGlass += 1 }
                if onGlass && b.r > a.r { brighter += 1 }
                #expect(b.a == a.a && b.r >= a.r)
            }
        }
        #expect(offGlass == 0)
        #expect(brighter > 200)
    }

    /// A flat device tilted back lies on its back: with thickness the body shows on the near
    /// side only, and its shadow grounds it; --no-shadow leaves no pixel outside the body.
    @Test func aTurnedFlatDeviceShowsItsNearSideAndAContactShadow() throws {
        let art = FoldTestSupport.opaqueArt(width: 80, height: 120)
        var thin = CameraTestSupport.bare(.flat, 180, turn: 30, tilt: 0)
        let bare = try FoldRenderer.render(art: art, hinge: 40, options: thin)
        thin.thickness = 6
        let thick = try FoldRenderer.render(art: art, hinge: 40, options: thin)
        // The near (left) side adds columns on the left; the far side adds none.
        #expect(thick.canvas.originX < bare.canvas.originX)
        #expect(thick.canvas.originX + thick.canvas.width <= bare.canvas.originX + bare.canvas.width)
        thin.shadow = true
        let grounded = try FoldRenderer.render(art: art, hinge: 40, options: thin)
        #expect(grounded.canvas.width > thick.canvas.width && grounded.canvas.height > thick.canvas.height)
        // The shadow: black, translucent pixels (the art's blue channel is never 0), mostly in
        // the lower half (it falls down and to the right, away from the light).
        var upper = 0, lower = 0
        for y in 0..<grounded.image.height {
            for x in 0..<grounded.image.width {
                let p = grounded.image[x, y]
                if p.a > 0 && p.a < 255 && p.b == 0 { if y < grounded.image.height / 2 { upper += 1 } else { lower += 1 } }
            }
        }
        #expect(lower > 100 && lower > upper, "shadow pixels: upper \(upper), lower \(lower)")
    }
}
