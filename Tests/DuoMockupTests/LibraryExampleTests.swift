import Foundation
import TestSupport
import Testing
import DuoMockup

// The program Docs/Library.md shows, compiled here so that the page cannot drift from the API:
// the text between the two markers must stand in the page as it is.
// BEGIN Library.md
func renderBook(capture: String, bezelFolder: String, output: String) throws {
    let screenshot = try ImageFile.read(path: capture)
    let bezels = try BezelSet.load(directory: bezelFolder)
    var options = RenderOptions()
    options.pose = .book
    options.degrees = 128
    let mockup = try MockupPipeline.render(capture: screenshot, captureFile: capture,
                                           bezels: .set(bezels), options: options)
    try ImageFile.write(mockup.image, colour: mockup.colour, to: output)
}
// END Library.md

/// `import DuoMockup` is the whole API: the documented program renders a book from the example art.
struct LibraryExampleTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test func theDocumentedProgramIsThePagesProgram() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let program = source.components(separatedBy: "// BEGIN Library.md\n")[1].components(separatedBy: "// END Library.md")[0]
        let page = try String(contentsOfFile: Self.repo + "/Docs/Library.md", encoding: .utf8)
        #expect(page.contains(program), "Docs/Library.md no longer shows the program this test compiles")
        #expect(program.split(separator: "\n").count < 15)
    }

    @Test func theDocumentedProgramRendersABook() throws {
        let folder = try ScratchRoot.folder("library")
        try FileManager.default.createDirectory(atPath: folder + "/art", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Art of the open phone at 1x (a dark body 30 px wide around a transparent screen) and a
        // 1x capture keep the debug build quick.
        var art = Image(width: 1011, height: 729, fill: StraightRGBA8(r: 30, g: 30, b: 34).premultiplied)
        for y in 30..<699 { for x in 30..<981 { art[x, y] = .transparent } }
        try ImageFile.write(art, to: folder + "/art/open.png")
        let capture = Image(width: 951, height: 669, fill: StraightRGBA8(r: 40, g: 90, b: 200).premultiplied)
        try ImageFile.write(capture, to: folder + "/open.png")

        try renderBook(capture: folder + "/open.png", bezelFolder: folder + "/art", output: folder + "/book.png")
        let book = try ImageFile.read(path: folder + "/book.png").image
        // Folded at 128° the leaves' outer edges come toward the camera: the book is taller at
        // its sides than the flat art, and the capture shows on both leaves, meeting at the hinge.
        #expect(book.height > art.height)
        let middle = book.height / 2
        let blue = (0..<book.width).filter { book[$0, middle].b > 150 && book[$0, middle].a == 255 }
        #expect(blue.count > book.width / 2, "the capture should fill most of the middle row")
        #expect(blue.count == (blue.last! - blue.first! + 1), "no seam at the hinge")
    }
}
