import Testing
import Raster
import Warp
@testable import Fold

/// A shadow follows the device's outline: behind a rounded corner it is rounded too, so the
/// transparent space the corner leaves stays nearly clear instead of showing a square shadow.
@Suite struct ShadowOutlineTests {
    /// Opaque art with corners of radius `radius`, transparent beyond them.
    static func roundedArt(width: Int, height: Int, radius: Double) -> Image {
        var art = Image(width: width, height: height)
        let body = Mask.roundedRect(RectF(x: 0, y: 0, width: Double(width), height: Double(height)), cornerRadius: radius,
                                    width: width, height: height)
        art.fill(PremultipliedRGBA8(r: 90, g: 100, b: 120, a: 255), mask: body, atX: 0, y: 0)
        return art
    }

    /// A book opened flat projects the art as it is, so art and canvas pixels correspond.
    @Test func theShadowIsRoundedBehindARoundedCorner() throws {
        let art = Self.roundedArt(width: 400, height: 280, radius: 60)
        var o = FoldOptions(kind: .book, degrees: 180)
        o.thickness = 0; o.shading = false
        let folded = try FoldRenderer.render(art: art, hinge: 200, options: o)
        let ox = folded.canvas.originX, oy = folded.canvas.originY
        func shade(_ x: Int, _ y: Int) -> UInt8 {
            let p = folded.image[x - ox, y - oy]
            #expect(p.r == 0 || p.a == 255, "at \(x),\(y) the shadow is black")
            return p.a
        }
        // Inside the corner's square, 18 px outside the rounded body (where the shadow falls):
        // against 5 px below the straight bottom edge.
        let corner = shade(395, 275), edge = shade(200, 285)
        #expect(edge > 20, "the shadow below the edge: \(edge)")
        #expect(Double(corner) < 0.5 * Double(edge), "behind the rounded corner \(corner), below the edge \(edge)")
    }
}
