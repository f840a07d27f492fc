/// Help text laid out for an 80-column terminal: a label column and text that wraps at word
/// boundaries under its own column. Invariant: no line it returns is longer than `width`
/// characters unless a single word is.
enum HelpText {
    static let width = 80

    /// `text` after `label` padded to `indent` columns, broken at spaces into lines of at most
    /// `width` characters, each continuation indented by `indent` spaces. A label that leaves
    /// less than `gap` spaces before its column stands on a line of its own, the text below it.
    static func wrapped(_ text: String, label: String = "", indent: Int, gap: Int = 2) -> [String] {
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
        for word in text.split(separator: " ") {
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
}
