import _Batch
import Foundation
import Testing
import Gallery
import TestSupport
@testable import Compose

/// On a Mac a stale page's name can spell one of this run's own pages in another case (a set
/// renamed `Phone` → `phone`: `Phone/01-a.png` is the `phone/01-a.png` just written, the same
/// file). Removing it would remove the new page. A hard link is two names for one file on any
/// file system, so it stands in for APFS here.
struct StalePagesCaseTests {
    static func setUp(sameFile: Bool) throws -> (out: String, safety: OutputSafety, stale: StalePages) {
        let out = try ComposeTestFiles.temporaryFolder() + "/out"
        try ComposeTestFiles.write("the page this run wrote", to: out + "/en-US/phone/01-a.png")
        try FileManager.default.createDirectory(atPath: out + "/en-US/Phone", withIntermediateDirectories: true)
        if FileSystemCase.ignoresCase(at: out) {
            // A Mac's APFS: Phone/01-a.png already is phone/01-a.png.
        } else if sameFile {
            try FileManager.default.linkItem(atPath: out + "/en-US/phone/01-a.png", toPath: out + "/en-US/Phone/01-a.png")
        } else {
            try ComposeTestFiles.write("the page this run wrote", to: out + "/en-US/Phone/01-a.png")
        }
        let hash = try ContentHash.ofFile(out + "/en-US/Phone/01-a.png").hex
        let stamp = PageStamp(key: "k", owner: "../store.json", pages: [.init(file: "en-US/Phone/01-a.png", hash: hash)])
        try ComposeTestFiles.write(stamp.text, to: out + "/.gallery/store-stamps/en-US/Phone/01-a.png.stamp")
        let safety = OutputSafety(outputDirectory: out)
        return (out, safety, StalePages(safety: safety, owner: "../store.json", locales: nil))
    }

    @Test func aStaleNameThatIsThisRunsOwnPageIsKept() throws {
        let (out, safety, stale) = try Self.setUp(sameFile: true)
        let outcome = stale.remove(keeping: ["en-US/phone/01-a.png"], currentStamps: ["en-US/phone/01-a.png.stamp"], safety: safety)
        #expect(outcome.removed.isEmpty)
        #expect(FileManager.default.fileExists(atPath: out + "/en-US/phone/01-a.png"))
    }

    @Test func aStalePageThatIsAnotherFileStillGoes() throws {
        let (out, safety, stale) = try Self.setUp(sameFile: false)
        let outcome = stale.remove(keeping: ["en-US/phone/01-a.png"], currentStamps: ["en-US/phone/01-a.png.stamp"], safety: safety)
        // (On a Mac there is no other file: the two names are one, and it stays.)
        #expect(outcome.removed == (FileSystemCase.ignoresCase(at: out) ? [] : ["en-US/Phone/01-a.png"]))
        #expect(FileManager.default.fileExists(atPath: out + "/en-US/phone/01-a.png"))
    }
}
