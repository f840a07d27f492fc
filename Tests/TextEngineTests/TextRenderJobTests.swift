import Codecs
import Foundation
import Raster
import Testing
import TestSupport
@testable import TextEngine

/// The text render job (what `duo-mockup text` runs): layout, a transparent canvas cropped to the
/// ink plus a margin, an atomic PNG; nothing written when nothing can be drawn.
struct TextRenderJobTests {
    let dir: String
    init() throws { dir = try ScratchRoot.folder("text-render-job") }

    @Test func writesTheInkPlusItsMarginAndReportsWhereThePenStarted() throws {
        let job = TextRenderJob(text: AttributedText("骨"), style: TextStyle(fonts: [TestFonts.loclTest], size: 100),
                                margin: 5, output: dir + "/square.png")
        let report = try job.run()
        let image = try ImageFile.read(path: job.output).image
        #expect(image.width == report.imageWidth && image.height == report.imageHeight)
        // The locl font's 骨 is an 800-unit square: 80 px of ink, 5 px of margin each side.
        #expect(image.width == 90 && image.height == 90, "\(image.width)×\(image.height)")
        #expect(image[4, 4].a == 0 && image[5, 5].a == 255 && image[84, 84].a == 255 && image[85, 85].a == 0)
        // The glyph's left edge is 100 units right of the pen: 10 px before the margin's end.
        #expect(report.origin.x == -5)
        #expect(report.layout.glyphs.count == 1)
    }

    @Test func theStylesLanguageReachesThePicture() throws {
        func picture(_ tag: String) throws -> [UInt8] {
            let style = TextStyle(fonts: [TestFonts.loclTest], size: 100, language: TextLanguage(tag))
            let job = TextRenderJob(text: AttributedText("骨"), style: style, margin: 0, output: dir + "/\(tag).png")
            _ = try job.run()
            return Array(try Data(contentsOf: URL(fileURLWithPath: job.output)))
        }
        #expect(try picture("ja") != picture("zh-Hans"))
        #expect(try picture("ja") == picture("ja-JP"))
    }

    @Test(arguments: ["\u{1}\u{2}", "\u{E01F0}", " "])
    func nothingToDrawWritesNothing(text: String) throws {
        let job = TextRenderJob(text: AttributedText(text), style: TextStyle(fonts: [TestFonts.dejaVu], size: 20),
                                output: dir + "/nothing.png")
        #expect(throws: TextRenderError.nothingToDraw) { try job.run() }
        #expect(!FileManager.default.fileExists(atPath: job.output))
    }

    @Test func aCanvasTooLargeIsRefusedNamingTheSettingsThatShrinkIt() throws {
        let job = TextRenderJob(text: AttributedText(String(repeating: "word ", count: 5_000)),
                                style: TextStyle(fonts: [TestFonts.dejaVu], size: 20), output: dir + "/big.png")
        let error = try #require(throws: TextRenderError.self) { try job.run() }
        guard case .tooLarge(let width, _) = error else { Issue.record("\(error)"); return }
        #expect(width > TextRenderJob.maximumSide)
        #expect(error.message(naming: { "--" + $0 }).hasSuffix("give --width to wrap or a smaller --size"))
        #expect(error.description.hasSuffix("give width to wrap or a smaller size"))
        #expect(!FileManager.default.fileExists(atPath: job.output))
        // Wrapped to a width, the same text fits.
        var wrapped = job
        wrapped.width = 2000
        #expect(try wrapped.run().imageHeight > 100)
    }

    @Test func aNegativeMarginIsRefused() throws {
        let job = TextRenderJob(text: AttributedText("a"), style: TextStyle(fonts: [TestFonts.dejaVu], size: 20),
                                margin: -1, output: dir + "/m.png")
        #expect(throws: TextRenderError.invalidMargin(-1)) { try job.run() }
        #expect(!FileManager.default.fileExists(atPath: job.output))
    }
}
