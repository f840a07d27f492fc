import DuoMockup
import Foundation
import Testing
import TestSupport
@testable import DuoMockupCLI

/// A capture libjpeg can only partly decode is an error (render) or a skipped item (gallery),
/// unless `--allow-partial` asks for it.
@Suite(.serialized) struct PartialCaptureTests {
    let scratch: ScratchFolder
    let art: String
    let cut: String

    init() throws {
        scratch = try ScratchFolder("duo-partial")
        art = try TestFiles.writeBezelSet(in: scratch("art"), poses: [.closed, .open, .upright])
        let jpeg = try ImageFile.encode(TestFiles.sampleCapture(width: 951, height: 669), format: .jpeg)
        cut = try scratch.write("captures/cut.jpg", Array(jpeg.prefix(jpeg.count / 2)))
        try ImageFile.write(TestFiles.sampleCapture(width: 951, height: 669), to: scratch("captures/good.png"))
    }

    func run(_ args: [String]) -> (Int32, Console) {
        let console = Console.capturing()
        return (DuoMockupTool.run(args, console: console), console)
    }

    @Test func renderRefusesATruncatedJPEGUnlessAllowed() throws {
        let (status, console) = run(["render", cut, "--pose", "open", "--bezels", art, "-o", scratch("out.png")])
        #expect(status != 0)
        #expect(console.capturedError.split(separator: "\n").count == 1, "\(console.capturedError)")
        #expect(console.capturedError.contains(cut) && console.capturedError.contains("--allow-partial"), "\(console.capturedError)")
        #expect(!FileManager.default.fileExists(atPath: scratch("out.png")))

        let (allowed, c2) = run(["render", cut, "--pose", "open", "--allow-partial", "--bezels", art, "-o", scratch("out.png")])
        #expect(allowed == 0, "\(c2.capturedError)")
        #expect(c2.capturedError.contains("warning"), "\(c2.capturedError)")
    }

    @Test func aGallerySkipsATruncatedJPEG() throws {
        let (status, console) = run(["gallery", scratch("captures"), "--poses", "open", "--bezels", art,
                                     "-o", scratch("out"), "--json"])
        #expect(status == 1, "\(console.capturedError)")
        let json = try JSONSerialization.jsonObject(with: Data(console.capturedOutput)) as? [String: Any]
        let failed = json?["failures"] as? [[String: Any]] ?? []
        #expect(failed.count == 1 && (failed.first?["capture"] as? String ?? "").hasSuffix("cut.jpg"), "\(console.capturedOutputText)")
        #expect(!FileManager.default.fileExists(atPath: scratch("out/open/cut.png")))
        let page = try String(contentsOfFile: scratch("out/index.html"), encoding: .utf8)
        #expect(!page.contains("<img src=\"open/cut"), "the page shows the broken mock-up")
    }
}

/// A phone's screen is opaque: a capture with transparency is shown over black with one warning;
/// a fully transparent capture is refused with its own message.
@Suite(.serialized) struct TransparentCaptureTests {
    let scratch: ScratchFolder
    let art: String

    init() throws {
        scratch = try ScratchFolder("duo-alpha")
        art = try TestFiles.writeBezelSet(in: scratch("art"), poses: [.closed])
    }

    func run(_ args: [String]) -> (Int32, Console) {
        let console = Console.capturing()
        return (DuoMockupTool.run(args, console: console), console)
    }

    @Test func aSeeThroughCaptureIsShownOverBlackWithOneWarning() throws {
        var capture = TestFiles.sampleCapture(width: 466, height: 678)
        // The top half at half opacity (premultiplied), the rest opaque.
        for y in 0..<339 {
            for x in 0..<466 {
                let p = capture[x, y]
                capture[x, y] = PremultipliedRGBA8(r: p.r / 2, g: p.g / 2, b: p.b / 2, a: 128)
            }
        }
        try ImageFile.write(capture, to: scratch("glass.png"))
        let (status, console) = run(["render", scratch("glass.png"), "--bezels", art, "-o", scratch("out.png")])
        #expect(status == 0, "\(console.capturedError)")
        let warnings = console.capturedError.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.count == 1 && warnings[0].contains("transparen") && warnings[0].contains("black"), "\(console.capturedError)")
        let out = try ImageFile.read(path: scratch("out.png")).image
        let m = TestFiles.margin
        for (x, y) in [(100, 100), (233, 200), (300, 500)] {
            #expect(out[m + x, m + y].a == 255, "see-through at \(x),\(y)")
        }
        // Over black: the colour stays what the capture's premultiplied pixel shows.
        let p = try ImageFile.read(path: scratch("glass.png")).image[233, 200]
        let q = out[m + 233, m + 200]
        #expect(abs(Int(q.r) - Int(p.r)) <= 1 && abs(Int(q.g) - Int(p.g)) <= 1 && abs(Int(q.b) - Int(p.b)) <= 1)
    }

    @Test func aFullyTransparentCaptureHasItsOwnMessage() throws {
        try ImageFile.write(Image(width: 466, height: 678), to: scratch("clear.png"))
        let (status, console) = run(["render", scratch("clear.png"), "--bezels", art, "-o", scratch("out.png")])
        #expect(status != 0)
        #expect(console.capturedError.contains("fully transparent") && !console.capturedError.contains("pure black"),
                "\(console.capturedError)")
    }
}
