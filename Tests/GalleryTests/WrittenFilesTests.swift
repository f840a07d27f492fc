import _Batch
import Codecs
import Foundation
import Testing
@testable import Gallery

/// The record that lets a command replace or remove only what it wrote, and the chunked hash it
/// is kept with.
struct WrittenFilesTests {
    @Test func aHashFedInPiecesEqualsTheHashOfTheWhole() {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<1000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        var whole = ContentHash()
        bytes.withUnsafeBytes { whole.add($0) }
        for pieces in [[1000], [1, 999], [7, 9, 984], [3, 3, 3, 991], Array(repeating: 1, count: 1000), [0, 13, 0, 987]] {
            var stream = ContentHashStream(), start = 0
            for n in pieces { stream.add(Array(bytes[start..<start + n])); start += n }
            #expect(stream.hash == whole, "\(pieces.prefix(4))")
        }
    }

    @Test func onlyRecordedUnchangedFilesAreTheRunsToReplace() throws {
        let folder = try GalleryTestFolder()
        defer { folder.remove() }
        let out = folder.path + "/out"
        try FileManager.default.createDirectory(atPath: out + "/sub", withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: out + "/mine.txt"))
        try FileManager.default.createDirectory(atPath: out + "/folder.png", withIntermediateDirectories: true)
        var record = WrittenFiles(kind: "test", safety: OutputSafety(outputDirectory: out))
        #expect(try record.mayReplace("new.png"))
        #expect(try !record.mayReplace("mine.txt"))
        #expect(throws: BatchError.folderWhereAFileGoes(out + "/folder.png")) { try record.checkMayReplace("folder.png") }

        // Recorded before it is written: owned before and after the bytes land.
        let bytes = Array("ours".utf8)
        try record.record("sub/ours.png", hash: WrittenFiles.hash(bytes))
        try AtomicFile.write(bytes, to: out + "/sub/ours.png")
        let reread = WrittenFiles(kind: "test", safety: OutputSafety(outputDirectory: out))
        #expect(try reread.mayReplace("sub/ours.png"))
        #expect(reread.files == ["sub/ours.png"])
        // Another kind's record is not this one's.
        #expect(try !WrittenFiles(kind: "other", safety: OutputSafety(outputDirectory: out)).mayReplace("sub/ours.png"))
        // Edited: no longer the run's.
        try Data("edited".utf8).write(to: URL(fileURLWithPath: out + "/sub/ours.png"))
        #expect(try !reread.mayReplace("sub/ours.png"))
        #expect(throws: BatchError.self) { try record.record("a\nb.png", hash: WrittenFiles.hash([])) }
    }

    @Test func finishRemovesStaleUnchangedFilesButNeverAnInput() throws {
        let folder = try GalleryTestFolder()
        defer { folder.remove() }
        let out = folder.path + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        var record = WrittenFiles(kind: "test", safety: OutputSafety(outputDirectory: out))
        for name in ["a.png", "b.png", "c.png", "d.png"] {
            let bytes = Array(name.utf8)
            try record.record(name, hash: WrittenFiles.hash(bytes))
            try AtomicFile.write(bytes, to: out + "/" + name)
        }
        try Data("changed".utf8).write(to: URL(fileURLWithPath: out + "/c.png"))
        // The next run reads d.png as an input and writes only a.png.
        var safety = OutputSafety(outputDirectory: out)
        safety.addInput(out + "/d.png")
        var next = WrittenFiles(kind: "test", safety: safety)
        let outcome = try next.finish(keeping: ["a.png"])
        #expect(outcome.removed == ["b.png"])
        #expect(outcome.keptChanged == ["c.png"])
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: out)) == [".gallery", "a.png", "c.png", "d.png"])
        #expect(WrittenFiles(kind: "test", safety: safety).files == ["a.png"])
    }
}
