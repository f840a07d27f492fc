import Testing
import Raster
import TextEngine
@testable import Compose

/// `**bold**` in a title that is already bold still stands out: a heavier weight when the face
/// has one (Inter's weight axis), else a colour (DejaVu Sans stops at Bold): the caption's
/// `boldColor`, or a default that differs from the title's colour.
@Suite struct CaptionEmphasisTests {
    /// The ink of the left and right halves of "Same **Same**" drawn in `style` (the two words),
    /// and whether each half has ink far from the title's colour (count of such pixels).
    static func halves(_ style: CaptionStyle) throws -> (plain: Int, bold: Int, plainOff: Int, boldOff: Int) {
        let painter = TextCaptionPainter()
        var image = Image(width: 900, height: 240, fill: PremultipliedRGBA8(r: 20, g: 30, b: 60, a: 255))
        let caption = PageCaption(title: "Same **Same**", subtitle: nil, rightToLeft: false)
        let box = Frame(x: 20, y: 20, width: 860, height: 200)
        try painter.draw(caption, style: style, box: box, titleSize: 110, pageWidth: 900, into: &image)
        var minX = Int.max, maxX = -1
        for y in 0..<image.height { for x in 0..<image.width where image[x, y].r > 120 { minX = min(minX, x); maxX = max(maxX, x) } }
        let middle = (minX + maxX) / 2
        var out = (plain: 0, bold: 0, plainOff: 0, boldOff: 0)
        let t = style.titleColour
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image[x, y]
            guard p.r > 120 || p.g > 120 else { continue }
            // Far from the title's colour in some channel, and not a blend towards the background.
            let off = abs(Int(p.r) - Int(t.r)) + abs(Int(p.g) - Int(t.g)) + abs(Int(p.b) - Int(t.b)) > 150 && p.b < 120
            if x < middle { out.plain += 1; if off { out.plainOff += 1 } } else { out.bold += 1; if off { out.boldOff += 1 } }
        } }
        return out
    }

    @Test func aFaceWithAHeavierWeightDrawsTheRunHeavier() throws {
        var style = CaptionStyle()
        style.fonts = ["Inter"]
        style.titleWeight = 700
        style.alignment = .leading
        let h = try Self.halves(style)
        #expect(Double(h.bold) > Double(h.plain) * 1.08, "bold \(h.bold) px of ink, plain \(h.plain)")
        #expect(h.boldOff == 0 && h.plainOff == 0, "no colour change where the weight shows it")
    }

    @Test func aFaceWithoutOneColoursTheRun() throws {
        var style = CaptionStyle()
        style.fonts = ["DejaVu Sans"]
        style.titleWeight = 700
        style.alignment = .leading
        let h = try Self.halves(style)
        #expect(h.boldOff > 500 && h.plainOff == 0, "bold run off-colour \(h.boldOff) px, plain \(h.plainOff)")
        style.boldColour = StraightRGBA8(r: 255, g: 40, b: 40)
        let red = try Self.halves(style)
        #expect(red.boldOff > 500 && red.plainOff == 0, "boldColor: \(red.boldOff) px, plain \(red.plainOff)")
    }

    @Test func boldColorIsAStorefileCaptionKey() throws {
        let dir = try ComposeTestFiles.temporaryFolder()
        try ComposeTestFiles.write("""
        {"style": {"caption": {"boldColor": "#ff2828"}}, "sets": [{"size": [400, 600], "pages": [{"title": "a **b**"}]}]}
        """, to: dir + "/store.json")
        let file = try StorefileChecker.load(dir + "/store.json")
        #expect(file.sets[0].pages[0].style.caption.boldColour == StraightRGBA8(r: 255, g: 40, b: 40))
    }
}
