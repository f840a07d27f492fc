import Codecs
import _Support
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Temporary files a killed run left (`.NAME.duo-XXXX.tmp`, locked by nobody) are removed the
/// next time a file is written into their folder; one a live run holds, and anyone else's
/// file, are not. Long names still get a temporary file (NAME_MAX is 255 bytes everywhere).
@Suite("Temporary files")
struct TemporaryFilesTests {
    @Test("a killed run's leftovers go with the next write into the folder; locked and foreign files stay")
    func leftoversOfAKilledRunAreRemoved() throws {
        let folder = try TemporaryFolder()
        let abandoned = try folder.file(".page.png.duo-3k9x0az.tmp", Array("half".utf8))
        let held = try folder.file(".other.png.duo-77aa.tmp", Array("being written".utf8))
        let holder = open(held, O_RDONLY)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX | LOCK_NB) == 0)
        let foreign = ["notes.tmp", ".notes.tmp", ".page.png.duo-.tmp", ".page.png.duo-UPPER.tmp", ".x.12345.tmp"]
        for name in foreign { _ = try folder.file(name, Array("mine".utf8)) }

        try AtomicFile.write(Array("whole".utf8), to: folder.path + "/page.png")
        let left = Set(try folder.contents())
        #expect(!left.contains((abandoned as NSString).lastPathComponent), "\(left)")
        #expect(left == Set(["page.png", (held as NSString).lastPathComponent] + foreign), "\(left)")
    }

    @Test("a 255-byte name is written (its temporary name is shortened)")
    func longestNameIsWritten() throws {
        let folder = try TemporaryFolder()
        let name = String(repeating: "é", count: 125) + "x.png"  // 255 bytes of UTF-8
        #expect(name.utf8.count == 255)
        try AtomicFile.write(Array("whole".utf8), to: folder.path + "/" + name)
        #expect(try folder.contents() == [name])
    }

    @Test("a write pinned to a folder is refused once a link has taken the folder's place")
    func aFolderSwappedForALinkIsNotWrittenThrough() throws {
        let root = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: root.path + "/out", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root.path + "/elsewhere", withIntermediateDirectories: true)
        let checked = try #require(FileIdentity(folder: root.path + "/out"))
        // After the check, the folder is moved away and a link to another folder put in its place.
        #expect(rename(root.path + "/out", root.path + "/out.moved") == 0)
        #expect(symlink(root.path + "/elsewhere", root.path + "/out") == 0)
        #expect(throws: CodecError.self) { try AtomicFile.write(Array("x".utf8), to: root.path + "/out/page.png", in: checked) }
        #expect(throws: CodecError.self) { try AtomicFileStream(path: root.path + "/out/clip.png", in: checked) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path + "/elsewhere") == [])
        // Unpinned, the same write follows the link (what every write did before).
        try AtomicFile.write(Array("x".utf8), to: root.path + "/out/page.png")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path + "/elsewhere") == ["page.png"])
    }
}
