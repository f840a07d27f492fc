import Testing
import Raster
import Warp
@testable import Fold

@Suite struct FoldShadingTests {
    @Test func lightingIsNeutralFacingTheCameraAndMatchesTheReferences() throws {
        #expect(Lighting.factor(normal: SIMD3(0, 0, 1)) == 1)
        // The references' documented factors: book 128 left 0.84, right 1.0; laptop 110 from 30°:
        // raised half 0.95, table half 0.83.
        let book = try FoldGeometry(kind: .book, artWidth: 120, artHeight: 80, hinge: 60, degrees: 128)
        let left = book.leaves.first { $0.side < 0 }!, right = book.leaves.first { $0.side > 0 }!
        #expect(abs(Lighting.factor(normal: left.normal) - 0.84) < 0.006)
        #expect(abs(Lighting.factor(normal: right.normal) - 1.0) < 0.006)
        let laptop = try FoldGeometry(kind: .laptop, artWidth: 80, artHeight: 120, hinge: 60, degrees: 110)
        let upper = laptop.leaves.first { $0.side < 0 }!, lower = laptop.leaves.first { $0.side > 0 }!
        #expect(abs(Lighting.factor(normal: upper.normal) - 0.95) < 0.006)
        #expect(abs(Lighting.factor(normal: lower.normal) - 0.83) < 0.006)
    }

    /// A uniform grey art folded with shading: the two leaves differ, the crease is a smooth band
    /// (no step between neighbouring pixels anywhere along a row), darker at the hinge.
    @Test func theCreaseIsASmoothBandNotALine() throws {
        let grey = Image(width: 240, height: 60, fill: PremultipliedRGBA8(r: 180, g: 180, b: 180, a: 255))
        var o = FoldOptions(kind: .book, degrees: 90)
        o.thickness = 0; o.shadow = false; o.creaseWidth = 60
        let folded = try FoldRenderer.render(art: grey, hinge: 120, options: o)
        let y = Int(folded.hingeMidpoint.y)
        let row = (0..<folded.image.width).map { Int(folded.image[$0, y].r) }
        let alpha = (0..<folded.image.width).map { folded.image[$0, y].a }
        let inner = (0..<row.count).filter { $0 > 0 && $0 < row.count - 1 && alpha[$0 - 1] == 255 && alpha[$0] == 255 && alpha[$0 + 1] == 255 }
        let steps = inner.dropFirst().map { abs(row[$0] - row[$0 - 1]) }
        #expect(steps.max()! <= 3, "largest step between neighbours \(steps.max()!)")
        let hx = Int(folded.hingeMidpoint.x)
        // The leaves differ, and the bend is darker than the mean of the two.
        let left = row[inner.first! + 2], right = row[inner.last! - 2]
        #expect(left != right)
        #expect(Double(row[hx]) < Double(left + right) / 2 - 3)
        // Shading off: every opaque pixel keeps the art's colour.
        o.shading = false
        let plain = try FoldRenderer.render(art: grey, hinge: 120, options: o)
        #expect((0..<plain.image.width).allSatisfy { plain.image[$0, y].a < 255 || plain.image[$0, y].r == 180 })
    }

    @Test func thicknessDrawsTheVisibleEdgesOnly() throws {
        let art = FoldTestSupport.opaqueArt(width: 120, height: 80)
        var thin = FoldTestSupport.bare(.book, 110)
        var thick = thin
        thick.thickness = 6
        thin.thickness = 0
        let a = try FoldRenderer.render(art: art, hinge: 60, options: thin)
        let b = try FoldRenderer.render(art: art, hinge: 60, options: thick)
        // The sides add width at both outer edges, not height (book tops and bottoms face away).
        #expect(b.image.width > a.image.width + 2)
        #expect(b.image.height <= a.image.height + 1)
        // At 180° no side shows: thickness changes nothing.
        var flat = FoldTestSupport.bare(.book, 180)
        flat.thickness = 6
        #expect(try FoldRenderer.render(art: art, hinge: 60, options: flat).image == art)
    }
}
