import Testing
import Raster
@testable import Compose

@Suite struct CaptionTests {
    static func page() -> Image { Image(width: 800, height: 300, fill: PremultipliedRGBA8(r: 20, g: 30, b: 60, a: 255)) }

    static func inkBounds(_ image: Image) -> (minX: Int, maxX: Int, minY: Int, maxY: Int, count: Int) {
        var b = (minX: Int.max, maxX: -1, minY: Int.max, maxY: -1, count: 0)
        for y in 0..<image.height { for x in 0..<image.width where image[x, y].r > 120 {
            b.minX = min(b.minX, x); b.maxX = max(b.maxX, x); b.minY = min(b.minY, y); b.maxY = max(b.maxY, y); b.count += 1
        } }
        return b
    }

    @Test(arguments: ["Read it like a book", "اقرأ كما في كتاب", "本のように読める"])
    func captionsInEveryScriptDrawInsideTheirBox(title: String) throws {
        let painter = TextCaptionPainter()
        var style = CaptionStyle()
        style.fonts = ["Noto Sans", "Noto Sans Arabic", "WenQuanYi Micro Hei", "DejaVu Sans"]
        let box = Frame(x: 40, y: 20, width: 720, height: 200)
        let caption = PageCaption(title: title, subtitle: "Subtitle", rightToLeft: false)
        let size = try painter.fit(caption, style: style, box: box, pageWidth: 800)
        #expect(size == style.titleSize * 800)                   // short titles need no shrinking
        var image = Self.page()
        try painter.draw(caption, style: style, box: box, titleSize: size, pageWidth: 800, into: &image)
        let ink = Self.inkBounds(image)
        #expect(ink.count > 500)
        #expect(ink.minX >= 40 && ink.maxX < 760 && ink.minY >= 20 && ink.maxY < 220)
        #expect(abs((ink.minX + ink.maxX) / 2 - 400) < 30)       // centred
    }

    @Test func longTitlesShrinkToFitAndTooLongOnesAreRefused() throws {
        let painter = TextCaptionPainter()
        var style = CaptionStyle()
        style.lines = 1
        let box = Frame(x: 40, y: 20, width: 720, height: 200)
        let long = PageCaption(title: "Everything you need, on both screens", subtitle: nil, rightToLeft: false)
        let size = try painter.fit(long, style: style, box: box, pageWidth: 800)
        #expect(size < style.titleSize * 800 && size >= style.minimumSize * 800)
        let tooLong = PageCaption(title: String(repeating: "Everything you need ", count: 6), subtitle: nil, rightToLeft: false)
        #expect { try painter.fit(tooLong, style: style, box: box, pageWidth: 800) } throws: { error in
            error as? CaptionError == .doesNotFit(title: tooLong.title, boxWidth: 720, boxHeight: 200, lines: 1, minimumSize: 32)
                && "\(error)" == "\"\(tooLong.title!)\" does not fit its caption box (720×200 px, 1 line) even at the minimum size 32 px; "
                    + "shorten it, raise \"lines\" or \"boxHeight\", or lower \"minimumSize\""
        }
    }

    @Test func aTitleShrinksALittleRatherThanLeaveOneWordOnItsLastLine() throws {
        let painter = TextCaptionPainter()
        let style = CaptionStyle()                                  // 2 lines, 60 px at 800 px
        let box = Frame(x: 40, y: 20, width: 720, height: 200)
        let caption = PageCaption(title: "Read it like a proper book", subtitle: nil, rightToLeft: false)
        let block = try painter.block(caption, style: style, box: box, titleSize: 60, pageWidth: 800)
        #expect(block.title?.lines.count == 2)                      // at full size "book" would stand alone
        let size = try painter.fit(caption, style: style, box: box, pageWidth: 800)
        #expect(size < 60 && size >= 48)
        #expect(try painter.block(caption, style: style, box: box, titleSize: size, pageWidth: 800).title?.lines.count == 1)
    }

    @Test func aCharacterNoFontCoversIsRefusedByCodePoint() throws {
        var style = CaptionStyle()
        style.fonts = ["DejaVu Sans"]
        let caption = PageCaption(title: "Hi \u{10FFFD}", subtitle: nil, rightToLeft: false)
        #expect { try TextCaptionPainter().fit(caption, style: style, box: Frame(x: 0, y: 0, width: 700, height: 200), pageWidth: 800) }
            throws: { $0 as? CaptionError == .noFontCovers(["\u{10FFFD}"], fonts: ["DejaVu Sans"])
                && "\($0)" == "no font covers U+10FFFD (fonts: DejaVu Sans)" }
    }
}
