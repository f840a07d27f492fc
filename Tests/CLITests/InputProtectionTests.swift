import DuoMockup
import Foundation
import Testing
import TestSupport
@testable import DuoMockupCLI

/// Every file a command reads (capture, bezel art of the whole set, manifest, gallery file) is
/// never replaced by an output, however the output path names it.
@Suite(.serialized) struct InputProtectionTests {
    let scratch: ScratchFolder
    let art: String

    init() throws {
        scratch = try ScratchFolder("duo-inputs")
        art = try TestFiles.writeBezelSet(in: scratch("art"), poses: [.closed, .open, .upright])
        try ImageFile.write(TestFiles.sampleCapture(width: 951, height: 669), to: scratch("open.png"))
    }

    func run(_ args: [String], env: [String: String] = [:]) -> (Int32, Console) {
        let console = Console.capturing(environment: env)
        return (DuoMockupTool.run(args, console: console), console)
    }

    /// Runs `args` and checks that it refuses with a one-line error and leaves `protected` as it was.
    func expectRefused(_ args: [String], protecting protected: String, env: [String: String] = [:],
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try Data(contentsOf: URL(fileURLWithPath: protected))
        let (status, console) = run(args, env: env)
        #expect(status != 0, "\(args) exited 0", sourceLocation: sourceLocation)
        #expect(console.capturedError.contains("overwrite"), "\(console.capturedError)", sourceLocation: sourceLocation)
        #expect(try Data(contentsOf: URL(fileURLWithPath: protected)) == before, "\(args) changed \(protected)",
                sourceLocation: sourceLocation)
    }

    @Test func renderNeverWritesOverItsBezelFile() throws {
        let inner = art + "/frame-1.png"
        try expectRefused(["render", scratch("open.png"), "--bezel", inner, "-o", inner], protecting: inner)
        try expectRefused(["render", scratch("open.png"), "--bezel", inner, "-o", art + "/./frame-1.png"], protecting: inner)
        try expectRefused(["render", scratch("open.png"), "--bezel", inner, "-o", art + "/../art/frame-1.png"], protecting: inner)
    }

    @Test func renderNeverWritesOverAnyFileOfItsBezelFolder() throws {
        // The render needs only the open art (frame-1), but every file of the set is an input.
        for file in ["frame-0.png", "frame-1.png", "frame-2.png"] {
            try expectRefused(["render", scratch("open.png"), "--bezels", art, "-o", art + "/" + file],
                              protecting: art + "/" + file)
        }
    }

    @Test func theManifestAndTheBundledExampleArtAreInputs() throws {
        let example = try #require(BezelSet.bundledExampleDirectory)
        // Through a symbolic link, so that even a failing check cannot harm the repository's art.
        try FileManager.default.createSymbolicLink(atPath: scratch("link.png"), withDestinationPath: example + "/cover-portrait.png")
        try expectRefused(["render", example + "/captures/open.png", "-o", scratch("link.png")],
                          protecting: example + "/cover-portrait.png", env: ["HOME": scratch.path])
        // A manifest is read too.
        try Data("{\"bezels\": {\"open\": {\"file\": \"frame-1.png\"}}}".utf8).write(to: URL(fileURLWithPath: art + "/bezels.json"))
        try FileManager.default.createSymbolicLink(atPath: scratch("manifest.png"), withDestinationPath: art + "/bezels.json")
        try expectRefused(["render", scratch("open.png"), "--bezels", art, "-o", scratch("manifest.png")],
                          protecting: art + "/bezels.json")
    }

    @Test func hardLinksAndSymbolicLinksToTheCaptureAreRefused() throws {
        #expect(link(scratch("open.png"), scratch("hard.png")) == 0)
        try FileManager.default.createSymbolicLink(atPath: scratch("soft.png"), withDestinationPath: scratch("open.png"))
        for out in ["hard.png", "soft.png"] {
            try expectRefused(["render", scratch("open.png"), "--bezels", art, "-o", scratch(out)], protecting: scratch("open.png"))
        }
        try expectRefused(["convert", scratch("open.png"), scratch("hard.png")], protecting: scratch("open.png"))
    }

    @Test func sweepNeverWritesOverItsInputs() throws {
        // A frame's name linked to the capture.
        try FileManager.default.createSymbolicLink(atPath: scratch("sweep/frames/open-book-180.png"),
                                                   withIntermediateDirectories: true, destination: scratch("open.png"))
        try expectRefused(["sweep", scratch("open.png"), "--pose", "book", "--from", "180", "--to", "170",
                           "--step", "10", "--preview", "--bezels", art, "-o", scratch("sweep")],
                          protecting: scratch("open.png"))
        #expect(!FileManager.default.fileExists(atPath: scratch("sweep/frames/open-book-170.png")),
                "a frame was written before the check")
        // The bezel art as the page.
        try FileManager.default.createSymbolicLink(atPath: scratch("page/index.html"),
                                                   withIntermediateDirectories: true, destination: art + "/frame-1.png")
        try expectRefused(["sweep", scratch("open.png"), "--pose", "book", "--from", "180", "--to", "170", "--step", "10",
                           "--preview", "--bezels", art, "-o", scratch("page")], protecting: art + "/frame-1.png")
    }

    @Test func galleryNeverWritesOverAnyBezelFile() throws {
        let captures = try scratch.folder("captures")
        try ImageFile.write(TestFiles.sampleCapture(width: 951, height: 669), to: captures + "/frame-0.png")
        // A gallery into the art folder: its output for the capture would be art/open/frame-0.png;
        // put the art's cover where a contact sheet or output would land instead.
        let (status, console) = run(["gallery", captures, "--poses", "open", "--bezels", art, "-o", art, "-q"])
        for file in ["frame-0.png", "frame-1.png", "frame-2.png"] {
            let image = try ImageFile.read(path: art + "/" + file).image
            #expect(image.width == TestFiles.bezel(for: [.closed, .open, .upright][Int(String(file.dropFirst(6).prefix(1)))!]).width,
                    "\(file) was replaced: \(status) \(console.capturedError)")
        }
    }
}

extension FileManager {
    fileprivate func createSymbolicLink(atPath path: String, withIntermediateDirectories: Bool, destination: String) throws {
        try createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try createSymbolicLink(atPath: path, withDestinationPath: destination)
    }
}
