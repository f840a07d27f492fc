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

    /// A newcomer can follow the README's set-up on a clean machine: the package lists are
    /// updated, the install asks nothing, nothing assumes sudo, the toolchain is explained, and
    /// every command it shows names files the repository has.
    @Test func theReadmesSetUpWorksOnACleanMachine() throws {
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        let lines = readme.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("apt-get update"), "README: no apt-get update before the install")
        let install = try #require(lines.first { $0.hasPrefix("apt-get install") })
        #expect(install.hasPrefix("apt-get install -y "), "\(install)")
        #expect(!lines.contains { $0.hasPrefix("sudo ") || $0.hasPrefix("$ sudo ") }, "README assumes sudo")
        #expect(readme.contains("as root or with sudo"))
        for tool in ["swift.org", "swiftly"] { #expect(readme.contains(tool), "README does not say how to get Swift 6 (\(tool))") }
        #expect(readme.range(of: #"swift test` takes about [0-9]+ minutes on 2 cores"#, options: .regularExpression) != nil,
                "README does not say how long swift test takes")
        for line in lines where line.contains("duo-mockup render ") {
            let words = line.split(separator: " ").map(String.init)
            guard let at = words.firstIndex(of: "render"), at + 1 < words.count else { continue }
            let capture = words[at + 1]
            #expect(FileManager.default.fileExists(atPath: Self.root + "/" + capture) || capture == "CAPTURE",
                    "README renders \(capture), which the repository does not have")
        }
    }
}
