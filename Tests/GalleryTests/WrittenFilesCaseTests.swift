import _Batch
import Codecs
import Foundation
import Testing
@testable import Gallery

/// A sweep removes the frames an earlier one wrote and this one does not make, but on a Mac a
/// recorded `Home-book-180.png` can be the `home-book-180.png` this run just wrote (APFS ignores
/// case): that one stays. A hard link, two names for one file on any file system, stands in for
/// APFS. (Main's SweepFramesCaseTests, moved onto the record that replaced SweepFrames.)
struct WrittenFilesCaseTests {
    @Test func aStaleNameThatIsAFileJustWrittenStaysAndAnOtherStaleFileGoes() throws {
        let folder = try GalleryTestFolder()
        defer { folder.remove() }
        let out = folder.path + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let frame = Array("frame".utf8), old = Array("old".utf8)
        // An earlier run wrote Home-book-180.png and Home-book-170.png.
        var earlier = WrittenFiles(kind: "sweep", safety: OutputSafety(outputDirectory: out))
        try earlier.record("Home-book-180.png", hash: WrittenFiles.hash(frame))
        try earlier.record("Home-book-170.png", hash: WrittenFiles.hash(old))
        try AtomicFile.write(old, to: out + "/Home-book-170.png")
        // This run writes home-book-180.png, which is (on APFS, or here by a hard link) Home-book-180.png.
        var record = WrittenFiles(kind: "sweep", safety: OutputSafety(outputDirectory: out))
        try record.record("home-book-180.png", hash: WrittenFiles.hash(frame))
        try AtomicFile.write(frame, to: out + "/home-book-180.png")
        if !FileManager.default.fileExists(atPath: out + "/Home-book-180.png") {
            try FileManager.default.linkItem(atPath: out + "/home-book-180.png", toPath: out + "/Home-book-180.png")
        }
        let outcome = try record.finish(keeping: ["home-book-180.png"])
        #expect(FileManager.default.fileExists(atPath: out + "/home-book-180.png"))
        #expect(FileManager.default.fileExists(atPath: out + "/Home-book-180.png"))
        #expect(!outcome.removed.contains("Home-book-180.png"))
        #expect(outcome.removed == ["Home-book-170.png"])
        #expect(!FileManager.default.fileExists(atPath: out + "/Home-book-170.png"))
    }
}
