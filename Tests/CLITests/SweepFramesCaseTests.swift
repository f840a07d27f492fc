import Foundation
import Testing
import TestSupport
@testable import DuoMockupCLI

/// A sweep removes the frames an earlier one left, but on a Mac a listed `Home-book-180.png` can
/// be the `home-book-180.png` this sweep just wrote (APFS ignores case): that one stays. A hard
/// link, two names for one file on any file system, stands in for APFS.
struct SweepFramesCaseTests {
    @Test func aListedNameThatIsAFrameJustWrittenStaysAndAnOtherFileGoes() throws {
        let dir = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("frame".utf8).write(to: URL(fileURLWithPath: dir + "/home-book-180.png"))
        let merged = FileSystemCase.ignoresCase(at: dir)
        if !merged {
            try FileManager.default.linkItem(atPath: dir + "/home-book-180.png", toPath: dir + "/Home-book-180.png")
            try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/Home-book-170.png"))
        }
        SweepFrames.removeStale(in: dir, keeping: ["home-book-180.png"])
        #expect(FileManager.default.fileExists(atPath: dir + "/home-book-180.png"))
        if !merged {
            #expect(FileManager.default.fileExists(atPath: dir + "/Home-book-180.png"))
            #expect(!FileManager.default.fileExists(atPath: dir + "/Home-book-170.png"))
        }
    }
}
