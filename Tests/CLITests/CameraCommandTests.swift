import DuoMockup
import Foundation
import Testing
@testable import DuoMockupCLI

/// `--turn`, `--tilt` and `--glare` end to end: render, sweep and gallery files, on small synthetic art.
@Suite(.serialized) struct CameraCommandTests {
    let dir: String
    let bezels: String

    init() throws {
        dir = try TestFiles.temporaryFolder()
        bezels = try TestFiles.writeBezelSet(in: dir + "/bezels", poses: [.closed, .open])
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: dir + "/cover.png")
        try ImageFile.write(TestFiles.sampleCapture(width: 951, height: 669), to: dir + "/open.png")
    }

    func run(_ args: [String]) -> (Int32, Console) {
        let console = Console.capturing()
        return (DuoMockupTool.run(args, console: console), console)
    }

    @Test func aFlatPoseTurnsAndTiltsAndStaysAsItWasSquareOn() throws {
        let (s0, c0) = run(["render", dir + "/cover.png", "--bezels", bezels, "-o", dir + "/flat.png"])
        let (s1, c1) = run(["render", dir + "/cover.png", "--bezels", bezels, "--turn", "0", "--tilt", "0", "-o", dir + "/zero.png"])
        let (s2, c2) = run(["render", dir + "/cover.png", "--bezels", bezels, "--turn", "30", "--tilt", "15", "--glare", "0.5",
                            "--no-shadow", "--thickness", "0", "-o", dir + "/turned.png"])
        #expect(s0 == 0 && s1 == 0 && s2 == 0, "\(c0.capturedError) \(c1.capturedError) \(c2.capturedError)")
        let flat = try ImageFile.read(path: dir + "/flat.png").image
        #expect(try ImageFile.read(path: dir + "/zero.png").image == flat)
        let turned = try ImageFile.read(path: dir + "/turned.png").image
        #expect(turned.width < flat.width, "a device seen at 30° is narrower")
        #expect(turned.height > flat.height, "its near edge is taller")
    }

    /// A view on the back of a leaf is drawn (Docs/Geometry.md, "Both sides of the device"); only
    /// a viewpoint that cannot exist is refused, in one line, before anything is written.
    @Test func aViewOnTheBackOfALeafIsDrawnAndAnImpossibleOneRefusedInOneLine() throws {
        let (s0, c0) = run(["render", dir + "/open.png", "--pose", "book", "--deg", "100", "--turn", "60", "--preview",
                            "--bezels", bezels, "-o", dir + "/behind.png"])
        #expect(s0 == 0, "\(c0.capturedError)")
        #expect(FileManager.default.fileExists(atPath: dir + "/behind.png"))
        let (status, console) = run(["render", dir + "/open.png", "--pose", "book", "--deg", "100", "--turn", "200",
                                     "--bezels", bezels, "-o", dir + "/never.png"])
        #expect(status != 0)
        let err = console.capturedError.split(separator: "\n").filter { !$0.contains("note:") }
        #expect(err.count == 1 && err[0].contains("--turn") && err[0].contains("-180 and 180"), "\(console.capturedError)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/never.png"))
        let (s2, c2) = run(["render", dir + "/open.png", "--glare", "2", "--bezels", bezels, "-o", dir + "/never.png"])
        #expect(s2 != 0 && c2.capturedError.contains("--glare"), "\(c2.capturedError)")
    }

    @Test func sweepAndGalleryTakeTheCamera() throws {
        let (s1, c1) = run(["sweep", dir + "/open.png", "--pose", "book", "--from", "150", "--to", "130", "--step", "20", "--preview",
                            "--turn", "-20", "--tilt", "10", "--bezels", bezels, "-o", dir + "/sweep"])
        #expect(s1 == 0, "\(c1.capturedError)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: dir + "/sweep/frames").filter { $0.hasSuffix(".png") }
        #expect(frames.count == 2)
        let file = dir + "/gallery.json"
        try #"{"bezels": "bezels", "entries": [{"captures": "cover.png", "turn": 25, "tilt": -10, "glare": 0.3}]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let (s2, c2) = run(["gallery", file, "-o", dir + "/gallery"])
        #expect(s2 == 0, "\(c2.capturedError)")
        let flat = TestFiles.bezel(for: .closed)
        let made = try FileManager.default.subpathsOfDirectory(atPath: dir + "/gallery").filter { $0.hasSuffix("closed.png") }
        let out = try ImageFile.read(path: dir + "/gallery/" + #require(made.first)).image
        #expect(out.width < flat.width)
    }
}
