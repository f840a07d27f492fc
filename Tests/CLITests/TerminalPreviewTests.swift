import DuoMockup
import Foundation
import Testing
import TestSupport
@testable import DuoMockupCLI

/// The terminal preview works where users are: 256 colours without COLORTERM (tmux, ssh), and
/// through a pipe (`| less -R`) when asked with --ansi.
@Suite(.serialized) struct TerminalPreviewTests {
    let scratch: ScratchFolder
    let art: String

    init() throws {
        scratch = try ScratchFolder("duo-terminal")
        art = try TestFiles.writeBezelSet(in: scratch("art"), poses: [.closed])
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: scratch("cover.png"))
    }

    func run(_ args: [String], terminal: Bool, env: [String: String]) -> (Int32, Console) {
        let console = Console.capturing(environment: env, terminal: terminal)
        return (DuoMockupTool.run(args + ["--bezels", art], console: console), console)
    }

    @Test func withoutTrueColourItDrawsIn256Colours() throws {
        let (status, console) = run(["render", scratch("cover.png"), "--preview", "-o", "-"], terminal: true,
                                    env: ["TERM": "screen-256color", "COLUMNS": "40", "LINES": "30"])
        #expect(status == 0, "\(console.capturedError)")
        let text = console.capturedOutputText
        #expect(text.contains("\u{1B}[38;5;") && text.contains("\u{1B}[48;5;") && !text.contains("38;2;"))
        #expect(text.contains("▀"))
    }

    @Test func throughAPipeWithAnsi() throws {
        let (refused, c1) = run(["render", scratch("cover.png"), "--preview", "-o", "-"], terminal: false, env: [:])
        #expect(refused == 2 && c1.capturedError.contains("--ansi"), "\(c1.capturedError)")
        let (status, c2) = run(["render", scratch("cover.png"), "--preview", "-o", "-", "--ansi"], terminal: false,
                               env: ["COLORTERM": "truecolor", "COLUMNS": "40"])
        #expect(status == 0, "\(c2.capturedError)")
        #expect(c2.capturedOutputText.contains("\u{1B}[38;2;"))
    }

    @Test func the256ColourPaletteIsNearest() {
        #expect(TerminalPreview.xterm256(r: 0, g: 0, b: 0) == 16)
        #expect(TerminalPreview.xterm256(r: 255, g: 255, b: 255) == 231)
        #expect(TerminalPreview.xterm256(r: 255, g: 0, b: 0) == 196)
        #expect(TerminalPreview.xterm256(r: 128, g: 128, b: 128) == 244)   // grey ramp: 8 + 10 × 12 = 128
        #expect(TerminalPreview.xterm256(r: 95, g: 135, b: 175) == 16 + 36 + 12 + 3)
    }
}
