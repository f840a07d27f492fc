import _Batch
import Foundation
import Testing
@testable import Gallery
import Mockup

/// A library user runs a gallery without the command line: `GalleryJob` reads a folder of two
/// captures (one in a sub-folder), renders them in the asked poses with the example art, writes
/// the contact sheet and the page, and reports the same; a second run finds everything up to date.
@Suite struct GalleryJobTests {
    static let repository: String = {
        var dir = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { dir.deleteLastPathComponent() }
        return dir.path
    }()

    /// What the workers told the caller, gathered under a lock.
    final class Heard: @unchecked Sendable {
        private let lock = NSLock()
        private var outputs: [String] = []
        private var items = 0
        func wrote(_ o: GalleryOutput) { lock.lock(); outputs.append(o.file); lock.unlock() }
        func finished() { lock.lock(); items += 1; lock.unlock() }
        var files: Set<String> { lock.lock(); defer { lock.unlock() }; return Set(outputs) }
        var itemCount: Int { lock.lock(); defer { lock.unlock() }; return items }
    }

    @Test func aFolderOfTwoCapturesIsRenderedReportedAndThenUpToDate() throws {
        let folder = try GalleryTestFolder()
        defer { folder.remove() }
        let shots = folder.path + "/shots", out = folder.path + "/out"
        try FileManager.default.createDirectory(atPath: shots + "/sub", withIntermediateDirectories: true)
        let captures = Self.repository + "/Bezels.example/captures"
        try FileManager.default.copyItem(atPath: captures + "/open.png", toPath: shots + "/open.png")
        try FileManager.default.copyItem(atPath: captures + "/upright.png", toPath: shots + "/sub/upright.png")

        var job = GalleryJob(input: shots, outputDirectory: out, version: "test")
        job.settings.render.preview = true
        job.poses = [.open, .upright]
        job.bezels = .folder(Self.repository + "/Bezels.example")
        job.workers = 2
        let loaded = try job.load()
        #expect(loaded.items.map(\.name).sorted() == ["open", "sub/upright"])
        #expect(loaded.galleryFile == nil && loaded.unreadable.isEmpty)

        let heard = Heard()
        let report = try job.run(loaded, wrote: { heard.wrote($0) }, finished: { _ in heard.finished() })
        let expected: Set<String> = ["open-open.png", "sub/upright-upright.png"]
        #expect(report.failed.isEmpty && report.nothingToDo.isEmpty && !report.anyFailed)
        #expect(report.imagesRendered == 2 && report.imagesUpToDate == 0)
        #expect(Set(report.results.flatMap { $0.outputs.map(\.file) }) == expected)
        #expect(heard.files == expected && heard.itemCount == 2)
        #expect(report.contactSheet == "contact-sheet.png" && report.page == "index.html" && report.pagesError == nil)
        for file in expected.union(["contact-sheet.png", "index.html"]) {
            #expect(FileBytes.isRegularFile(out + "/" + file), "\(file) is written")
        }
        let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(page.contains("sub/upright-upright.png"))

        let again = try job.run(try job.load())
        #expect(again.imagesRendered == 0 && again.imagesUpToDate == 2 && !again.anyFailed)
    }

    @Test func anInputThatIsNeitherAFolderNorAGalleryFileIsRefusedByName() throws {
        let folder = try GalleryTestFolder()
        defer { folder.remove() }
        try folder.write("notes.txt")
        let missing = GalleryJob(input: folder.path + "/nothing", outputDirectory: folder.path + "/out", version: "test")
        #expect(throws: GalleryInputError.noSuchInput(folder.path + "/nothing")) { try missing.load() }
        let text = GalleryJob(input: folder.path + "/notes.txt", outputDirectory: folder.path + "/out", version: "test")
        #expect(throws: GalleryInputError.notAGalleryFile(folder.path + "/notes.txt")) { try text.load() }
        try FileManager.default.createDirectory(atPath: folder.path + "/empty", withIntermediateDirectories: true)
        let empty = GalleryJob(input: folder.path + "/empty", outputDirectory: folder.path + "/out", version: "test")
        #expect(throws: GalleryInputError.noCaptures(folder: folder.path + "/empty")) { try empty.load() }
    }
}
