import Foundation
import TestSupport
import Testing
import DuoMockup

// The compose and animate programs Docs/Library.md shows, compiled here as LibraryExampleTests
// compiles the render program: the text between each pair of markers stands in the page as it is.
// BEGIN Library.md compose
func composePages(storefile: String, output: String) throws -> ComposeReport {
    let job = ComposeJob(storefile: storefile, outputDirectory: output, version: "my-tool 1.0")
    let report = try job.run(try job.load())
    for failure in report.result.failures { print(failure) }
    return report
}
// END Library.md compose

// BEGIN Library.md animate
func animateBook(capture: String, bezelFolder: String, output: String, fps: Double) throws -> AnimateReport {
    let timeline = try Timeline(try KeyframeParsing.path("1 180 128 180"))
    let clip = try Clip(timeline: timeline, framesPerSecond: fps, plays: 0, pingPong: false)
    var job = AnimateJob(capture: capture, destination: .file(output), timeline: timeline, clip: clip)
    job.bezels = .folder(bezelFolder)
    return try job.run()
}
// END Library.md animate

/// The documented jobs run as the page says: a storefile's page, a clip of the fold.
struct LibraryJobExampleTests {
    static func program(_ name: String) throws -> String {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        return source.components(separatedBy: "// BEGIN Library.md \(name)\n")[1].components(separatedBy: "// END Library.md")[0]
    }

    @Test func theDocumentedProgramsAreThePagesPrograms() throws {
        let page = try String(contentsOfFile: LibraryExampleTests.repo + "/Docs/Library.md", encoding: .utf8)
        for name in ["compose", "animate"] {
            #expect(page.contains(try Self.program(name)), "Docs/Library.md no longer shows the \(name) program this test compiles")
        }
    }

    /// Art of the open phone at 1x (a dark body 30 px wide around a transparent screen) and a 1x
    /// capture, as LibraryExampleTests makes them.
    static func project() throws -> String {
        let folder = try ScratchRoot.folder("library-jobs")
        try FileManager.default.createDirectory(atPath: folder + "/art", withIntermediateDirectories: true)
        var art = Image(width: 1011, height: 729, fill: PremultipliedRGBA8(r: 30, g: 30, b: 34, a: 255))
        for y in 30..<699 { for x in 30..<981 { art[x, y] = .transparent } }
        try ImageFile.write(art, to: folder + "/art/open.png")
        let capture = Image(width: 951, height: 669, fill: PremultipliedRGBA8(r: 40, g: 90, b: 200, a: 255))
        try ImageFile.write(capture, to: folder + "/open.png")
        return folder
    }

    @Test func theDocumentedComposeProgramWritesThePage() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Array("""
        {"version": 1, "bezels": "art", "sourceLocale": "en-US", "locales": ["en-US"],
         "sets": [{"name": "small", "size": [360, 640], "pages": [
           {"name": "book", "title": "Fold it", "devices": [{"capture": "open.png", "pose": "book"}]}]}]}
        """.utf8).write(to: folder + "/store.json")
        let report = try composePages(storefile: folder + "/store.json", output: folder + "/pages")
        #expect(report.result.written == ["en-US/small/01-book.png"], "\(report.result.failures)")
        #expect(report.violations.isEmpty && !report.failed)
        let page = try ImageFile.read(path: folder + "/pages/en-US/small/01-book.png").image
        #expect(page.width == 360 && page.height == 640)
    }

    @Test func theDocumentedAnimateProgramWritesTheClip() throws {
        let folder = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = try animateBook(capture: folder + "/open.png", bezelFolder: folder + "/art", output: folder + "/fold.png",
                                     fps: 2)
        // Two moves of a second at 2 frames a second (a looping clip ends where it starts, once).
        #expect(report.frames == 4)
        #expect(report.format == .apng)
        let first = try ImageFile.read(path: folder + "/fold.png").image
        #expect(first.width == report.width && first.height == report.height)
    }
}

extension Array where Element == UInt8 {
    func write(to path: String) throws { try Data(self).write(to: URL(fileURLWithPath: path)) }
}
