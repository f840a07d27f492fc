import Testing
import Raster
@testable import TextEngine

/// Colour emoji on a Mac are sbix PNG strikes (Apple Color Emoji), not Noto's CBDT: a test font
/// of that format (Fixtures/make-sbix-font.py) must draw its bitmaps in their own colours, in
/// place, and be chosen for an emoji as a colour font.
struct SbixColourTests {
    static let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)
    static let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)
    static let green = PremultipliedRGBA8(r: 0, g: 160, b: 0, a: 255)

    @Test func sbixGlyphsDrawTheirBitmapsInColour() throws {
        let l = try TextLayout(AttributedText("A\u{1F600}"), style: TextStyle(fonts: [TestFonts.sbixTest], size: 64, colour: .black))
        #expect(l.glyphs.count == 2 && l.glyphs.allSatisfy { $0.font.hasColourBitmaps && $0.font.familyName == "SBIX Test" })
        #expect(l.missingCharacters.isEmpty && l.width == 128)
        var image = Image(width: 150, height: 80)
        l.draw(into: &image, at: PointF(x: 8, y: 8))
        // Ascender 1000 of 1000 units: the baseline is at y = 72 and each 64 px bitmap spans
        // y 8…72, "A" at x 8…72 (its top-left quarter blue), the emoji at x 72…136.
        #expect(image[50, 60] == Self.red)
        #expect(image[20, 20] == Self.blue)
        #expect(image[100, 40] == Self.green)
        #expect(image[4, 40].a == 0 && image[100, 76].a == 0 && image[140, 40].a == 0)
        // Nothing of the outlines (black squares) shows anywhere.
        var black = 0
        for y in 0..<image.height { for x in 0..<image.width where image[x, y] == .black { black += 1 } }
        #expect(black == 0)
    }

    /// An emoji prefers a colour font: listed after DejaVu Sans, whose outline 😀 covers it
    /// too, the sbix font still draws it (and DejaVu the letter).
    @Test func anEmojiPrefersTheSbixFont() throws {
        let l = try TextLayout(AttributedText("x\u{1F600}"),
                               style: TextStyle(fonts: [TestFonts.dejaVu, TestFonts.sbixTest], size: 64))
        #expect(l.glyphs.map(\.font.familyName) == ["DejaVu Sans", "SBIX Test"])
    }
}
