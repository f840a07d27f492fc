import Foundation

/// One way the package can fail to build or behave differently on a Mac that reading the source
/// on Linux can find, with an example it must catch and the same example written portably (the
/// rule's own test). Invariant: `check` is a pure function of the files it is given.
struct PortabilityRule: Sendable {
    let id: String
    /// What is wrong, and what to do instead (the finding's message).
    let advice: String
    let check: @Sendable (_ files: [SourceText]) -> [Finding]
    /// Files with the mistake in them: `check` must find something in them.
    let planted: [(path: String, text: String)]
    /// The same files with the mistake fixed: `check` must find nothing in them.
    let fixed: [(path: String, text: String)]
}

/// One place a rule objects to: `path:line: [rule] advice (the line)`.
struct Finding: Sendable, CustomStringConvertible {
    let rule: String
    let path: String
    /// 1-based; 0 for a finding about a file or a name rather than a line.
    let line: Int
    let detail: String
    var description: String { "\(path):\(line): [\(rule)] \(detail)" }
}

extension PortabilityRule {
    /// A rule that looks at each file of `scope` on its own and reports the lines `lines` picks.
    static func perFile(_ id: String, _ advice: String, scope: @escaping @Sendable (String) -> Bool,
                        planted: [(path: String, text: String)], fixed: [(path: String, text: String)],
                        lines: @escaping @Sendable (SourceText) -> [(line: Int, what: String)]) -> PortabilityRule {
        PortabilityRule(id: id, advice: advice, check: { files in
            files.filter { scope($0.path) }.flatMap { file in
                lines(file).map { Finding(rule: id, path: file.path, line: $0.line + 1, detail: "\(advice): \($0.what)") }
            }
        }, planted: planted, fixed: fixed)
    }

    /// The code lines of `file` matching `pattern` (a regular expression), with the match.
    static func matches(_ pattern: String, in file: SourceText, raw: Bool = false) -> [(line: Int, what: String)] {
        let regex = try! NSRegularExpression(pattern: pattern)
        var out: [(Int, String)] = []
        for (i, line) in (raw ? file.lines : file.code).enumerated() {
            let range = NSRange(line.startIndex..., in: line)
            if let m = regex.firstMatch(in: line, range: range), let r = Range(m.range, in: line) {
                out.append((i, String(line[r])))
            }
        }
        return out
    }
}

/// Runs every rule over the files and returns what they found, rule by rule, file by file.
enum PortabilityCheck {
    static func run(_ rules: [PortabilityRule], on files: [SourceText]) -> [Finding] {
        rules.flatMap { $0.check(files) }
    }
}
