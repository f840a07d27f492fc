/// Help text laid out for an 80-column terminal: a label column and text that wraps at word
/// boundaries under its own column. Invariant: no line it returns is longer than `width`
/// characters unless a single word is.
enum HelpText {
    static let width = 80

    /// `text` after `label` padded to `indent` columns, broken at spaces into lines of at most
    /// `width` characters, each continuation indented by `indent` spaces. A label that leaves
    /// less than `gap` spaces before its column stands on a line of its own, the text below it.
    ///
    /// With `keepingGroups` (a usage line), a bracketed or parenthesised group (`[--locales L1,L2]`,
    /// `(-o OUTDIR | --deliver DIR)`) is never broken across lines: an option stays beside its value.
    static func wrapped(_ text: String, label: String = "", indent: Int, gap: Int = 2,
                        keepingGroups: Bool = false) -> [String] {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line: String
        if !label.isEmpty && label.count + gap > indent {
            lines.append(label)
            line = margin
        } else {
            line = label + String(repeating: " ", count: indent - label.count)
        }
        var lineHasWord = false
        // (A group too long for a line of its own is broken after all.)
        let words = keepingGroups
            ? groups(of: text).flatMap { $0.count > width - indent ? $0.split(separator: " ").map(String.init) : [$0] }
            : text.split(separator: " ").map(String.init)
        for word in words {
            if lineHasWord && line.count + 1 + word.count > width {
                lines.append(line)
                line = margin
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }

    /// `text`'s words, those inside brackets or parentheses joined with their group.
    private static func groups(of text: String) -> [String] {
        var out: [String] = []
        var depth = 0
        for word in text.split(separator: " ") {
            if depth > 0 { out[out.count - 1] += " " + word } else { out.append(String(word)) }
            for c in word {
                if c == "[" || c == "(" { depth += 1 } else if (c == "]" || c == ")") && depth > 0 { depth -= 1 }
            }
        }
        return out
    }
}
