import DuoMockup
import Foundation
import Testing
import TestSupport
@testable import DuoMockupCLI

/// `--preview` is the full output at a quarter of the size: --padding and --width mean the same
/// with and without it (art pixels, output width of the full render), and its default name says
/// it is a preview.
@Suite(.serialized) struct PreviewUnitsTests {
    let scratch: ScratchFolder
    let art: String

    init() throws {
        scratch = try ScratchFolder("duo-preview")
        art = try TestFiles.writeBezelSet(in: scratch("art"), poses: [.closed])
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: scratch("cover.png"))
    }

    func size(_ args: [String]) throws -> (Int, Int) {
        let console = Console.capturing()
        let status = DuoMockupTool.run(["render", scratch("cover.png"), "--bezels", art, "-o", scratch("o.png")] + args, console: console)
        #expect(status == 0, "\(args): \(console.capturedError)")
        let image = try ImageFile.read(path: scratch("o.png")).image
        return (image.width, image.height)
    }

    @Test func aPreviewIsTheFullOutputAtAQuarter() throws {
        for extra in [["--padding", "40"], ["--width", "300"], ["--padding", "40", "--width", "400"], ["--scale", "0.5", "--padding", "20"]] {
            let full = try size(extra)
            let preview = try size(extra + ["--preview"])
            #expect(abs(preview.0 - full.0 / 4) <= 1 && abs(preview.1 - full.1 / 4) <= 1, "\(extra): full \(full), preview \(preview)")
        }
    }

    @Test func aPreviewsDefaultNameSaysSo() {
        #expect(RenderJob.defaultName(capture: "shots/home.png", pose: .book, degrees: 128, preview: true) == "home-book-128-preview.png")
        #expect(RenderJob.defaultName(capture: "shots/home.png", pose: .open, degrees: nil, preview: false) == "home-open.png")
    }
}
