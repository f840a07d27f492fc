import DuoMockup
import Foundation
import Testing
import TestSupport
@testable import DuoMockupCLI

/// Every gallery-file mistake is found before rendering, and the summary says what happened to
/// every capture.
@Suite(.serialized) struct GalleryFileChecksTests {
    let scratch: ScratchFolder
    let art: String

    init() throws {
        scratch = try ScratchFolder("duo-gallery-checks")
        art = try TestFiles.writeBezelSet(in: scratch("art"), poses: [.closed, .open])
        try scratch.folder("shots")
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: scratch("shots/cover.png"))
    }

    func run(_ args: [String]) -> (Int32, Console) {
        let console = Console.capturing()
        return (DuoMockupTool.run(args + ["--bezels", art], console: console), console)
    }

    func galleryFile(_ json: String) throws -> String {
        try scratch.write("g.json", Array(json.utf8))
    }

    /// Shut (0°) and edge-on angles are drawn like any other (Docs/Geometry.md, "Both sides of
    /// the device"); only an angle that cannot exist is found before rendering.
    @Test func shutAndEdgeOnAnglesRenderAndImpossibleOnesAreFoundBeforeRendering() throws {
        for json in [#"{"root": "shots", "angles": [0], "entries": [{"captures": "*.png"}]}"#,
                     #"{"root": "shots", "elevation": 40, "entries": [{"captures": "*.png", "angles": {"laptop": [30]}}]}"#] {
            let (status, console) = run(["gallery", try galleryFile(json), "-o", scratch("out"), "--preview", "--quiet"])
            #expect(status == 0, "\(json): \(console.capturedError)")
        }
        for json in [#"{"root": "shots", "angles": [200], "entries": [{"captures": "*.png"}]}"#] {
            let (status, console) = run(["gallery", try galleryFile(json), "-o", scratch("out2")])
            #expect(status == 2, "\(json): \(console.capturedError)")
            #expect(console.capturedError.contains("g.json: ") && console.capturedError.contains("angles"), "\(console.capturedError)")
            #expect(!FileManager.default.fileExists(atPath: scratch("out2")), "rendering started: \(console.capturedError)")
        }
        let (status, console) = run(["gallery", scratch("shots"), "--angles", "200", "-o", scratch("out2")])
        #expect(status == 2 && console.capturedError.contains("--angles"), "\(console.capturedError)")
    }

    @Test func theSameCaptureTwiceInOneEntryIsTakenOnce() throws {
        let (status, console) = run(["gallery", try galleryFile(#"{"root": "shots", "entries": [{"captures": ["cover.png", "*.png"]}]}"#),
                                     "-o", scratch("out"), "--json"])
        #expect(status == 0, "\(console.capturedError)")
        let json = try JSONSerialization.jsonObject(with: Data(console.capturedOutput)) as? [String: Any]
        #expect(json?["captures"] as? Int == 1, "\(console.capturedOutputText)")
    }

    @Test func aDuplicateKeyIsAMistake() throws {
        let (status, console) = run(["gallery", try galleryFile(#"{"root": "shots", "entries": [{"captures": "*.png", "width": 100, "width": 200}]}"#),
                                     "-o", scratch("out")])
        #expect(status == 2)
        #expect(console.capturedError.contains("entries[0].width") && console.capturedError.contains("twice"), "\(console.capturedError)")
    }

    @Test func capturesWithNoFittingPoseAreCountedInTheSummary() throws {
        try ImageFile.write(TestFiles.sampleCapture(width: 951, height: 669), to: scratch("shots/wide.png"))
        let (status, console) = run(["gallery", scratch("shots"), "--poses", "closed", "-o", scratch("out")])
        #expect(status == 0, "\(console.capturedError)")
        let head = console.capturedError.split(separator: "\n").first { $0.hasPrefix("duo-mockup: gallery: ") } ?? ""
        #expect(head.contains("1 capture with no fitting pose"), "\(console.capturedError)")
        #expect(head.contains("(2 captures in"), "\(head)")
        #expect(!head.contains("1 captures"), "\(head)")
    }
}

/// Changing only the angles (or poses) renders only the outputs that are new: the flat poses and
/// the unchanged angles are kept.
@Suite(.serialized) struct GalleryAnglesChangeTests {
    @Test func changingTheAnglesKeepsTheFlatOutputs() throws {
        let scratch = try ScratchFolder("duo-angles-change")
        let art = try TestFiles.writeBezelSet(in: scratch("art"), poses: [.open])
        try scratch.folder("shots")
        try ImageFile.write(TestFiles.sampleCapture(width: 951, height: 669), to: scratch("shots/home.png"))
        func gallery(_ angles: String) throws -> [String: Any] {
            let console = Console.capturing()
            let status = DuoMockupTool.run(["gallery", scratch("shots"), "--poses", "open,book", "--angles", angles, "--preview",
                                            "--bezels", art, "-o", scratch("out"), "--json"], console: console)
            #expect(status == 0, "\(console.capturedError)")
            return try #require(try JSONSerialization.jsonObject(with: Data(console.capturedOutput)) as? [String: Any])
        }
        func identity(_ file: String) throws -> Int {
            (try FileManager.default.attributesOfItem(atPath: scratch("out/" + file))[.systemFileNumber] as? Int) ?? -1
        }
        _ = try gallery("100")
        let flat = try identity("home-open.png"), fold = try identity("home-book-100.png")
        let second = try gallery("100,150")
        #expect(second["rendered"] as? Int == 1, "only book 150 is new: \(second)")
        #expect(try identity("home-open.png") == flat, "the open mock-up was written again")
        #expect(try identity("home-book-100.png") == fold, "book 100 was written again")
        #expect(FileManager.default.fileExists(atPath: scratch("out/home-book-150.png")))
        // And the third run, with nothing new, is up to date.
        let third = try gallery("100,150")
        #expect(third["rendered"] as? Int == 0 && third["upToDate"] as? Int == 3, "\(third)")
    }
}
