/// Why a `TextRenderJob` wrote nothing (besides the layout's and the fonts' own errors).
/// Settings are named as the library names them (`width`, `size`); `message(naming:)` lets a
/// command line spell them as its flags. Invariant: every message is one line.
public enum TextRenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No character of the text has ink (controls, spaces, characters no font covers).
    case nothingToDraw
    /// The canvas would be this many px, more than `TextRenderJob.maximumSide` on a side.
    case tooLarge(width: Int, height: Int)
    /// A margin below 0 px.
    case invalidMargin(Int)

    /// The message, each setting spelled by `name` (`{ "--" + $0 }` for flags).
    public func message(naming name: (String) -> String) -> String {
        switch self {
        case .nothingToDraw:
            return "nothing to draw: the text has no visible characters"
        case .tooLarge(let width, let height):
            return "the text would be \(width)×\(height) px, more than \(TextRenderJob.maximumSide) px on a side; "
                + "give \(name("width")) to wrap or a smaller \(name("size"))"
        case .invalidMargin(let margin):
            return "\(name("margin")) must be 0 px or more, not \(margin)"
        }
    }

    /// The message with the library's names.
    public var description: String { message(naming: { $0 }) }
}
