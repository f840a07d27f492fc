import DuoMockup
import Foundation
import Testing
@testable import DuoMockupCLI

/// `--help` of every registered command and its section of Docs/CLI.md name the same options;
/// the README names every command.
@Suite struct HelpMatchesDocsTests {
    static let root: String = {
        var root = #filePath as NSString
        for _ in 0..<3 { root = root.deletingLastPathComponent as NSString }
        return root as String
    }()

    /// Every `--option` in `text`.
    static func options(in text: String) -> Set<String> {
        var found: Set<String> = []
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i + 2 < scalars.count {
            if scalars[i] == "-" && scalars[i + 1] == "-" && (i == 0 || !"-abcdefghijklmnopqrstuvwxyz0123456789".unicodeScalars.contains(scalars[i - 1]))
                && CharacterSet.lowercaseLetters.contains(scalars[i + 2]) {
                var j = i + 2
                while j < scalars.count, CharacterSet.lowercaseLetters.contains(scalars[j]) || CharacterSet.decimalDigits.contains(scalars[j]) || scalars[j] == "-" { j += 1 }
                var word = String(String.UnicodeScalarView(scalars[i..<j]))
                while word.hasSuffix("-") { word.removeLast() }
                found.insert(word)
                i = j
            } else {
                i += 1
            }
        }
        return found
    }

    /// The options the command's --help lists (the label column of its option lines).
    static func helpOptions(_ command: String) -> Set<String> {
        let console = Console.capturing()
        _ = DuoMockupTool.run([command, "--help"], console: console)
        var found: Set<String> = []
        for line in console.capturedOutputText.split(separator: "\n") where line.hasPrefix("  -") {
            let label = line.dropFirst(2).components(separatedBy: "  ").first ?? ""
            found.formUnion(options(in: label))
        }
        found.remove("--help")
        return found
    }

    /// The text of Docs/CLI.md's section for `command` (from "## `command`" to the next "## ").
    static func docSection(_ command: String) throws -> String {
        let text = try String(contentsOfFile: root + "/Docs/CLI.md", encoding: .utf8)
        let start = try #require(text.range(of: "\n## `\(command)`"), "Docs/CLI.md has no section for \(command)")
        let rest = text[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    @Test func everyCommandsHelpAndDocsNameTheSameOptions() throws {
        for command in DuoMockupTool.commands.map({ $0.name }) {
            let help = Self.helpOptions(command)
            #expect(!help.isEmpty, "\(command) --help lists no options")
            let documented = Self.options(in: try Self.docSection(command))
            #expect(help.subtracting(documented).isEmpty, "\(command): in --help, not in Docs/CLI.md: \(help.subtracting(documented).sorted())")
            #expect(documented.subtracting(help).isEmpty, "\(command): in Docs/CLI.md, not in --help: \(documented.subtracting(help).sorted())")
        }
    }

    @Test func renderHelpNamesEveryPoseAndColourSpelling() {
        let console = Console.capturing()
        _ = DuoMockupTool.run(["render", "--help"], console: console)
        let help = console.capturedOutputText
        for pose in SharedOptions.poseNames { #expect(help.contains(pose), "render --help omits \(pose)") }
        for spelling in ["transparent", "white", "black", "#RGB", "#RRGGBB", "#RRGGBBAA", "r,g,b[,a]"] {
            #expect(help.contains(spelling), "render --help omits the colour spelling \(spelling)")
        }
    }

    @Test func theReadmeNamesEveryCommandAndCountsThemRight() throws {
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        for command in DuoMockupTool.commands.map({ $0.name }) {
            #expect(readme.contains("duo-mockup \(command)"), "README.md never shows duo-mockup \(command)")
        }
        // Each command's synopsis (its line and the indented lines under it) names every option of
        // its --help, itself or as "render's options but …".
        let lines = readme.components(separatedBy: "\n")
        let renderOptions = Self.helpOptions("render")
        for command in DuoMockupTool.commands.map({ $0.name }) {
            guard let start = lines.firstIndex(where: { $0.hasPrefix("    duo-mockup \(command) ") }) else { continue }
            var synopsis = lines[start]
            for line in lines[(start + 1)...] {
                guard line.hasPrefix("                 "), !line.hasPrefix("    duo-mockup") else { break }
                synopsis += " " + line
            }
            var named = Self.options(in: synopsis)
            if let but = synopsis.range(of: "render's options but ") {
                let excluded = Self.options(in: String(synopsis[but.upperBound...].prefix { $0 != "]" }))
                named.formUnion(renderOptions.subtracting(excluded).subtracting(["--output"]))
            }
            let missing = Self.helpOptions(command).subtracting(named).subtracting(["--output"])
            #expect(missing.isEmpty, "README.md's synopsis of \(command) omits \(missing.sorted())")
        }
        let words = ["two", "three", "four", "five", "six", "seven", "eight", "nine"]
        for (n, word) in words.enumerated() where n + 2 != DuoMockupTool.commands.count {
            #expect(!readme.lowercased().contains("\(word) commands"), "README.md says '\(word) commands'")
        }
    }
}
