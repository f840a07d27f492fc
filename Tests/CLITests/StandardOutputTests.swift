import DuoMockup
import Foundation
import Testing
@testable import DuoMockupCLI

/// `render -o -` writes the mock-up to standard output for a pipe: PNG, or JPEG with `--format`;
/// never binary into a terminal; with `--preview` into a terminal it draws there as before.
@Suite(.serialized) struct StandardOutputTests {
    let dir: String
    let bezels: String

    init() throws {
        dir = try TestFiles.temporaryFolder()
        bezels = try TestFiles.writeBezelSet(in: dir + "/bezels", poses: [.closed])
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: dir + "/cover.png")
    }

    func run(_ extra: [String], terminal: Bool = false) -> (Int32, Console) {
        let console = Console.capturing(terminal: terminal)
        return (DuoMockupTool.run(["render", dir + "/cover.png", "--bezels", bezels, "-o", "-"] + extra, console: console), console)
    }

    @Test func aPipeGetsThePNGTheFileWouldHold() throws {
        let (status, console) = run([])
        #expect(status == 0, "\(console.capturedError)")
        let piped = try ImageFile.decode(bytes: console.capturedOutput, name: "stdout")
        #expect(piped.format == .png)
        let (fileStatus, fileConsole) = (DuoMockupTool.run(["render", dir + "/cover.png", "--bezels", bezels, "-o", dir + "/out.png"],
                                                             console: Console.capturing()), 0)
        _ = fileConsole
        #expect(fileStatus == 0)
        let written = try ImageFile.read(path: dir + "/out.png")
        #expect(piped.image.pixels == written.image.pixels)
        #expect(console.capturedError.contains("wrote standard output"))
        #expect(!FileManager.default.fileExists(atPath: "-"))
    }

    @Test func formatJPEGWritesAJPEG() throws {
        let (status, console) = run(["--format", "jpeg", "--quality", "80"])
        #expect(status == 0, "\(console.capturedError)")
        let piped = try ImageFile.decode(bytes: console.capturedOutput, name: "stdout")
        #expect(piped.format == .jpeg && piped.image.isOpaque)
    }

    @Test func aTerminalGetsNoBinary() throws {
        let (status, console) = run([], terminal: true)
        #expect(status == 2)
        #expect(console.capturedOutput.isEmpty)
        #expect(console.capturedError.contains("standard output is a terminal"), "\(console.capturedError)")
    }

    @Test func theFormatAndANamedOutputMustAgree() throws {
        let console = Console.capturing()
        let status = DuoMockupTool.run(["render", dir + "/cover.png", "--bezels", bezels, "--format", "jpeg",
                                        "-o", dir + "/x.png"], console: console)
        #expect(status == 2)
        #expect(console.capturedError.contains("--format jpeg"), "\(console.capturedError)")
    }
}
