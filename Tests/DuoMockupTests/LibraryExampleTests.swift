import Foundation
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
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("duo-library-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A 1x capture keeps the debug build quick; the pipeline scales it into the 3x art.
        var capture = Image(width: 951, height: 669, fill: PremultipliedRGBA8(r: 40, g: 90, b: 200, a: 255))
        capture[10, 10] = .white
        try ImageFile.write(capture, to: folder + "/open.png")
        try renderBook(capture: folder + "/open.png", bezelFolder: Self.repo + "/Bezels.example", output: folder + "/book.png")
        let book = try ImageFile.read(path: folder + "/book.png").image
        let art = try ImageFile.read(path: Self.repo + "/Bezels.example/inner-sideways.png").image
        // Folded at 128° the book is narrower than the flat art and its edges come toward the camera.
        #expect(book.width < art.width && book.width > art.width / 2)
        #expect(book.height > art.height)
    }
}
