import Testing
import Raster
import TextEngine

/// Drawing: ink lands inside the ink bounds, baselines are shared, colour glyphs keep colour.
struct TextDrawingTests {
    static func render(_ text: String, _ fonts: [FontSpec], size: Double = 48) throws -> (TextLayout, Image, PointF) {
        let l = try TextLayout(AttributedText(text), style: TextStyle(fonts: fonts, size: size))
        let (image, origin) = try #require(l.renderCropped(margin: 4))
        return (l, image, origin)
    }

    /// The pixel box of alpha > 0.
    static func inkBox(_ image: Image) -> PixelRect? {
        var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        for y in 0..<image.height { for x in 0..<image.width where image[x, y].a > 0 {
            x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
        } }
        return x1 < 0 ? nil : PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }

    @Test(arguments: ["café", "日本語", "مرحبا بالعالم", "नमस्ते", "Type AVAWAY"])
    func inkMatchesTheMeasuredBounds(text: String) throws {
        let (l, image, origin) = try Self.render(text, [TestFonts.notoSans, TestFonts.arabic, TestFonts.devanagari])
        let ink = try #require(l.inkBounds)
        let box = try #require(Self.inkBox(image))
        let snap = (origin.y + l.lines[0].baseline).rounded() - (origin.y + l.lines[0].baseline)
        // Anti-aliased edges may light a pixel the box only grazes: 1 px either way.
        #expect(abs(Double(box.minX) - (origin.x + ink.minX)) <= 1)
        #expect(abs(Double(box.maxX) - (origin.x + ink.maxX)) <= 1)
        #expect(abs(Double(box.minY) - (origin.y + snap + ink.minY)) <= 1)
        #expect(abs(Double(box.maxY) - (origin.y + snap + ink.maxY)) <= 1)
        var premultiplied = true
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image[x, y]
            if p.r > p.a || p.g > p.a || p.b > p.a { premultiplied = false }
        } }
        #expect(premultiplied)
    }

    @Test func flatBottomsShareTheBaselineRow() throws {
        // "H", "z", "E", "L" sit on the baseline with a stem or bar at their left edge: their
        // lowest solid ink row there is the same (no baseline jitter between glyphs).
        let (l, image, origin) = try Self.render("HzEL", [TestFonts.dejaVu])
        var bottoms: [Int] = []
        for g in l.glyphs {
            let box = try #require(g.inkBox)
            let cx = Int(origin.x + box.minX + 2)
            var bottom = 0
            for y in 0..<image.height where image[cx, y].a > 128 { bottom = y }
            bottoms.append(bottom)
        }
        #expect(Set(bottoms).count == 1, "\(bottoms)")
    }

    @Test func emojiKeepTheirColoursAtTheGlyphsSize() throws {
        let (l, image, _) = try Self.render("👋", [TestFonts.dejaVu], size: 64)
        #expect(l.glyphs.first?.font.hasColourBitmaps == true)
        var colourful = 0
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image[x, y]
            if p.a == 255 && Int(p.r) - Int(p.b) > 80 { colourful += 1 }   // the yellow hand
        } }
        #expect(colourful > 500)
        // About one em tall.
        let box = try #require(Self.inkBox(image))
        #expect(box.height >= 50 && box.height <= 72, "\(box)")
    }

    @Test func textDrawsInItsColourOverAnImage() throws {
        let blue = StraightRGBA8(r: 20, g: 60, b: 220).premultiplied
        let l = try TextLayout(AttributedText("Duo"), style: TextStyle(fonts: [TestFonts.dejaVu], size: 40, colour: blue))
        var image = Image(width: 120, height: 60, fill: .white)
        l.draw(into: &image, at: PointF(x: 10.25, y: 5))
        var solid = 0
        for y in 0..<60 { for x in 0..<120 where image[x, y] == blue { solid += 1 } }
        #expect(solid > 100)
        #expect(image[0, 0] == .white && image[119, 59] == .white)
    }

    /// Total alpha of a rendering.
    static func ink(_ image: Image) -> Int {
        var total = 0
        for y in 0..<image.height { for x in 0..<image.width { total += Int(image[x, y].a) } }
        return total
    }

    @Test func variableFontsFollowTheWeightAxis() throws {
        let regular = try TextLayout(AttributedText("Weight"), style: TextStyle(fonts: [TestFonts.interVariable], size: 40))
        let bold = try TextLayout(AttributedText("Weight"), style: TextStyle(fonts: [TestFonts.interVariable], size: 40, weight: 700))
        #expect(regular.glyphs[0].font.isVariableWeight && bold.glyphs[0].font.drawnWeight == 700)
        #expect(bold.width > regular.width * 1.03)
        let r = try #require(regular.renderCropped(margin: 0)), b = try #require(bold.renderCropped(margin: 0))
        #expect(Double(Self.ink(b.image)) > Double(Self.ink(r.image)) * 1.3)
    }

    @Test func cubicOutlinesFromCFFFontsDraw() throws {
        let (l, image, origin) = try Self.render("Cubic Ω", [TestFonts.cantarell])
        #expect(l.glyphs.allSatisfy { $0.id != 0 } && l.missingCharacters.isEmpty)
        let ink = try #require(l.inkBounds), box = try #require(Self.inkBox(image))
        #expect(abs(Double(box.minX) - (origin.x + ink.minX)) <= 1 && abs(Double(box.maxX) - (origin.x + ink.maxX)) <= 1)
        #expect(Self.ink(image) > 255 * 500)
    }

    @Test func glyphsMoveBySubPixelSteps() throws {
        let l = try TextLayout(AttributedText("l"), style: TextStyle(fonts: [TestFonts.dejaVu], size: 40))
        // "l" is a straight stem: with exact-area coverage its left edge is the first inked
        // column's right side minus that column's share of a full column's ink.
        func leftEdge(_ dx: Double) -> Double {
            var image = Image(width: 40, height: 50)
            l.draw(into: &image, at: PointF(x: 10 + dx, y: 2))
            let columns = (0..<40).map { x in (0..<50).reduce(0) { $0 + Int(image[x, $1].a) } }
            let full = Double(columns.max()!)
            let first = columns.firstIndex { $0 > 0 }!
            return Double(first + 1) - Double(columns[first]) / full
        }
        let e0 = leftEdge(0), e1 = leftEdge(0.25), e2 = leftEdge(0.5)
        #expect(abs(e1 - e0 - 0.25) < 0.01 && abs(e2 - e0 - 0.5) < 0.01, "\(e0) \(e1) \(e2)")
    }

    @Test func colrLayersDrawInPaletteAndTextColours() throws {
        let blue = PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)
        let l = try TextLayout(AttributedText("AB"), style: TextStyle(fonts: [TestFonts.colrTest], size: 100, colour: blue))
        #expect(l.glyphs.first?.font.hasColourLayers == true)
        var image = Image(width: 160, height: 120)
        l.draw(into: &image, at: PointF(x: 10, y: 10))
        // Baseline at y = 10 + 80; "A" spans x 15…75, its front square x 35…55, y 45…65.
        #expect(image[20, 85] == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))   // palette red
        #expect(image[45, 55] == blue)                                               // foreground layer
        #expect(image[110, 70] == blue)                                              // "B", an outline
        #expect(image[5, 5].a == 0)
    }
}
