/// Why a caption cannot be drawn: a character none of its fonts (nor a fallback) covers, or text
/// that does not fit its box even at the style's minimum size. Invariant: `description` is one
/// line (a newline in the caption shows as a space); the page it is on is named by the caller.
public enum CaptionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The code points no font covers, in order, and the fonts the style lists.
    case noFontCovers([Unicode.Scalar], fonts: [String])
    /// The caption (its title, or nil for a caption with a subtitle only) is too long for its box
    /// (`boxWidth`×`boxHeight` px, at most `lines` lines) at `minimumSize` px.
    case doesNotFit(title: String?, boxWidth: Int, boxHeight: Int, lines: Int, minimumSize: Int)

    public var description: String {
        let text = switch self {
        case .noFontCovers(let scalars, let fonts):
            "no font covers \(scalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: ", ")) "
                + "(fonts: \(fonts.joined(separator: ", ")))"
        case .doesNotFit(let title, let width, let height, let lines, let minimum):
            "\(title.map { "\"\($0)\"" } ?? "the subtitle") does not fit its caption box (\(width)×\(height) px, "
                + "\(lines) line\(lines == 1 ? "" : "s")) even at the minimum size \(minimum) px; "
                + "shorten it, raise \"lines\" or \"boxHeight\", or lower \"minimumSize\""
        }
        return OneLine.of(text)
    }
}
