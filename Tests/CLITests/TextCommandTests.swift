import DuoMockup
import Foundation
import Testing
@testable import DuoMockupCLI

/// `duo-mockup text` end to end: a cropped transparent PNG, fallbacks, and one line per bad input.
struct TextCommandTests {
    let dir: String
    /// DejaVu Sans by path on Debian, else by family (fontconfig; macOS with Homebrew's casks).
    static let dejaVu = FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        ? "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf" : "DejaVu Sans"
    /// A font collection: WenQuanYi Micro Hei on Debian, Helvetica on macOS.
    static let collection = ["/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", "/System/Library/Fonts/Helvetica.ttc"]
        .first { FileManager.default.fileExists(atPath: $0) } ?? "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"

    init() throws { dir = try TestFiles.temporaryFolder() }

    func run(_ args: [String]) -> (Int32, Console) {
        let console = Console.capturing()
        return (DuoMockupTool.run(args, console: console), console)
    }

    /// The repo's font whose 骨 is a column in Japanese and a row in Chinese, whose "a" is smaller with smcp.
    static let loclFont = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TextEngineTests/Fixtures/locl-test.ttf").path

    @Test func languageAndFeaturesReachTheShaper() throws {
        func size(_ text: String, _ extra: [String]) throws -> (Int, Int) {
            let out = dir + "/shaped-\(extra.joined()).png"
            let (status, console) = run(["text", text, "--font", Self.loclFont, "--size", "100", "--margin", "0", "-o", out] + extra)
            #expect(status == 0, "\(console.capturedError)")
            let image = try ImageFile.read(path: out).image
            return (image.width, image.height)
        }
        let ja = try size("骨", ["--language", "ja"]), zh = try size("骨", ["--language", "zh-Hans"])
        #expect(ja.1 > 2 * ja.0, "ja \(ja)")
        #expect(zh.0 > 2 * zh.1, "zh-Hans \(zh)")
        let plain = try size("a", []), small = try size("a", ["--features", "smcp"])
        #expect(small.0 < plain.0 && small.1 < plain.1)
    }

    @Test(arguments: [(["--language", "japanese"], "--language expects a BCP 47 language tag"),
                      (["--script", "Latin"], "--script expects a four-letter ISO 15924 code"),
                      (["--direction", "up"], "--direction"),
                      (["--features", "smcp,=1"], "--features expects OpenType features")])
    func badShapingOptionsAreOneLineNamingTheOption(extra: [String], message: String) throws {
        let (status, console) = run(["text", "a", "--font", Self.loclFont, "--size", "40", "-o", dir + "/bad.png"] + extra)
        #expect(status == 2)
        #expect(console.capturedError.contains(message), "\(console.capturedError)")
        #expect(console.capturedError.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: dir + "/bad.png"))
    }

    @Test func drawsEveryScriptOnATransparentCanvasCroppedToTheInk() throws {
        let out = dir + "/hello.png"
        let (status, console) = run(["text", "café 日本語 مرحبا بالعالم 👋 **bold**", "--font", Self.dejaVu,
                                     "--font", Self.collection + "#0", "--size", "40", "--margin", "6", "-o", out, "--info"])
        #expect(status == 0, "\(console.capturedError)")
        #expect(console.capturedError.isEmpty)
        let image = try ImageFile.read(path: out).image
        // Transparent margin on all four sides, ink just inside it.
        #expect(image[0, 0].a == 0 && image[image.width - 1, image.height - 1].a == 0)
        // Ink starts exactly 6 px in on every side.
        let columns = (0..<image.width).filter { x in (0..<image.height).contains { image[x, $0].a > 0 } }
        let rows = (0..<image.height).filter { y in (0..<image.width).contains { image[$0, y].a > 0 } }
        #expect(columns.first == 6 && columns.last == image.width - 7)
        #expect(rows.first == 6 && rows.last == image.height - 7)
        #expect(image.height < 80 && image.width > 500)
        // One line, in at least three faces (Latin and Arabic, the ideographs, the emoji), and the
        // emoji in colour.
        let info = console.capturedOutputText
        #expect(info.contains("\"lines\":1"))
        let fonts = Set(info.split(separator: "\"").enumerated().filter { $0.offset > 0 }.compactMap { item -> Substring? in
            item.element.hasPrefix("/") ? item.element : nil })
        #expect(fonts.count >= 3, "\(fonts)")
        var colourful = 0
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image[x, y]
            if p.a == 255 && Int(p.r) - Int(p.b) > 80 { colourful += 1 }
        } }
        #expect(colourful > 100)
    }

    @Test func widthWrapsAndAlignmentHolds() throws {
        let out = dir + "/wrap.png"
        let (status, console) = run(["text", "Fold it your way, every angle", "--font", Self.dejaVu, "--size", "30",
                                     "--width", "200", "--align", "center", "--color", "#1e40af", "-o", out, "--info"])
        #expect(status == 0, "\(console.capturedError)")
        #expect(!console.capturedOutputText.contains("\"lines\":1,"))
        let image = try ImageFile.read(path: out).image
        #expect(image.width <= 200 + 2 * 8 + 2)
    }

    @Test func uncoveredCharactersAreAWarningOnce() throws {
        let (status, console) = run(["text", "a\u{10FFFF}b\u{10FFFF}", "--font", Self.dejaVu, "--size", "20",
                                     "-o", dir + "/w.png"])
        #expect(status == 0)
        #expect(console.capturedError == "duo-mockup: warning: no font covers U+10FFFF; not drawn\n")
    }

    @Test(arguments: [
        (["--font", "/no/such.ttf"], "/no/such.ttf: no such font file"),
        (["--font", "/etc/hosts"], "not a font file"),
        (["--font", collection + "#99"], "font index 99 is out of range (the file holds"),
        (["--font", "No Such Family"], "no font family 'No Such Family' is installed"),
        (["--size", "0"], "text size must be more than 0"),
        (["--size", "10000"], "at most 4096 px"),
    ])
    func badInputIsOneLine(extra: [String], expected: String) {
        var args = ["text", "Hello", "--size", "20", "-o", dir + "/bad.png"]
        if let i = extra.firstIndex(of: "--size") { args[3] = extra[i + 1] } else { args += extra }
        let (status, console) = run(args)
        #expect(status == 2)
        let lines = console.capturedError.split(separator: "\n")
        #expect(lines.count == 1 && console.capturedError.contains(expected), "\(console.capturedError)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/bad.png"))
    }

    @Test(arguments: ["", "\u{1}\u{2}", "\u{E01F0}"])
    func nothingToDrawIsOneLine(text: String) {
        let (status, console) = run(["text", text, "--font", Self.dejaVu, "--size", "20", "-o", dir + "/n.png"])
        #expect(status == 2)
        #expect(console.capturedError.hasSuffix("\n") && console.capturedError.contains("duo-mockup: error: "))
        #expect(console.capturedError.split(separator: "\n").count == 1)
    }

    @Test func aHundredThousandCharactersIsRefusedInOneLine() {
        let text = String(repeating: "word ", count: 20_000)
        let (status, console) = run(["text", text, "--font", Self.dejaVu, "--size", "20", "-o", dir + "/big.png"])
        #expect(status == 2)
        #expect(console.capturedError.contains("more than 16384 px on a side; give --width"))
    }
}
