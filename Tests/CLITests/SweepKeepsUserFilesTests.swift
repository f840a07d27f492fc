import DuoMockup
import Foundation
import Testing
import TestSupport
@testable import DuoMockupCLI

/// `sweep` removes or replaces only files it can prove it wrote (issue 28, item 1): never its
/// capture, never another PNG of the user's in the frames folder, never the user's index.html.
@Suite(.serialized) struct SweepKeepsUserFilesTests {
    /// The issue's steps: the capture in `proj/frames`, another PNG beside it, the user's own
    /// `proj/index.html`.
    @Test func theIssuesStepsLoseNothing() throws {
        let scratch = try ScratchFolder("duo-sweep-keeps")
        let bezels = try TestFiles.writeBezelSet(in: scratch("bezels"), poses: [.open])
        try scratch.folder("proj/frames")
        try ImageFile.write(TestFiles.sampleCapture(width: 951, height: 669), to: scratch("proj/frames/open.png"))
        try ImageFile.write(TestFiles.sampleCapture(width: 40, height: 30), to: scratch("proj/frames/mine.png"))
        try scratch.write("proj/index.html", Array("<h1>site</h1>\n".utf8))
        let before = try Self.contents(of: scratch("proj"))

        let console = Console.capturing()
        let status = DuoMockupTool.run(["sweep", scratch("proj/frames/open.png"), "-o", scratch("proj"), "--from", "180",
                                        "--to", "170", "--step", "10", "--bezels", bezels], console: console)
        // The page would replace a file the tool did not write: refused before anything is rendered.
        #expect(status == 2, "\(console.capturedError)")
        let lines = console.capturedError.split(separator: "\n").filter { $0.contains("error") }
        #expect(lines.count == 1 && lines.first?.contains("index.html") == true, "\(console.capturedError)")
        #expect(try Self.contents(of: scratch("proj")) == before, "the user's files changed")
    }

    /// Without the user's page: the capture and the other PNG stay; a second sweep over fewer
    /// angles removes the frames the first one wrote and this one does not (and names them), but
    /// keeps a frame someone edited since.
    @Test func aSecondSweepRemovesOnlyItsOwnUnchangedFrames() throws {
        let scratch = try ScratchFolder("duo-sweep-stale")
        let bezels = try TestFiles.writeBezelSet(in: scratch("bezels"), poses: [.open])
        try scratch.folder("proj/frames")
        try ImageFile.write(TestFiles.sampleCapture(width: 951, height: 669), to: scratch("proj/frames/open.png"))
        try ImageFile.write(TestFiles.sampleCapture(width: 40, height: 30), to: scratch("proj/frames/mine.png"))
        let capture = try Self.contents(of: scratch("proj/frames"))
        func sweep(_ range: [String]) -> (Int32, String) {
            let console = Console.capturing()
            let status = DuoMockupTool.run(["sweep", scratch("proj/frames/open.png"), "-o", scratch("proj")] + range
                                           + ["--bezels", bezels, "--preview"], console: console)
            return (status, console.capturedError)
        }
        let first = sweep(["--from", "180", "--to", "150", "--step", "10"])
        #expect(first.0 == 0, "\(first.1)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: scratch("proj/frames")).sorted()
        #expect(frames == ["mine.png", "open-book-150.png", "open-book-160.png", "open-book-170.png", "open-book-180.png",
                           "open.png"], "\(frames)")
        // Someone edits one frame the second sweep no longer makes.
        try scratch.write("proj/frames/open-book-160.png", Array("edited".utf8))

        let second = sweep(["--from", "180", "--to", "170", "--step", "10"])
        #expect(second.0 == 0, "\(second.1)")
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch("proj/frames")).sorted()
        #expect(left == ["mine.png", "open-book-160.png", "open-book-170.png", "open-book-180.png", "open.png"], "\(left)")
        for (name, bytes) in capture { #expect(try Self.contents(of: scratch("proj/frames"))[name] == bytes, "\(name) changed") }
        // It says what it removed, and what it kept because it changed.
        #expect(second.1.contains("open-book-150.png") && second.1.contains("removed"), "\(second.1)")
        #expect(second.1.contains("open-book-160.png") && second.1.contains("changed"), "\(second.1)")
        #expect(!second.1.contains("mine.png") && !second.1.contains("open.png:"), "\(second.1)")
    }

    /// Every regular file under `folder` (hidden ones too) → its bytes.
    static func contents(of folder: String) throws -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return out }
        while let relative = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue {
                out[relative] = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/" + relative)))
            }
        }
        return out
    }
}
