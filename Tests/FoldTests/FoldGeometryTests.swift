import Testing
import Raster
import Warp
@testable import Fold

@Suite struct FoldGeometryTests {
    static let bookCases: [Double] = [150, 128, 90, 60]
    static let laptopCases: [Double] = [150, 110, 90]

    /// The rendered silhouette (thickness 0, no shadow) against the doc's projection: canvas =
    /// the corners' pixel bounding box, pixels ≥ 1 px inside a leaf opaque, ≥ 1 px outside both
    /// empty, total coverage = the two quads' area.
    func checkSilhouette(_ kind: FoldKind, _ degrees: Double) throws {
        let (w, h) = kind == .book ? (120, 80) : (80, 120)
        let hinge = kind == .book ? 61.5 : 58.5
        let art = FoldTestSupport.opaqueArt(width: w, height: h)
        let folded = try FoldRenderer.render(art: art, hinge: hinge, options: FoldTestSupport.bare(kind, degrees))
        let quads = FoldTestSupport.projectedLeaves(kind: kind, width: w, height: h, hinge: hinge, degrees: degrees)
        let all = quads.flatMap { $0 }
        let minX = all.map(\.x).min()!.rounded(.down), minY = all.map(\.y).min()!.rounded(.down)
        #expect(folded.image.width == Int(all.map(\.x).max()!.rounded(.up) - minX))
        #expect(folded.image.height == Int(all.map(\.y).max()!.rounded(.up) - minY))
        let hx = kind == .book ? hinge : Double(w) / 2, hy = kind == .book ? Double(h) / 2 : hinge
        #expect(abs(folded.hingeMidpoint.x - (hx - minX)) < 1e-9 && abs(folded.hingeMidpoint.y - (hy - minY)) < 1e-9)

        let (coverage, wrongInside, wrongOutside) = FoldTestSupport.silhouette(of: folded.image, against: quads,
                                                                               originX: minX, originY: minY)
        #expect(wrongInside == 0, "\(kind) \(degrees): \(wrongInside) pixels inside not opaque")
        #expect(wrongOutside == 0, "\(kind) \(degrees): \(wrongOutside) pixels outside drawn")
        let area = quads.map(FoldTestSupport.quadArea).reduce(0, +)
        #expect(abs(coverage - area) < 0.004 * area + 2, "\(kind) \(degrees): coverage \(coverage) vs area \(area)")
    }

    @Test(arguments: bookCases) func bookSilhouetteMatchesTheProjection(degrees: Double) throws {
        try checkSilhouette(.book, degrees)
    }

    @Test(arguments: laptopCases) func laptopSilhouetteMatchesTheProjection(degrees: Double) throws {
        try checkSilhouette(.laptop, degrees)
    }

    @Test(arguments: bookCases) func bookOuterEdgesAreTallerThanTheHinge(degrees: Double) throws {
        let art = FoldTestSupport.opaqueArt(width: 120, height: 80)
        let img = try FoldRenderer.render(art: art, hinge: 60, options: FoldTestSupport.bare(.book, degrees))
        func columnHeight(_ x: Int) -> Double {
            (0..<img.image.height).reduce(0.0) { $0 + Double(img.image[x, $1].a) / 255 }
        }
        let hingeX = Int(img.hingeMidpoint.x)
        let hingeHeight = columnHeight(hingeX)
        #expect(abs(hingeHeight - 80) < 0.5)  // the hinge (Z = 0) keeps its size
        #expect(columnHeight(1) > hingeHeight + 1 && columnHeight(img.image.width - 2) > hingeHeight + 1)
    }

    @Test(arguments: [(FoldKind.book, 128.0), (.book, 60), (.laptop, 110), (.laptop, 90)])
    func theHingeHasNoSeam(kind: FoldKind, degrees: Double) throws {
        // Hinge on a pixel boundary and mid-pixel: both must stay as opaque as the art.
        for hinge in [60.0, 60.5] {
            let art = FoldTestSupport.opaqueArt(width: kind == .book ? 120 : 80, height: kind == .book ? 80 : 120)
            var options = FoldOptions(kind: kind, degrees: degrees)
            options.shadow = false
            let folded = try FoldRenderer.render(art: art, hinge: hinge, options: options)
            let m = folded.hingeMidpoint
            let half = kind == .book ? 40 : 40  // half the hinge's length in art px (Z = 0: unscaled)
            for k in (-half + 1)..<(half - 1) {
                let (x, y) = kind == .book ? (Int(m.x.rounded(.down)), Int(m.y) + k) : (Int(m.x) + k, Int(m.y.rounded(.down)))
                #expect(folded.image[x, y].a == 255, "\(kind) \(degrees) hinge \(hinge): seam at (\(x), \(y))")
                // The neighbours across the hinge too (a seam may straddle two pixels).
                let (x2, y2) = kind == .book ? (x - 1, y) : (x, y - 1)
                #expect(folded.image[x2, y2].a == 255)
            }
        }
    }

    @Test func flatFoldsGiveTheArtBackPixelForPixel() throws {
        let book = FoldTestSupport.noisyArt(width: 50, height: 30)
        for shading in [false, true] {
            var o = FoldOptions(kind: .book, degrees: 180)
            o.shadow = false; o.shading = shading
            let flat = try FoldRenderer.render(art: book, hinge: 25.5, options: o)
            #expect(flat.image == book)
        }
        let upright = FoldTestSupport.noisyArt(width: 30, height: 50)
        var o = FoldOptions(kind: .laptop, degrees: 180)
        o.elevation = 90; o.shadow = false
        let flat = try FoldRenderer.render(art: upright, hinge: 24.5, options: o)
        #expect(flat.image == upright)
    }

    @Test func aShadowLeavesTheOpaqueArtUntouchedWhenFlat() throws {
        let art = FoldTestSupport.opaqueArt(width: 60, height: 40)
        let folded = try FoldRenderer.render(art: art, hinge: 30, options: FoldOptions(kind: .book, degrees: 180))
        let ox = folded.canvas.originX, oy = folded.canvas.originY
        #expect(folded.image.width > 60 && folded.image.height > 40)
        for y in 0..<40 { for x in 0..<60 { #expect(folded.image[x - ox, y - oy] == art[x, y]) } }
        // And the shadow is there, outside the art.
        let below = folded.image[30 - ox, 40 - oy + 2]
        #expect(below.a > 0 && below.r == 0)
    }

    @Test func invalidOptionsThrowOneLineErrors() {
        let cases: [(FoldKind, Double, Double, Double)] = [
            (.book, -1, 30, 3), (.book, 181, 30, 3), (.book, .nan, 30, 3),
            (.laptop, 110, 0, 3), (.laptop, 110, 91, 3),
            (.book, 128, 30, 0), (.book, 128, 30, -2), (.book, 60, 30, 0.05),
        ]
        for (kind, deg, elev, dist) in cases {
            var o = FoldOptions(kind: kind, degrees: deg)
            o.elevation = elev; o.distance = dist
            do {
                _ = try FoldRenderer.canvas(artWidth: 120, artHeight: 80, hinge: 60, options: o, degrees: [deg])
                Issue.record("\(kind) \(deg)° elevation \(elev) distance \(dist) was accepted")
            } catch let e as FoldError {
                #expect(!e.description.isEmpty && !e.description.contains("\n"))
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
        // Shut, or a laptop's lid at or below the camera's elevation, is drawn (its outer face shows).
        for (kind, deg) in [(FoldKind.laptop, 31.0), (.laptop, 30), (.laptop, 20), (.book, 0)] {
            var ok = FoldOptions(kind: kind, degrees: deg)
            ok.elevation = 30
            #expect(throws: Never.self) { try FoldRenderer.canvas(artWidth: 80, artHeight: 120, hinge: 60, options: ok, degrees: [deg]) }
        }
    }

    @Test func aFixedCanvasKeepsTheHingeInPlaceAcrossAngles() throws {
        let art = FoldTestSupport.opaqueArt(width: 120, height: 80)
        let o = FoldOptions(kind: .book, degrees: 128)
        let angles: [Double] = [180, 150, 120, 90, 60]
        let canvas = try FoldRenderer.canvas(artWidth: 120, artHeight: 80, hinge: 60, options: o, degrees: angles)
        var mids: Set<Point2D> = []
        for d in angles {
            var od = o
            od.degrees = d
            let f = try FoldRenderer.render(art: art, hinge: 60, options: od, canvas: canvas)
            #expect(f.image.width == canvas.width && f.image.height == canvas.height)
            mids.insert(f.hingeMidpoint)
        }
        #expect(mids.count == 1)
    }
}
