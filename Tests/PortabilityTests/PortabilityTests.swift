import Foundation
import Testing

/// What Linux can tell about a Mac build, checked on every `swift test`: the repository breaks
/// none of the rules (PortabilityRules.swift), and each rule catches its own planted mistake and
/// passes its fix, so a rule that stopped matching would fail here rather than go quiet.
struct PortabilityTests {
    static func files(_ list: [(path: String, text: String)]) -> [SourceText] {
        list.map { SourceText(path: $0.path, text: $0.text) }
    }

    @Test func theRepositoryBreaksNoRule() throws {
        let files = try RepositoryFiles.load()
        #expect(files.count > 300 && files.contains { $0.path == "Package.swift" })
        let manifest = try #require(files.first { $0.path == "Package.swift" })
        // Without `platforms:` SwiftPM takes macOS 10.13 (and the platforms rule reports it).
        let minimum = PortabilityRules.declaredMinimum(manifest.lines.joined(separator: "\n")) ?? 10.13
        let findings = PortabilityCheck.run(PortabilityRules.all(macOSMinimum: minimum), on: files)
        let report = findings.map(\.description).joined(separator: "\n")
        #expect(findings.isEmpty, "\(findings.count) finding(s):\n\(report)")
    }

    @Test(arguments: PortabilityRules.all(macOSMinimum: 13).map(\.id))
    func eachRuleCatchesItsPlantedMistakeAndPassesItsFix(_ id: String) throws {
        let rule = try #require(PortabilityRules.all(macOSMinimum: 13).first { $0.id == id })
        let planted = rule.check(Self.files(rule.planted))
        #expect(!planted.isEmpty, "\(id) found nothing in its planted example")
        #expect(planted.allSatisfy { $0.rule == id })
        // Every planted file is caught, not just one of them.
        if id != "case-clash" {
            for file in rule.planted {
                #expect(!rule.check(Self.files([file])).isEmpty, "\(id) missed \(file.path)")
            }
        }
        let fixed = rule.check(Self.files(rule.fixed))
        #expect(fixed.isEmpty, "\(id) objects to its own fix: \(fixed)")
    }

    @Test func commentsAndStringsAreNotCode() {
        let file = SourceText(path: "a.swift", text: """
        // environ in a comment
        let a = "environ \\(b ? "x" : "y") stderr" /* stdout */ + x
        let c = #"raw "stdin" here"#
        let d = \"""
        environ
        \"""
        """)
        #expect(file.code.allSatisfy { !$0.contains("environ") && !$0.contains("std") }, "\(file.code)")
        #expect(file.code[1].hasSuffix("+ x"))
    }

    @Test func conditionsFollowIfElseifElse() {
        let file = SourceText(path: "a.swift", text: "#if canImport(Glibc)\na\n#elseif canImport(Darwin)\nb\n#else\nc\n#endif\nd\n")
        #expect(file.isUnder(["canImport(Glibc)"], line: 1) && !file.isUnder(["canImport(Glibc)"], line: 3))
        #expect(file.isUnder(["canImport(Darwin)"], line: 3) && !file.isUnder(["canImport(Glibc)"], line: 5))
        #expect(file.conditions[7].isEmpty && file.ifChains.count == 1 && file.ifChains[0].count == 3)
    }
}
