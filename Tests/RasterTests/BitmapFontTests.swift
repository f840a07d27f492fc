import Testing
@testable import Raster

/// The project's bitmap font.
struct BitmapFontTests {
    static let required = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_.,()/:°×")

    @Test func everyRequiredGlyphIsDrawnNonEmptyAndDistinct() {
        var seen: [[UInt8]: Character] = [:]
        for character in Self.required {
            let bitmap = BitmapFontGlyphs.bitmaps[character]
            #expect(bitmap != nil, "missing \(character)")
            guard let bitmap else { continue }
            #expect(bitmap.contains { $0 != 0 }, "\(character) is empty")
            #expect(bitmap != BitmapFontGlyphs.missingBitmap)
            if let other = seen[bitmap] { Issue.record("\(character) looks like \(other)") }
            seen[bitmap] = character
        }
        #expect(BitmapFontGlyphs.bitmaps[" "]?.allSatisfy { $0 == 0 } == true)
    }

    @Test(arguments: [9, 13, 18, 27])
    func drawingPaintsOnlyInsideTheMeasuredBox(height: Int) {
        let text = "iPhone Duo 12:30 (3×) °C"
        let size = BitmapFont.measure(text, height: height)
        #expect(size.height == height && size.width >= text.count * height / 2)
        var image = Image(width: size.width + 10, height: height + 10, fill: .white)
        BitmapFont.draw(text, into: &image, atX: 5, y: 5, height: height, colour: .black)
        var dark = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] != .white {
                dark += 1
                #expect(x >= 5 && x < 5 + size.width && y >= 5 && y < 5 + height, "ink at (\(x), \(y))")
            }
        }
        #expect(dark > 0)
    }

    @Test func inkScalesWithTheSquareOfTheHeight() {
        // Exact-area rendering: the covered area is the lit font-pixel count × (height / 9)².
        let text = "Ag8"
        let lit = text.reduce(0) { sum, c in
            sum + BitmapFontGlyphs.bitmaps[c]!.reduce(0) { $0 + $1.nonzeroBitCount } }
        for height in [9, 14, 31] {
            let mask = BitmapFont.coverage(text, height: height)!
            let unit = Double(height) / 9
            let expected = Double(lit) * unit * unit
            #expect(abs(mask.coveredArea - expected) < 0.01 * expected + 1, "height \(height)")
        }
    }

    @Test func emptyTextMeasuresZeroAndDrawsNothing() {
        #expect(BitmapFont.measure("", height: 12).width == 0)
        var image = Image(width: 4, height: 4, fill: .white)
        BitmapFont.draw("", into: &image, atX: 0, y: 0, height: 12, colour: .black)
        #expect(image == Image(width: 4, height: 4, fill: .white))
    }
}
