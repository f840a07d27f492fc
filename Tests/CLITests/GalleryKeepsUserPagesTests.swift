import DuoMockup
import Foundation
import Testing
import TestSupport
@testable import DuoMockupCLI

/// A gallery replaces its page and contact sheet only when a gallery wrote them: the user's own
/// `index.html` in OUTDIR stops the run before anything is rendered (the same rule as sweep's).
@Suite(.serialized) struct GalleryKeepsUserPagesTests {
    @Test func theUsersIndexPageIsNeverReplaced() throws {
        let scratch = try ScratchFolder("duo-gallery-page")
        let art = try TestFiles.writeBezelSet(in: scratch("art"), poses: [.closed])
        try scratch.folder("shots")
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: scratch("shots/cover.png"))
        try scratch.write("out/index.html", Array("<h1>my site</h1>\n".utf8))
        let args = ["gallery", scratch("shots"), "-o", scratch("out"), "--bezels", art, "-q"]
        let console = Console.capturing()
        #expect(DuoMockupTool.run(args, console: console) == 2, "\(console.capturedError)")
        #expect(console.capturedError.contains("index.html") && console.capturedError.contains("did not write"),
                "\(console.capturedError)")
        #expect(try String(contentsOfFile: scratch("out/index.html"), encoding: .utf8) == "<h1>my site</h1>\n")
        #expect(!FileManager.default.fileExists(atPath: scratch("out/cover-closed.png")))

        // Once it is moved away, the gallery writes its page, and replaces it on the next run.
        try FileManager.default.removeItem(atPath: scratch("out/index.html"))
        #expect(DuoMockupTool.run(args, console: Console.capturing()) == 0)
        let again = Console.capturing()
        #expect(DuoMockupTool.run(args + ["--force"], console: again) == 0, "\(again.capturedError)")
        #expect(try String(contentsOfFile: scratch("out/index.html"), encoding: .utf8).contains("cover-closed"))
    }
}
