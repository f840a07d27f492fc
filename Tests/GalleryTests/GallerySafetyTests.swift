import _Batch
import Foundation
import Testing
@testable import Gallery
import Mockup

/// Output names never leave OUTDIR and never replace an input, whatever they contain.
struct GallerySafetyTests {
    @Test(arguments: ["../x.png", "a/../../x.png", "/etc/passwd", "..", "a/./b.png", "", "///"])
    func namesThatWouldLeaveOrAreEmptyAreRefused(name: String) {
        #expect(throws: BatchError.self) { try OutputSafety.relativePath(name) }
    }

    @Test func plainNamesAreKeptAndCleaned() throws {
        #expect(try OutputSafety.relativePath("en-US/home-open.png") == "en-US/home-open.png")
        #expect(try OutputSafety.relativePath("en-US//home.png") == "en-US/home.png")
        #expect(try OutputSafety.relativePath("a\u{1}b\nc.png") == "a_b_c.png")
        #expect(try OutputSafety.relativePath("..hidden-but-fine.png") == "..hidden-but-fine.png")
    }

    @Test func resolvedPathsStayInsideTheOutputFolder() throws {
        let folder = try GalleryTestFolder()
        defer { folder.remove() }
        let out = folder.path + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let safety = OutputSafety(outputDirectory: out)
        for name in ["a.png", "en-US/b.png", "x/y/z.png"] {
            let path = try safety.prepare(name)
            #expect(path == out + "/" + name)
            #expect(FileBytes.isDirectory((path as NSString).deletingLastPathComponent))
        }
        #expect(throws: BatchError.self) { try safety.prepare("../escape.png") }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/escape.png"))
        #expect(throws: BatchError.self) { try safety.prepare(".gallery/stamps/x.stamp") }
        #expect(try safety.prepare(".gallery/stamps/x.stamp", allowReserved: true).hasPrefix(out + "/.gallery/"))
    }

    @Test func aSymbolicLinkInsideTheOutputFolderIsNotFollowed() throws {
        let folder = try GalleryTestFolder()
        defer { folder.remove() }
        let out = folder.path + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out + "/en-US", withDestinationPath: folder.path + "/elsewhere")
        let safety = OutputSafety(outputDirectory: out)
        #expect(throws: BatchError.self) { try safety.prepare("en-US/home-open.png") }
    }

    @Test func anInputFileIsNeverAnOutput() throws {
        let folder = try GalleryTestFolder()
        defer { folder.remove() }
        try folder.write("shots/home-open.png", "an input that looks like an output")
        var safety = OutputSafety(outputDirectory: folder.path + "/shots")
        #expect(try safety.resolve("home-open.png") == folder.path + "/shots/home-open.png")
        safety.addInput(folder.path + "/shots/home-open.png")
        #expect(throws: BatchError.self) { try safety.resolve("home-open.png") }
    }
}
