import DuoMockup
import Foundation
import Testing
import TestSupport
@testable import DuoMockupCLI

/// Issue 9, point 17: the small slips, one test each.
@Suite(.serialized) struct SmallSlipsTests {
    let scratch: ScratchFolder
    let art: String

    init() throws {
        scratch = try ScratchFolder("duo-slips")
        art = try TestFiles.writeBezelSet(in: scratch("art"), poses: [.closed, .open])
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: scratch("cover.png"))
        try ImageFile.write(TestFiles.sampleCapture(width: 951, height: 669), to: scratch("open.png"))
    }

    func run(_ args: [String]) -> (Int32, Console) {
        let console = Console.capturing()
        return (DuoMockupTool.run(args, console: console), console)
    }

    @Test func renderAndConvertCreateTheOutputFolder() throws {
        let (s1, c1) = run(["render", scratch("cover.png"), "--bezels", art, "-o", scratch("new/dir/x.png")])
        #expect(s1 == 0, "\(c1.capturedError)")
        #expect(FileManager.default.fileExists(atPath: scratch("new/dir/x.png")))
        let (s2, c2) = run(["convert", scratch("cover.png"), scratch("other/dir/y.jpg")])
        #expect(s2 == 0, "\(c2.capturedError)")
        #expect(FileManager.default.fileExists(atPath: scratch("other/dir/y.jpg")))
    }

    @Test func aSweepEndsAtItsLastAngleSaysOneFrameAndLeavesNoStaleFrames() throws {
        // 180 by 70 to 60: 180, 110, then 60 itself.
        let (s1, c1) = run(["sweep", scratch("open.png"), "--pose", "book", "--from", "180", "--to", "60", "--step", "70",
                            "--preview", "--bezels", art, "-o", scratch("sweep") + "/"])
        #expect(s1 == 0, "\(c1.capturedError)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: scratch("sweep/frames")).sorted()
        #expect(frames == ["open-book-110.png", "open-book-180.png", "open-book-60.png"], "\(frames)")
        #expect(!c1.capturedError.contains("//"), "\(c1.capturedError)")
        // A second sweep into the same folder: one frame, and the first sweep's frames are gone.
        let (s2, c2) = run(["sweep", scratch("open.png"), "--pose", "book", "--from", "150", "--to", "150",
                            "--preview", "--bezels", art, "-o", scratch("sweep")])
        #expect(s2 == 0, "\(c2.capturedError)")
        #expect(c2.capturedError.contains("wrote 1 frame, ") , "\(c2.capturedError)")
        let after = try FileManager.default.contentsOfDirectory(atPath: scratch("sweep/frames"))
        #expect(after == ["open-book-150.png"], "\(after)")
    }

    @Test func anArticleBeforeAVowel() throws {
        let (_, console) = run(["sweep", scratch("cover.png"), "--bezels", art, "-o", scratch("s")])
        #expect(!console.capturedError.contains("a open") && !console.capturedError.contains("a upright"), "\(console.capturedError)")
        #expect(Words.article("open") == "an" && Words.article("closed") == "a")
    }

    @Test func aFailedPathIsPrintedOnceOnTheGalleryPage() throws {
        try scratch.folder("shots")
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: scratch("shots/cover.png"))
        try scratch.write("shots/broken.png", Array("not an image".utf8))
        let (status, console) = run(["gallery", scratch("shots"), "--bezels", art, "-o", scratch("g"), "-q"])
        #expect(status == 1, "\(console.capturedError)")
        let page = try String(contentsOfFile: scratch("g/index.html"), encoding: .utf8)
        let path = scratch("shots/broken.png")
        #expect(page.components(separatedBy: path).count - 1 == 1, "\(page)")
    }

    @Test func aCaptureComesThroughAPipe() throws {
        let fifo = scratch("capture.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "cat '\(scratch("cover.png"))' > '\(fifo)'"]
        try writer.run()
        let (status, console) = run(["render", fifo, "--bezels", art, "-o", scratch("from-fifo.png")])
        writer.waitUntilExit()
        #expect(status == 0, "\(console.capturedError)")
        #expect(FileManager.default.fileExists(atPath: scratch("from-fifo.png")))
    }
}

/// Numbers on the command line are decimal: `--deg 0x10` is not 16°.
@Suite struct NumberParsingTests {
    @Test(arguments: ["0x10", "nan", "inf", "1e2x", "0x1p4", " 12"])
    func numbersAreDecimal(text: String) {
        let parsed = ParsedArguments(values: ["--deg": text])
        #expect(throws: UsageError.self) { _ = try parsed.double("--deg", in: 0...180) }
    }

    @Test func decimalNumbersStillParse() throws {
        for (text, value) in [("16", 16.0), ("-3.5", -3.5), ("1e2", 100.0), ("+7", 7), (".5", 0.5)] {
            #expect(try ParsedArguments(values: ["--x": text]).double("--x") == value)
        }
    }
}

/// The suite leaves nothing in the temporary folder: every helper makes its folders inside the
/// process's scratch root, which is removed when the process exits.
@Suite struct ScratchFoldersTests {
    @Test func everyTemporaryFolderHelperUsesTheScratchRoot() throws {
        let root = ScratchRoot.path + "/"
        #expect(try TestFiles.temporaryFolder().hasPrefix(root))
        #expect(try ScratchFolder().path.hasPrefix(root))
        // A scratch folder removes itself when dropped.
        var folder: ScratchFolder? = try ScratchFolder()
        let path = folder!.path
        folder = nil
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(folder == nil)
    }
}

/// An option given where it does not apply is named once, not silently ignored.
@Suite(.serialized) struct IgnoredOptionsTests {
    @Test func optionsThatDoNotApplyAreNamedOnce() throws {
        let scratch = try ScratchFolder("duo-not-applying")
        let art = try TestFiles.writeBezelSet(in: scratch("art"), poses: [.closed])
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: scratch("cover.png"))
        let console = Console.capturing()
        let status = DuoMockupTool.run(["render", scratch("cover.png"), "--bezels", art, "--elevation", "40", "--no-shadow",
                                        "--quality", "80", "-o", scratch("o.png")], console: console)
        #expect(status == 0, "\(console.capturedError)")
        let notes = console.capturedError.split(separator: "\n").filter { $0.hasSuffix("; ignored") }
        #expect(notes.count == 3, "\(notes)")
        for key in ["--elevation", "--no-shadow", "--quality"] {
            #expect(notes.filter { $0.contains(key) }.count == 1, "\(key): \(console.capturedError)")
        }
    }

    /// JPEG's settings on a JPEG, PNG's on a PNG: nothing to note.
    @Test func settingsOfTheOutputsFormatAreNotNoted() throws {
        let scratch = try ScratchFolder("duo-format-options")
        let art = try TestFiles.writeBezelSet(in: scratch("art"), poses: [.closed])
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: scratch("cover.png"))
        for (options, output) in [(["--quality", "80", "--chroma", "444"], "o.jpg"), (["--png-level", "3"], "o.png")] {
            let console = Console.capturing()
            let status = DuoMockupTool.run(["render", scratch("cover.png"), "--bezels", art] + options + ["-o", scratch(output)],
                                           console: console)
            #expect(status == 0, "\(console.capturedError)")
            #expect(!console.capturedError.contains("ignored"), "\(options): \(console.capturedError)")
        }
    }

    /// A turned flat pose is drawn in 3-D: its thickness, shading and shadow change the picture,
    /// so they are not reported as ignored (issue 27 item 5); on a square-on flat pose they are
    /// reported, and indeed change nothing.
    @Test func aTurnedFlatPoseUsesThicknessShadingAndShadow() throws {
        let scratch = try ScratchFolder("duo-turned-flat-options")
        let art = try TestFiles.writeBezelSet(in: scratch("art"), poses: [.closed])
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: scratch("cover.png"))
        func render(_ extra: [String], _ name: String) throws -> (pixels: Image, notes: [Substring]) {
            let console = Console.capturing()
            let status = DuoMockupTool.run(["render", scratch("cover.png"), "--bezels", art, "--width", "240"] + extra
                                           + ["-o", scratch(name)], console: console)
            #expect(status == 0, "\(extra): \(console.capturedError)")
            let notes = console.capturedError.split(separator: "\n").filter { $0.hasSuffix("; ignored") }
            return (try ImageFile.read(path: scratch(name)).image, notes)
        }
        for camera in [["--turn", "35"], [String]()] {
            let plain = try render(camera, "plain.png")
            for option in [["--thickness", "20"], ["--no-shading"], ["--no-shadow"]] {
                let changed = try render(camera + option, "changed.png")
                if camera.isEmpty {
                    #expect(changed.notes.count == 1 && changed.notes[0].contains(option[0]), "\(option): \(changed.notes)")
                    #expect(changed.pixels == plain.pixels, "\(option) changed a square-on flat render")
                } else {
                    #expect(changed.notes.isEmpty, "\(option) on a turned flat pose: \(changed.notes)")
                    #expect(changed.pixels != plain.pixels, "\(option) changed nothing on a turned flat pose")
                }
            }
        }
    }
}
