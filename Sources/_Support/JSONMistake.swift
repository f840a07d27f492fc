/// One mistake in a JSON document a checker walked: the value's place (`bezels.open.hinge`, empty
/// for the document as a whole), where it begins in the text when known, and what is wrong.
/// Invariant: `message` is one line and does not repeat the place.
public struct JSONMistake: Sendable, Equatable, CustomStringConvertible {
    public var place: String
    public var position: JSONPosition?
    public var message: String

    public init(place: String, position: JSONPosition?, message: String) {
        self.place = place; self.position = position; self.message = message
    }

    /// `place at line L, column C: message`, dropping what is not known.
    public var description: String {
        let at = [place.isEmpty ? nil : place, position.map { "at \($0)" }].compactMap { $0 }.joined(separator: " ")
        return at.isEmpty ? message : at + ": " + message
    }
}
