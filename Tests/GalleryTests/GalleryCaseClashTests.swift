import _Batch
import Foundation
import Testing
import TestSupport
@testable import Gallery

/// Outputs that differ only in case are one file on a Mac (APFS ignores case): a gallery refuses
/// them on every platform, naming both, before anything is rendered.
struct GalleryCaseClashTests {
    @Test func entriesWhoseOutputFoldersDifferOnlyInCaseClash() throws {
        let folder = try GalleryTestFolder()
        defer { folder.remove() }
        try folder.write("home.png")
        try folder.write("gallery.json", """
        {"entries": [{"captures": "home.png", "output": "EN"}, {"captures": "home.png", "output": "en"}]}
        """)
        do {
            _ = try GalleryFile.load(folder.path + "/gallery.json")
            Issue.record("EN/home and en/home were both accepted")
        } catch let e as GalleryFileError {
            #expect(e.problems.count == 1)
            let p = try #require(e.problems.first)
            #expect(p.place == "entries[1].captures")
            #expect(p.message.contains("en/home") && p.message.contains("EN/home") && p.message.contains("ignore case"), "\(p.message)")
        }
    }

    @Test func capturesWhoseNamesDifferOnlyInCaseClash() throws {
        let folder = try GalleryTestFolder()
        defer { folder.remove() }
        try folder.write("Home.png")
        try folder.write("home.png")
        if FileSystemCase.ignoresCase(at: folder.path) {
            // A Mac's APFS: one file, so nothing to clash (the file system itself merged them).
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
            return
        }
        try folder.write("gallery.json", #"{"entries": [{"captures": "*.png"}]}"#)
        do {
            _ = try GalleryFile.load(folder.path + "/gallery.json")
            Issue.record("Home.png and home.png were both accepted")
        } catch let e as GalleryFileError {
            let messages = e.problems.map(\.message).joined(separator: " | ")
            #expect(messages.contains("Home.png") && messages.contains("home.png"), "\(messages)")
        }
    }

    @Test func theStateFolderIsReservedInAnyCase() throws {
        let folder = try GalleryTestFolder()
        defer { folder.remove() }
        let safety = OutputSafety(outputDirectory: folder.path)
        for name in [".gallery/x.png", ".Gallery/x.png", ".GALLERY/thumbs/x.png"] {
            #expect(throws: BatchError.reservedOutputName(name, folder: ".gallery")) { try safety.resolve(name) }
        }
        #expect(try safety.resolve("Gallery/x.png") == folder.path + "/Gallery/x.png")
    }
}
