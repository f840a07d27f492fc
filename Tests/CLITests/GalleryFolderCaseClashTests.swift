import DuoMockup
import Foundation
import Testing
import TestSupport
@testable import DuoMockupCLI

/// A folder of captures holding `Home.png` and `home.png` (possible on Linux and on a
/// case-sensitive volume) would write outputs that are one file on a Mac: `gallery` refuses it
/// on every platform, naming both, and renders nothing.
struct GalleryFolderCaseClashTests {
    @Test func capturesDifferingOnlyInCaseAreRefused() throws {
        let dir = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/captures/EN", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/captures/en", withIntermediateDirectories: true)
        let capture = TestFiles.sampleCapture(width: 466, height: 678)
        try ImageFile.write(capture, to: dir + "/captures/EN/home.png")
        try ImageFile.write(capture, to: dir + "/captures/en/home.png")
        if FileSystemCase.ignoresCase(at: dir) {
            // A Mac's APFS: the two folders are one, so there is one capture and nothing to clash.
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/captures").count == 1)
            return
        }
        let bezels = try TestFiles.writeBezelSet(in: dir + "/bezels", poses: [.closed])
        let console = Console.capturing()
        let status = DuoMockupTool.run(["gallery", dir + "/captures", "-o", dir + "/out", "--bezels", bezels, "--quiet"],
                                       console: console)
        #expect(status == 2)
        let error = console.capturedError
        #expect(error.contains("EN/home.png") && error.contains("en/home.png") && error.contains("ignore case"), "\(error)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out/EN/home-closed.png"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/out/en/home-closed.png"))
    }
}
