import Foundation
import Testing
import Codecs
import Raster
import TextEngine
@testable import Compose
@testable import DuoMockupCLI

/// Free layers on store pages: placement by anchor and fraction, rotation about the anchor,
/// opacity, text stroke, gradient fill and box, drawing order, right-to-left pages, the
/// storefile's mistakes, and the content stamp.
@Suite struct PageLayerTests {
    static let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255)

    /// The smallest rectangle of pixels with alpha ≥ `threshold`.
    static func inkBox(_ image: Image, threshold: UInt8 = 128) -> PixelRect? {
        var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        for y in 0..<image.height { for x in 0..<image.width where image[x, y].a >= threshold {
            x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
        } }
        return x1 < 0 ? nil : PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }

    static func block(_ w: Int, _ h: Int, _ colour: PremultipliedRGBA8 = red) -> LayerPicture {
        LayerPicture(image: Image(width: w, height: h, fill: colour), frame: RectF(x: 0, y: 0, width: Double(w), height: Double(h)))
    }

    @Test func eachAnchorLandsOnItsPoint() {
        for (anchor, expected) in [(LayerAnchor.topLeft, PixelRect(x: 50, y: 40, width: 10, height: 6)),
                                   (.bottomRight, PixelRect(x: 40, y: 34, width: 10, height: 6)),
                                   (.center, PixelRect(x: 45, y: 37, width: 10, height: 6)),
                                   (.top, PixelRect(x: 45, y: 40, width: 10, height: 6))] {
            var page = Image(width: 100, height: 80)
            LayerRenderer.place(Self.block(10, 6), anchor: anchor, at: (50, 40), rotate: 0, opacity: 1, into: &page)
            #expect(Self.inkBox(page) == expected, "\(anchor)")
        }
        // Without x and y, an anchor is the page's own point of that name (mirrored on a right-to-left page).
        var p = LayerPlacement()
        p.anchor = .bottomLeft
        #expect(p.point(pageWidth: 200, pageHeight: 100, mirrored: false) == (0, 100))
        p.x = 0.25
        #expect(p.point(pageWidth: 200, pageHeight: 100, mirrored: true) == (150, 100))
    }

    @Test func aTurnedLayerTurnsClockwiseAboutItsAnchorWithSoftEdges() throws {
        var page = Image(width: 100, height: 100)
        // 40 × 10 about its left edge's middle, turned 90° clockwise: it hangs down from (50, 50).
        LayerRenderer.place(Self.block(40, 10), anchor: .left, at: (50, 50), rotate: 90, opacity: 1, into: &page)
        let box = try #require(Self.inkBox(page))
        #expect(abs(box.x - 45) <= 1 && abs(box.width - 10) <= 1)
        #expect(abs(box.y - 50) <= 1 && abs(box.height - 40) <= 1)
        #expect(page[50, 80] == Self.red && page[80, 50].a == 0)
        // At 30° the edges are anti-aliased: some pixels are partly covered.
        var tilted = Image(width: 100, height: 100)
        LayerRenderer.place(Self.block(60, 20), anchor: .center, at: (50, 50), rotate: 30, opacity: 1, into: &tilted)
        let partial = (0..<100).flatMap { y in (0..<100).map { x in tilted[x, y].a } }.filter { $0 > 20 && $0 < 235 }
        #expect(partial.count > 60)
        #expect(tilted[50, 50] == Self.red)
    }

    @Test func opacityFadesALayerTurnedOrNot() {
        for rotate in [0.0, 20.0] {
            var page = Image(width: 60, height: 60)
            LayerRenderer.place(Self.block(30, 30), anchor: .center, at: (30, 30), rotate: rotate, opacity: 0.5, into: &page)
            #expect(abs(Int(page[30, 30].a) - 128) <= 2, "rotate \(rotate): \(page[30, 30])")
        }
    }

    static func textPicture(_ text: String, _ configure: (inout TextLayerStyle) -> Void = { _ in }, locale: String? = nil) throws
        -> (LayerPicture, TextLayout) {
        var style = TextLayerStyle(text: .literal(text))
        style.size = 0.2
        style.colour = StraightRGBA8(r: 255, g: 255, b: 255)
        configure(&style)
        let layout = try TextLayerPainter.layout(text, style: style, fonts: ["DejaVu Sans", "Noto Sans", "Noto Sans Arabic"],
                                                 pageHeight: 200, width: nil, maxHeight: nil, locale: locale, place: "layer")
        return (try TextLayerPainter.picture(layout, style: style, space: .sRGB), layout)
    }

    @Test func aStrokeDrawsOutsideTheGlyphsAndLeavesThemTheirColour() throws {
        let (plain, _) = try Self.textPicture("HO")
        try ComposeTestFiles.write(plain.image, to: "/tmp/layers-test-plain.png")
        let (stroked, layout) = try Self.textPicture("HO") { $0.stroke = .init(width: 0.08, colour: StraightRGBA8(r: 0, g: 0, b: 255)) }
        // 0.08 of a 40 px text: about 3 px of blue around every glyph, none of it inside them.
        #expect(layout.fontSize == 40)
        try ComposeTestFiles.write(stroked.image, to: "/tmp/layers-test-stroked.png")
        var outside = 0, insideChanged = 0
        // The frames (the lines' box) are at the same place of the layout: the canvases line up there.
        let dx = Int((stroked.frame.x - plain.frame.x).rounded()), dy = Int((stroked.frame.y - plain.frame.y).rounded())
        #expect(stroked.frame.x - plain.frame.x == Double(dx) && stroked.frame.y - plain.frame.y == Double(dy))
        for y in 0..<plain.image.height { for x in 0..<plain.image.width {
            let p = plain.image[x, y], s = stroked.image[x + dx, y + dy]
            if p.a == 0 && s.a == 255 && s.b == 255 && s.r == 0 { outside += 1 }
            if p.a == 255 && s != p { insideChanged += 1 }
        } }
        #expect(outside > 200, "\(outside) stroke pixels")
        #expect(insideChanged == 0)
        // The stroke reaches about its width past the glyphs' ink on every side.
        let a = try #require(Self.inkBox(plain.image)), b = try #require(Self.inkBox(stroked.image))
        #expect(abs((a.x + dx - b.x) - 3) <= 1 && abs((b.x + b.width) - (a.x + dx + a.width) - 3) <= 1, "\(a) \(b)")
    }

    @Test func aGradientFillChangesColourAcrossAWord() throws {
        let (picture, _) = try Self.textPicture("IIIIIIII") {
            $0.fill = .init(angle: 90, stops: [GradientStop(colour: StraightRGBA8(r: 255, g: 0, b: 0), position: 0),
                                               GradientStop(colour: StraightRGBA8(r: 0, g: 0, b: 255), position: 1)])
        }
        let ink = try #require(Self.inkBox(picture.image))
        func meanRedShare(_ xs: Range<Int>) -> Double {
            var red = 0.0, blue = 0.0
            for y in ink.y..<(ink.y + ink.height) { for x in xs where picture.image[x, y].a == 255 {
                red += Double(picture.image[x, y].r); blue += Double(picture.image[x, y].b)
            } }
            return red / max(red + blue, 1)
        }
        let left = meanRedShare(ink.x..<(ink.x + ink.width / 4)), right = meanRedShare((ink.x + 3 * ink.width / 4)..<(ink.x + ink.width))
        #expect(left > 0.7 && right < 0.3, "left \(left), right \(right)")
    }

    @Test func aBadgeBoxIsAPillBehindTheText() throws {
        let (picture, _) = try Self.textPicture("NEW") { $0.box = TextLayerStyle.badgeBox }
        let f = picture.frame
        let box = StraightRGBA8(r: 255, g: 59, b: 48).premultiplied
        // Inside the padding, left of the text: the box's colour; the frame's corner: cut round.
        #expect(picture.image[Int(f.x) + 8, Int(f.midY)] == box)
        #expect(picture.image[Int(f.x) + 1, Int(f.y) + 1].a == 0)
        // The frame is the lines' box plus 0.35 em of padding on each side.
        #expect(abs(f.height - (40 * TextLayerPainter.lineHeight + 2 * 0.35 * 40)) < 1)
    }

    @Test func arabicTextShapesRightToLeft() throws {
        let (_, layout) = try Self.textPicture("طبقات", locale: "ar")
        #expect(layout.isRightToLeft)
        #expect(layout.missingCharacters.isEmpty)
    }

    /// A one-page spread of `size` whose page holds `layers`, on a solid dark background.
    static func spread(_ layers: [PageLayer], size: PixelSize = PixelSize(120, 90), mirrored: Bool = false, locale: String? = nil) -> Spread {
        var style = PageStyle()
        style.background = .colour(StraightRGBA8(r: 0, g: 0, b: 0))
        let page = StorePage(place: "page", name: "p", devices: [], title: nil, subtitle: nil, span: 1, style: style, layers: layers)
        return Spread(size: size, pages: [page], captions: [PageCaption(title: nil, subtitle: nil, rightToLeft: mirrored, locale: locale)],
                      titleSizes: [nil], mockupKeys: [[]], mirrored: mirrored, layers: [layers])
    }

    static func imageLayer(_ path: String, x: Double, y: Double, anchor: LayerAnchor = .center, width: Double? = nil) -> PageLayer {
        var p = LayerPlacement()
        p.x = x; p.y = y; p.anchor = anchor; p.width = width
        return PageLayer(place: "layer", content: .image(path: path), placement: p)
    }

    @Test func layersDrawInTheirOrderAndMirrorOnARightToLeftPage() throws {
        let dir = try ComposeTestFiles.temporaryFolder()
        try ComposeTestFiles.write(Image(width: 20, height: 20, fill: Self.red), to: dir + "/red.png")
        try ComposeTestFiles.write(Image(width: 20, height: 20, fill: PremultipliedRGBA8(r: 0, g: 255, b: 0, a: 255)), to: dir + "/green.png")
        let layers = [Self.imageLayer(dir + "/red.png", x: 0.25, y: 0.5), Self.imageLayer(dir + "/green.png", x: 0.3, y: 0.5)]
        let page = try PageRenderer.render(Self.spread(layers), mockups: [:], painter: nil)[0]
        // Red at 20…40, green at 26…46 over it.
        #expect(page[22, 45] == Self.red && page[30, 45].g == 255 && page[30, 45].r == 0)
        let swapped = try PageRenderer.render(Self.spread(layers.reversed()), mockups: [:], painter: nil)[0]
        #expect(swapped[30, 45] == Self.red)
        // Mirrored: x → 1 − x, so red sits at 80…100.
        let mirrored = try PageRenderer.render(Self.spread(layers, mirrored: true), mockups: [:], painter: nil)[0]
        #expect(mirrored[97, 45] == Self.red && mirrored[22, 45] != Self.red)
        // A width is a fraction of the page: 0.5 of 120 px scales the 20 px image to 60.
        let wide = try PageRenderer.render(Self.spread([Self.imageLayer(dir + "/red.png", x: 0, y: 0, anchor: .topLeft, width: 0.5)]),
                                           mockups: [:], painter: nil)[0]
        #expect(Self.inkBox(wide) != nil && wide[59, 59] == Self.red && wide[61, 30] != Self.red)
    }

    static func problems(_ layers: String) throws -> [String: String] {
        let dir = try ComposeTestFiles.temporaryFolder()
        try ComposeTestFiles.write("x", to: dir + "/shots/en-US/closed.png")
        try ComposeTestFiles.write("x", to: dir + "/art.png")
        try ComposeTestFiles.write("""
        {"sets": [{"size": [400, 600], "pages": [{"name": "a", "layers": \(layers)}]}]}
        """, to: dir + "/store.json")
        do {
            _ = try StorefileChecker.load(dir + "/store.json")
            return [:]
        } catch let e as StorefileError {
            return Dictionary(e.problems.map { ($0.place, $0.message) }, uniquingKeysWith: { $0 + " | " + $1 })
        }
    }

    @Test func everyLayerMistakeIsNamedAtItsPlace() throws {
        let found = try Self.problems("""
        [{"type": "txt", "text": "a"},
         {"type": "text", "text": "a", "rotae": 4, "opacity": 2, "anchor": "top-lef",
          "stroke": {"width": 0.1}, "fill": {"stops": ["#fff"]}, "box": "red"},
         {"type": "image", "image": "gone.png"},
         {"type": "image"},
         {"type": "device", "capture": "shots/{locale}/closed.mp4"},
         {"type": "badge", "size": 0.02, "minimumSize": 0.03, "text": "b", "colour": "#fff"},
         {"text": "no type"},
         "text"]
        """)
        let p = "sets[0].pages[0].layers"
        #expect(found["\(p)[0].type"] == "unknown layer type txt; did you mean text?")
        #expect(found["\(p)[1].rotae"] == "unknown field; did you mean \"rotate\"?")
        #expect(found["\(p)[1].opacity"] == "expected 0…1, got the number 2")
        #expect(found["\(p)[1].anchor"] == "unknown anchor top-lef; did you mean top-left?")
        #expect(found["\(p)[1].stroke.color"] == "missing: a stroke needs \"color\"")
        #expect(found["\(p)[1].fill.stops"]?.contains("at least two stops") == true)
        #expect(found["\(p)[1].box"] == "expected an object for \"box\", got the string \"red\"")
        #expect(found["\(p)[2].image"]?.hasPrefix("no image for en-US and none to fall back to: tried ") == true)
        #expect(found["\(p)[3].image"]?.hasPrefix("missing: an image layer needs \"image\"") == true)
        #expect(found["\(p)[4].capture"]?.contains("is a recording: a device layer shows a still capture") == true)
        #expect(found["\(p)[5].minimumSize"] == "is larger than size (0.03 > 0.02)")
        #expect(found["\(p)[5].colour"] == "unknown field; did you mean \"color\"?")
        #expect(found["\(p)[6].type"]?.hasPrefix("missing \"type\"") == true)
        #expect(found["\(p)[7]"]?.hasPrefix("expected a layer: an object with \"type\"") == true)
        #expect(found.count == 14, "\(found)")
        #expect(try Self.problems("{}")["sets[0].pages[0].layers"]?.hasPrefix("expected an array of layers") == true)
    }

    /// A storefile with a page of layers only: a text layer, an image layer and a turned device layer.
    static func layeredStore(in dir: String, font: String) throws {
        _ = try ComposeTestFiles.bezelSet(in: dir + "/bezels")
        try ComposeTestFiles.write(ComposeTestFiles.capture(.closed), to: dir + "/shots/en-US/closed.png")
        try ComposeTestFiles.write(Image(width: 8, height: 8, fill: Self.red), to: dir + "/art.png")
        try ComposeTestFiles.write("""
        {"version": 1, "bezels": "bezels", "sourceLocale": "en-US", "locales": ["en-US"],
         "sets": [{"name": "small", "size": [300, 400], "pages": [
           {"name": "layers", "style": {"background": "#000000"}, "layers": [
             {"type": "image", "image": "art.png", "anchor": "top-left", "x": 0, "y": 0, "width": 0.1},
             {"type": "device", "capture": "shots/{locale}/closed.png", "pose": "closed", "height": 0.5, "x": 0.5, "y": 0.6, "rotate": 10},
             {"type": "text", "text": "Hi", "fonts": ["\(font)"], "anchor": "top", "y": 0.05, "stroke": {"width": 0.1, "color": "#ff0000"}}
           ]}]}]}
        """, to: dir + "/store.json")
    }

    @Test func aChangedImageOrFontRedrawsThePageAndAMistakeStopsTheRunWithStatus2() throws {
        let dir = try ComposeTestFiles.temporaryFolder()
        let debian = "/usr/share/fonts/truetype/dejavu/"
        let regular = FileManager.default.fileExists(atPath: debian + "DejaVuSans.ttf") ? debian + "DejaVuSans.ttf"
            : try FontLibrary.shared.font(.family("DejaVu Sans"), weight: 400).path
        let bold = FileManager.default.fileExists(atPath: debian + "DejaVuSans-Bold.ttf") ? debian + "DejaVuSans-Bold.ttf"
            : try FontLibrary.shared.font(.family("DejaVu Sans"), weight: 700).path
        try FileManager.default.createDirectory(atPath: dir + "/fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: regular, toPath: dir + "/fonts/Layer.ttf")
        try Self.layeredStore(in: dir, font: dir + "/fonts/Layer.ttf")
        func compose(_ status: Int32 = 0) -> String {
            let console = Console.capturing()
            #expect(DuoMockupTool.run(["compose", dir + "/store.json", "-o", dir + "/out", "--json"], console: console) == status,
                    "\(console.capturedError)")
            return console.capturedOutputText + console.capturedError
        }
        #expect(compose().contains("\"written\": [\n"))
        let page = try ImageFile.read(path: dir + "/out/en-US/small/01-layers.png").image
        #expect(page[5, 5].r > 200 && page[5, 5].g < 40)                  // the image layer, top-left
        #expect(page[150, 240] != page[290, 390])                        // the device, mid-page, on black
        #expect(compose().contains("\"written\": []"))
        // The image's bytes change: the page is drawn again.
        try ComposeTestFiles.write(Image(width: 8, height: 8, fill: PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255)), to: dir + "/art.png")
        #expect(compose().contains("\"written\": [\n"))
        #expect(compose().contains("\"written\": []"))
        // The text layer's font file changes under the same name: drawn again.
        try FileManager.default.removeItem(atPath: dir + "/fonts/Layer.ttf")
        try FileManager.default.copyItem(atPath: bold, toPath: dir + "/fonts/Layer.ttf")
        #expect(compose().contains("\"written\": [\n"))
        // A layer setting changes: drawn again.
        let json = try String(contentsOfFile: dir + "/store.json", encoding: .utf8)
        try ComposeTestFiles.write(json.replacingOccurrences(of: "\"rotate\": 10", with: "\"rotate\": 12"), to: dir + "/store.json")
        #expect(compose().contains("\"written\": [\n"))
        // A mistake in a layer: nothing runs, status 2, the place named.
        try ComposeTestFiles.write(json.replacingOccurrences(of: "\"rotate\": 10", with: "\"rotate\": \"ten\""), to: dir + "/store.json")
        #expect(compose(2).contains("sets[0].pages[0].layers[1].rotate"))
    }
}
