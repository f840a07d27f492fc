import Testing
import Raster
@testable import TextEngine

/// Layout: shaping, bidi order, fallback, breaking, alignment, shrinking, runs and bad settings.
struct TextLayoutTests {
    static func layout(_ text: String, _ fonts: [FontSpec], size: Double = 40, width: Double? = nil,
                       maxLines: Int? = nil, minimumSize: Double? = nil,
                       alignment: TextAlignment = .leading) throws -> TextLayout {
        try TextLayout(AttributedText(markup: text), style: TextStyle(fonts: fonts, size: size, alignment: alignment),
                       width: width, maxLines: maxLines, minimumSize: minimumSize)
    }

    @Test func kerningPullsAVTogether() throws {
        let av = try Self.layout("AV", [TestFonts.dejaVu])
        let a = try Self.layout("A", [TestFonts.dejaVu]), v = try Self.layout("V", [TestFonts.dejaVu])
        #expect(av.width < a.width + v.width - 1, "AV \(av.width) vs \(a.width + v.width)")
        #expect(av.glyphs.map(\.cluster) == [0, 1])
    }

    @Test func arabicReadsRightToLeftAndAlignsRight() throws {
        let l = try Self.layout("مرحبا بالعالم", [TestFonts.arabic], width: 600)
        #expect(l.isRightToLeft)
        // Visual order: the first glyph on the left is the end of the text.
        let clusters = l.glyphs.map(\.cluster)
        #expect(clusters.first! > clusters.last!)
        #expect(zip(clusters, clusters.dropFirst()).allSatisfy { $0 >= $1 })
        // Leading is the right edge.
        #expect(abs(l.lines[0].x + l.lines[0].width - 600) < 0.01)
    }

    @Test func latinInsideArabicKeepsItsOwnOrder() throws {
        let text = "مرحبا DuoMockup بالعالم"
        let l = try Self.layout(text, [TestFonts.dejaVu])
        let latinStart = Array(text.unicodeScalars).firstIndex(of: "D")!
        let latin = l.glyphs.filter { (latinStart..<latinStart + 9).contains($0.cluster) }
        #expect(latin.map(\.cluster) == Array(latinStart..<latinStart + 9))
        // The Latin word sits between the two Arabic words: "بالعالم" (read last) is leftmost.
        let leftmost = l.glyphs.min { $0.x < $1.x }!
        #expect(leftmost.cluster > latinStart + 9)
    }

    @Test func hebrewAndDevanagariShape() throws {
        let hebrew = try Self.layout("שלום עולם", [TestFonts.hebrew])
        #expect(hebrew.isRightToLeft && hebrew.missingCharacters.isEmpty)
        // नमस्ते: the conjunct स्ते forms fewer glyphs than scalars.
        let hindi = try Self.layout("नमस्ते", [TestFonts.devanagari])
        #expect(hindi.glyphs.count < "नमस्ते".unicodeScalars.count)
        #expect(hindi.glyphs.allSatisfy { $0.id != 0 })
    }

    @Test func fallbackCoversJapaneseAndEmojiWithoutBoxes() throws {
        let l = try Self.layout("café 日本語 👋", [TestFonts.dejaVu])
        #expect(l.missingCharacters.isEmpty)
        #expect(l.glyphs.allSatisfy { $0.id != 0 })
        let fonts = Set(l.glyphs.map(\.font.path))
        #expect(fonts.count == 3, "\(fonts)")
        #expect(l.glyphs.last!.font.hasColourBitmaps)
    }

    @Test func uncoveredCharactersAreReportedOnceAndTakeNoSpace() throws {
        let l = try Self.layout("a\u{10FFFF}b\u{10FFFF}", [TestFonts.dejaVu])
        #expect(l.missingCharacters == ["\u{10FFFF}"])
        #expect(l.glyphs.count == 2)
        let ab = try Self.layout("ab", [TestFonts.dejaVu])
        #expect(abs(l.width - ab.width) < 0.001)
    }

    @Test func onlyControlCharactersDrawNothing() throws {
        let l = try Self.layout("\u{1}\u{2}\u{7F}", [TestFonts.dejaVu])
        #expect(l.inkBounds == nil && l.glyphs.isEmpty)
    }

    @Test func linesWrapInsideTheWidthAndHardBreaksBreak() throws {
        let text = "The quick brown fox jumps over the lazy dog again and again"
        let l = try Self.layout(text, [TestFonts.dejaVu], width: 400)
        #expect(l.lines.count >= 3)
        #expect(l.lines.allSatisfy { $0.width <= 400 + 1e-6 })
        #expect(!l.isTruncated)
        let breaks = try Self.layout("one\ntwo\r\nthree", [TestFonts.dejaVu])
        #expect(breaks.lines.count == 3)
        #expect(abs(breaks.height - 3 * breaks.lineHeight) < 1e-9)
        #expect(breaks.lines[1].baseline - breaks.lines[0].baseline == breaks.lineHeight)
    }

    @Test func maxLinesTruncatesAndShrinkToFitFits() throws {
        let text = "Capture every fold of your app in one tap"
        let cut = try Self.layout(text, [TestFonts.dejaVu], size: 120, width: 1290, maxLines: 1)
        #expect(cut.lines.count == 1 && cut.isTruncated)
        let shrunk = try Self.layout(text, [TestFonts.dejaVu], size: 120, width: 1290, maxLines: 1, minimumSize: 40)
        #expect(shrunk.lines.count == 1 && !shrunk.isTruncated)
        #expect(shrunk.fontSize < 120 && shrunk.fontSize >= 40)
        #expect(shrunk.lines[0].width <= 1290)
        // It is the largest size that fits (within the search's 0.05 px).
        let bigger = try Self.layout(text, [TestFonts.dejaVu], size: shrunk.fontSize + 0.1, width: 1290, maxLines: 1)
        #expect(bigger.isTruncated)
    }

    @Test func alignmentPlacesLines() throws {
        for (alignment, expected) in [(TextAlignment.leading, 0.0), (.center, 0.5), (.trailing, 1.0)] {
            let l = try Self.layout("Hi", [TestFonts.dejaVu], width: 500, alignment: alignment)
            let free = 500 - l.lines[0].width
            #expect(abs(l.lines[0].x - free * expected) < 1e-9)
        }
    }

    @Test func boldRunsUseTheBoldFaceAndTheirColour() throws {
        let red = PremultipliedRGBA8(r: 200, g: 0, b: 0, a: 255)
        let text = AttributedText(markup: "Fold **everything** now", boldColour: red)
        #expect(text.runs.map(\.text) == ["Fold ", "everything", " now"])
        let l = try TextLayout(text, style: TextStyle(fonts: [TestFonts.dejaVu], size: 40))
        let bold = l.glyphs.filter { (5..<15).contains($0.cluster) }
        #expect(bold.count == 10 && bold.allSatisfy { $0.font.drawnWeight == 700 && $0.colour == red })
        #expect(l.glyphs.filter { $0.cluster < 5 }.allSatisfy { $0.font.drawnWeight == 400 && $0.colour == .black })
        #expect(AttributedText(markup: "a ** b").string == "a ** b")
    }

    @Test(arguments: [0.0, -3, 10_000, .infinity, .nan])
    func badSizesAreRefused(size: Double) {
        #expect(throws: TextLayoutError.self) { try Self.layout("x", [TestFonts.dejaVu], size: size) }
    }

    @Test func aHundredThousandCharactersLayOut() throws {
        let text = String(repeating: "word ", count: 20_000)
        let l = try Self.layout(text, [TestFonts.dejaVu], size: 10, width: 2000)
        #expect(l.lines.count > 100)
        // Every character draws a glyph but each line's trailing space.
        #expect(l.glyphs.count == 100_000 - l.lines.count)
    }

    @Test func letterSpacingAndLineHeightApply() throws {
        let plain = try TextLayout(AttributedText("Duo"), style: TextStyle(fonts: [TestFonts.dejaVu], size: 40))
        let spaced = try TextLayout(AttributedText("Duo"), style: TextStyle(fonts: [TestFonts.dejaVu], size: 40, letterSpacing: 5))
        #expect(abs(spaced.width - plain.width - 15) < 1e-6)
        #expect(abs(spaced.glyphs[2].x - plain.glyphs[2].x - 10) < 1e-6)
        let tall = try TextLayout(AttributedText("a\nb"), style: TextStyle(fonts: [TestFonts.dejaVu], size: 40, lineHeight: 1.5))
        #expect(tall.lineHeight == 60 && tall.height == 120)
        #expect(tall.lines[1].baseline - tall.lines[0].baseline == 60)
    }

    @Test func droppedLinesEndInAnEllipsisThatFits() throws {
        let text = AttributedText(markup: "Capture **every** fold of your app in one tap")
        let style = TextStyle(fonts: [TestFonts.dejaVu], size: 72)
        let l = try TextLayout(text, style: style, width: 700, maxLines: 1, ellipsis: true)
        #expect(l.lines.count == 1 && l.isTruncated && l.lines[0].width <= 700)
        let font = try FontLibrary.shared.font(TestFonts.dejaVu)
        let ellipsisGlyph = try #require(l.glyphs.last)
        #expect(ellipsisGlyph.font == font && ellipsisGlyph.cluster == l.lines[0].range.upperBound - 1)
        // More text would not fit: the plain cut keeps at most as many glyphs, plus the "…".
        let clipped = try TextLayout(text, style: style, width: 700, maxLines: 1)
        #expect(l.glyphs.count <= clipped.glyphs.count + 1)
        // Nothing dropped: no ellipsis.
        let whole = try TextLayout(text, style: style, width: 2000, maxLines: 1, ellipsis: true)
        #expect(!whole.isTruncated && whole.glyphs.last?.id != ellipsisGlyph.id)
        #expect(whole.lines[0].range.upperBound == text.string.unicodeScalars.count)
    }
}
