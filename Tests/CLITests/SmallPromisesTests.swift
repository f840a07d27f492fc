import DuoMockup
import Foundation
import Testing
@testable import DuoMockupCLI

/// Small promises of the help and the error lines: what the help says is what is accepted, the
/// help fits 80 columns, one mistake is one line.
@Suite(.serialized) struct SmallPromisesTests {
    func run(_ args: [String]) -> (Int32, Console) {
        let console = Console.capturing()
        return (DuoMockupTool.run(args, console: console), console)
    }

    @Test func everyHelpFitsEightyColumnsAndTheSummariesLineUp() {
        let (_, top) = run(["--help"])
        let commands = DuoMockupTool.commands.map { $0.name }
        var starts: Set<Int> = []
        for line in top.capturedOutputText.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(line.count <= 80, "duo-mockup --help: \(line)")
            if let name = commands.first(where: { line.hasPrefix("  " + $0 + " ") }) {
                starts.insert(2 + name.count + line.dropFirst(2 + name.count).prefix { $0 == " " }.count)
            }
        }
        #expect(starts.count == 1, "the summaries start at columns \(starts.sorted())")
        for command in commands {
            let (_, help) = run([command, "--help"])
            for line in help.capturedOutputText.split(separator: "\n") {
                #expect(line.count <= 80, "\(command) --help: \(line)")
            }
        }
    }

    @Test func composeUsageNamesEveryOption() {
        let (_, help) = run(["compose", "--help"])
        // The usage runs to the first empty line (wrapped to 80 columns).
        let usage = help.capturedOutputText.components(separatedBy: "\n\n").first ?? ""
        for option in ComposeCommand.options {
            #expect(option.names.contains { usage.contains($0 + " ") || usage.contains($0 + "]") }, "compose's usage omits \(option.key): \(usage)")
        }
    }

    @Test func textShowsFontAsOptional() {
        let (_, help) = run(["text", "--help"])
        let usage = help.capturedOutputText.components(separatedBy: "\n\n").first ?? ""
        #expect(usage.contains("[--font FONT]"), "\(usage)")
    }

    @Test(arguments: ["1000", "50", "99", "901"]) func textRefusesAWeightOutsideTheHelpsRange(weight: String) throws {
        let dir = try TestFiles.temporaryFolder()
        let (status, console) = run(["text", "Hi", "--size", "20", "--weight", weight, "-o", dir + "/t.png"])
        #expect(status == 2)
        #expect(console.capturedError.contains("--weight must be between 100 and 900"), "\(console.capturedError)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/t.png"))
    }

    @Test func ambiguousBezelArtIsOneErrorLine() throws {
        let dir = try TestFiles.temporaryFolder()
        let bezels = try TestFiles.writeBezelSet(in: dir + "/bezels", poses: [.closed, .closed, .open])
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: dir + "/cover.png")
        let (status, console) = run(["render", dir + "/cover.png", "--bezels", bezels, "-o", dir + "/out.png"])
        #expect(status == 2)
        let lines = console.capturedError.split(separator: "\n")
        #expect(lines.filter { $0.contains("error") }.count == 1 && lines.count == 1, "\(console.capturedError)")
        #expect(lines.first?.contains("2 files look like the closed bezel") == true, "\(console.capturedError)")
    }
}
