/// Why a layer cannot be drawn from a plan that checked out: a character no font covers, text
/// that does not fit its width, a device whose mock-up failed. Invariant: `description` is one
/// line naming the layer by its place (`sets[0].pages[6].layers[2]`).
public enum LayerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The code points no font covers, and the fonts the layer lists.
    case noFontCovers(place: String, [Unicode.Scalar], fonts: [String])
    /// The text does not fit `lines` lines of `width` px (and the layer's height) at its minimum size.
    case doesNotFit(place: String, text: String, width: Int, lines: Int, minimumSize: Int)
    /// The device layer's mock-up was not rendered.
    case mockupMissing(place: String)

    public var description: String {
        let text = switch self {
        case .noFontCovers(let place, let scalars, let fonts):
            "\(place): no font covers \(scalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: ", ")) "
                + "(fonts: \(fonts.joined(separator: ", ")))"
        case .doesNotFit(let place, let text, let width, let lines, let minimum):
            "\(place): \"\(text)\" does not fit \(lines) line\(lines == 1 ? "" : "s") of \(width) px even at \(minimum) px; "
                + "shorten it, raise \"lines\" or \"width\", or lower \"minimumSize\""
        case .mockupMissing(let place): "\(place): its mock-up could not be rendered"
        }
        return OneLine.of(text)
    }
}
