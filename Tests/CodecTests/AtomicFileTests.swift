@testable import Codecs
import Foundation
import Raster
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Atomic writes and file formats")
struct AtomicFileTests {
    @Test("writing replaces the file and leaves no temporary behind")
    func replaces() throws {
        let folder = try TemporaryFolder()
        let path = try folder.file("out.png", Array("old".utf8))
        try ImageFile.write(TestImages.translucent(), to: path)
        #expect(try ImageFile.read(path: path).image == TestImages.translucent())
        #expect(try folder.contents() == ["out.png"])
    }

    @Test("a failed write leaves the existing file untouched and no temporary")
    func failureLeavesExisting() throws {
        let folder = try TemporaryFolder()
        let original = Array("precious".utf8)
        let path = try folder.file("keep.gif", original)
        // Unknown extension: refused before anything is written.
        #expect(throws: CodecError.self) { try ImageFile.write(TestImages.opaque(), to: path) }
        // Destination is a folder: the rename fails after the temporary was written.
        let folderPath = folder.path + "/target.png"
        try FileManager.default.createDirectory(atPath: folderPath + "/inside", withIntermediateDirectories: true)
        #expect(throws: CodecError.self) { try ImageFile.write(TestImages.opaque(), to: folderPath) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(original))
        #expect(try folder.contents() == ["keep.gif", "target.png"])
    }

    @Test("a close that fails is a CodecError naming the path: nothing appears there, no temporary is left")
    func aFailedCloseIsAnError() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/page.png"
        let file = try AtomicFileStream(path: path)
        try file.write(Array("whole".utf8))
        // Closed behind the stream's back, the descriptor's own close() fails (EBADF) as a close
        // reporting a write the file system deferred (a full disk over NFS) does.
        #expect(close(file.temporary.descriptor) == 0)
        do {
            try file.commit()
            Issue.record("commit succeeded")
        } catch {
            #expect("\(error)".hasPrefix(path + ": cannot write: "))
        }
        #expect(try folder.contents() == [])
    }

    @Test("a missing destination folder is a CodecError naming the path")
    func missingFolder() {
        do {
            try AtomicFile.write([1, 2, 3], to: "/nonexistent-folder/x.json")
            Issue.record("write succeeded")
        } catch {
            #expect("\(error)".hasPrefix("/nonexistent-folder/x.json: "))
        }
    }

    @Test("JPEG is written for .jpg and .JPEG; the content decides how it is read")
    func formatsByExtension() throws {
        let folder = try TemporaryFolder()
        for name in ["a.jpg", "b.JPEG"] {
            try ImageFile.write(TestImages.opaque(), to: folder.path + "/" + name)
            #expect(try ImageFile.read(path: folder.path + "/" + name).format == .jpeg)
        }
        // A PNG named .jpg is still read as PNG.
        let misnamed = try folder.file("c.jpg", ImageFile.encode(TestImages.opaque(), format: .png))
        #expect(try ImageFile.read(path: misnamed).format == .png)
        #expect(ImageFormat(pathExtension: "JpG") == .jpeg && ImageFormat(pathExtension: "gif") == nil)
    }
}
