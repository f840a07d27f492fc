import Foundation
import Testing
import Codecs
import Mockup
import Raster
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
