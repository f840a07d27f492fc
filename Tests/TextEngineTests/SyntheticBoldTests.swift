import Foundation
import Testing
import Raster
import TextEngine

/// A weight a face does not have is drawn by emboldening its outlines (as browsers and FreeType
/// do): bold CJK from a regular-only face reads as bold, while faces that have the weight are
/// drawn as they are.
struct SyntheticBoldTests {
    /// A face with one weight only: WenQuanYi Micro Hei on Debian (CJK and Latin), Chalkduster
    /// on macOS (whose Noto CJK comes in every weight); and text it covers.
    static let (regularOnly, sample): (FontSpec, String) = {
        let wqy = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
        return FileManager.default.fileExists(atPath: wqy) ? (.file(wqy), "折りたたみ")
            : (.file("/System/Library/Fonts/Supplemental/Chalkduster.ttf"), "Folded")
    }()

    static func layout(_ markup: String, _ fonts: [FontSpec], size: Double = 48) throws -> (TextLayout, Image) {
        let l = try TextLayout(AttributedText(markup: markup), style: TextStyle(fonts: fonts, size: size))
        let (image, _) = try #require(l.renderCropped(margin: 4))
        return (l, image)
    }

    static func ink(_ image: Image) -> Double {
        var sum = 0
        for y in 0..<image.height { for x in 0..<image.width { sum += Int(image[x, y].a) } }
        return Double(sum) / 255
    }

    @Test func aRegularOnlyFaceAskedForBoldIsEmboldenedAndAFaceWithABoldIsNot() throws {
        let library = FontLibrary()
        let regular = try library.font(Self.regularOnly, weight: 400)
        let bold = try library.font(Self.regularOnly, weight: 700)
        #expect(regular.syntheticBold == 0)
        #expect(bold.drawnWeight < 600, "the collection has no bold face: \(bold)")
        #expect(abs(bold.syntheticBold - Double(bold.unitsPerEm) / 48) < 1e-9)
        // CSS's rule: only 600 and heavier are synthesised, in proportion to what is missing.
        #expect(try library.font(Self.regularOnly, weight: 500).syntheticBold == 0)
        let heavy = try library.font(Self.regularOnly, weight: 900)
        #expect(abs(heavy.syntheticBold - 1.5 * Double(heavy.unitsPerEm) / 48) < 1e-9)
        let dejaVuBold = try library.font(.family("DejaVu Sans"), weight: 700)
        #expect(dejaVuBold.drawnWeight == 700 && dejaVuBold.syntheticBold == 0)
        let emoji = try library.font(TestFonts.emoji, weight: 700)
        #expect(emoji.syntheticBold == 0)
    }

    @Test func boldFromARegularFaceIsWiderAndHeavier() throws {
        let size = 96.0
        let (plain, plainImage) = try Self.layout(Self.sample, [Self.regularOnly], size: size)
        let (bold, boldImage) = try Self.layout("**" + Self.sample + "**", [Self.regularOnly], size: size)
        let font = try #require(bold.glyphs.first?.font)
        // Each glyph advances an em/24 further.
        let expected = plain.lines[0].width + Double(bold.glyphs.count) * size / 24
        #expect(abs(bold.lines[0].width - expected) < 1e-6, "\(bold.lines[0].width) against \(expected)")
        #expect(font.syntheticBold > 0)
        let gain = Self.ink(boldImage) / Self.ink(plainImage)
        #expect(gain > 1.15 && gain < 1.6, "ink × \(gain)")
        // The measured ink box still holds every drawn pixel (drawn on a canvas with room to
        // spare, as a cropped render would cut off what lay outside it).
        let box = try #require(bold.inkBounds)
        let origin = PointF(x: 40, y: 40)
        var image = Image(width: Int(box.maxX) + 80, height: Int(box.maxY) + 80)
        bold.draw(into: &image, at: origin)
        var outside: [PointF] = []
        for y in 0..<image.height { for x in 0..<image.width where image[x, y].a > 0 {
            let (px, py) = (Double(x) + 0.5 - origin.x, Double(y) + 0.5 - origin.y)
            if !(px > box.minX - 1 && px < box.maxX + 1 && py > box.minY - 1 && py < box.maxY + 1) {
                outside.append(PointF(x: px, y: py))
            }
        } }
        #expect(outside.isEmpty, "\(outside.count) inked pixels outside \(box), first \(outside.prefix(3))")
    }

    @Test func latinWithARealBoldIsUnchanged() throws {
        let library = FontLibrary()
        let bold = try library.font(.family("DejaVu Sans"), weight: 700)
        let (layout, _) = try Self.layout("**Bold**", [.family("DejaVu Sans")])
        #expect(layout.glyphs.allSatisfy { $0.font.path == bold.path && $0.font.syntheticBold == 0 })
    }
}
