import Foundation

/// A Swift source file as the portability rules read it: its lines as written, the same lines
/// with comments and string literals blanked (so a rule about code never matches prose), and for
/// each line the `#if` conditions it sits under. Invariant: `code` and `conditions` have one
/// entry per line of `lines`; blanking keeps every other character in place.
struct SourceText {
    let path: String
    let lines: [String]
    let code: [String]
    /// The same lines with comments blanked but string literals kept (for rules about what the
    /// program says, not what its comments say).
    let codeAndStrings: [String]
    /// Per line, the enclosing branches' conditions, outermost first; an `#else` branch reads
    /// `!(…)` of the branches before it.
    let conditions: [[String]]
    /// Every `#if … #endif` chain: its branches' conditions and line ranges (directive lines excluded).
    let ifChains: [[(condition: String, lines: Range<Int>)]]

    init(path: String, text: String) {
        self.path = path
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        code = Self.blankingCommentsAndStrings(text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        codeAndStrings = Self.blankingCommentsAndStrings(text, keepingStrings: true)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var stack: [[String]] = []   // per open #if: the conditions of its branches so far
        var open: [[(condition: String, lines: Range<Int>)]] = []
        var chains: [[(condition: String, lines: Range<Int>)]] = []
        var perLine: [[String]] = []
        func closeBranch(at i: Int) {
            guard !open.isEmpty, let last = open[open.count - 1].last else { return }
            open[open.count - 1][open[open.count - 1].count - 1].lines = last.lines.lowerBound..<i
        }
        for (i, line) in code.enumerated() {
            let t = line.trimmingCharacters(in: .whitespaces)
            if t.hasPrefix("#if ") {
                stack.append([String(t.dropFirst(4))])
                open.append([(String(t.dropFirst(4)), i + 1..<i + 1)])
            } else if t.hasPrefix("#elseif "), !stack.isEmpty {
                stack[stack.count - 1].append(String(t.dropFirst(8)))
                closeBranch(at: i)
                open[open.count - 1].append((String(t.dropFirst(8)), i + 1..<i + 1))
            } else if t == "#else" || t.hasPrefix("#else "), !stack.isEmpty {
                let negated = "!(" + stack[stack.count - 1].joined(separator: " || ") + ")"
                stack[stack.count - 1].append(negated)
                closeBranch(at: i)
                open[open.count - 1].append((negated, i + 1..<i + 1))
            } else if t.hasPrefix("#endif"), !stack.isEmpty {
                stack.removeLast()
                closeBranch(at: i)
                chains.append(open.removeLast())
            }
            perLine.append(stack.map { $0.last! })
        }
        conditions = perLine
        ifChains = chains
    }

    /// True when line `i` sits in a branch whose condition mentions any of `words` positively,
    /// or any of `negated` in an `#else` (or `!`) branch.
    func isUnder(_ words: [String], orNot negated: [String] = [], line i: Int) -> Bool {
        conditions[i].contains { c in
            c.hasPrefix("!") ? negated.contains { c.contains($0) } : words.contains { c.contains($0) }
        }
    }

    /// `text` with the insides of comments and string literals replaced by spaces (quotes and
    /// newlines kept), so that line numbers and columns stay; string literals kept when `keepingStrings`.
    static func blankingCommentsAndStrings(_ text: String, keepingStrings: Bool = false) -> String {
        let s = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        func at(_ k: Int) -> Unicode.Scalar? { k < s.count ? s[k] : nil }
        func blank(_ c: Unicode.Scalar) { out.append(c == "\n" ? "\n" : " ") }
        func literal(_ c: Unicode.Scalar) { if keepingStrings { out.append(c) } else { blank(c) } }
        while i < s.count {
            let c = s[i]
            if c == "/" && at(i + 1) == "/" {
                while i < s.count && s[i] != "\n" { blank(s[i]); i += 1 }
            } else if c == "/" && at(i + 1) == "*" {
                var depth = 0
                repeat {
                    if s[i] == "/" && at(i + 1) == "*" { depth += 1; blank(s[i]); blank(s[i + 1]); i += 2; continue }
                    if s[i] == "*" && at(i + 1) == "/" { depth -= 1; blank(s[i]); blank(s[i + 1]); i += 2; continue }
                    blank(s[i]); i += 1
                } while i < s.count && depth > 0
            } else if c == "\"" || (c == "#" && (at(i + 1) == "\"" || at(i + 1) == "#")) {
                // A string literal, raw (#"…"#) or not, single or triple quoted.
                var hashes = 0
                while at(i) == "#" { out.append("#"); hashes += 1; i += 1 }
                guard at(i) == "\"" else { continue }
                let triple = at(i + 1) == "\"" && at(i + 2) == "\""
                let quotes = triple ? 3 : 1
                for _ in 0..<quotes { out.append("\""); i += 1 }
                while i < s.count {
                    if hashes == 0 && s[i] == "\\" && at(i + 1) == "(" {
                        // An interpolation: skip to its closing parenthesis, over inner strings.
                        var depth = 0, inner = false
                        repeat {
                            if s[i] == "\"" && (i == 0 || s[i - 1] != "\\") { inner.toggle() }
                            if !inner && s[i] == "(" { depth += 1 }
                            if !inner && s[i] == ")" { depth -= 1 }
                            literal(s[i]); i += 1
                        } while i < s.count && depth > 0
                        continue
                    }
                    if hashes == 0 && s[i] == "\\" { literal(s[i]); if i + 1 < s.count { literal(s[i + 1]) }; i += 2; continue }
                    if s[i] == "\"" && (!triple || (at(i + 1) == "\"" && at(i + 2) == "\"")) {
                        var k = i + quotes, h = 0
                        while h < hashes && at(k) == "#" { h += 1; k += 1 }
                        if h == hashes {
                            for _ in 0..<quotes { out.append("\"") }
                            for _ in 0..<hashes { out.append("#") }
                            i = k
                            break
                        }
                    }
                    if !triple && s[i] == "\n" { break }   // unterminated: stop at the line's end
                    literal(s[i]); i += 1
                }
            } else {
                out.append(c); i += 1
            }
        }
        return String(out)
    }
}
