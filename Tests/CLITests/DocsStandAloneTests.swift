import Foundation
import Testing
@testable import DuoMockupCLI

/// The repository stands alone: no doc, source comment or script cites a file outside it; and
/// the docs' small facts match the command (its command list, the status of an unknown option).
@Suite struct DocsStandAloneTests {
    static let root = HelpMatchesDocsTests.root

    /// Every text file the repo ships that a reader follows: README, Docs, Sources, Benchmarks, Fuzz.
    static func shippedTexts() throws -> [(path: String, text: String)] {
        var out: [(String, String)] = []
        let fm = FileManager.default
        for top in ["README.md", "Docs", "Sources", "Benchmarks", "Fuzz", "Bezels.example"] {
            let base = root + "/" + top
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: base, isDirectory: &isFolder) else { continue }
            let files = isFolder.boolValue ? (fm.enumerator(atPath: base)?.allObjects as? [String] ?? []).map { base + "/" + $0 } : [base]
            for file in files where [".md", ".swift", ".sh", ".py", ".c", ".h"].contains(where: file.hasSuffix) {
                out.append((String(file.dropFirst(root.count + 1)), try String(contentsOfFile: file, encoding: .utf8)))
            }
        }
        return out
    }

    @Test func nothingCitesAFileOutsideTheRepository() throws {
        let texts = try Self.shippedTexts()
        #expect(texts.count > 50)
        for (path, text) in texts {
            for outside in ["../shared", "/work/", "duo-geometry.md"] {
                #expect(!text.contains(outside), "\(path) cites \(outside)")
            }
        }
    }

    @Test func cliMdListsEveryCommandAndTheUnknownOptionsStatus() throws {
        let text = try String(contentsOfFile: Self.root + "/Docs/CLI.md", encoding: .utf8)
        let list = try #require(text.split(separator: "\n").first { $0.contains("commands:") })
        for command in DuoMockupTool.commands.map({ $0.name }) {
            #expect(list.contains(" \(command)"), "Docs/CLI.md's command list lacks \(command): \(list)")
        }
        let console = Console.capturing()
        let status = DuoMockupTool.run(["text", "x", "--no-such-option"], console: console)
        #expect(status == 2)
        #expect(!text.contains("is status 1 as for every command"), "Docs/CLI.md gives an unknown option status 1")
    }
}
