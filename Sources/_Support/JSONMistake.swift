/// One mistake a `JSONFileChecker` found: the value's place (`strings.title.localizations`), where
/// that value begins in the text (nil for the file as a whole), and what is wrong. Invariant:
/// `description` is `place at line L, column C: message`, leaving out what is not known.
public struct JSONMistake: Sendable, Equatable, CustomStringConvertible {
    public var place: String
    public var position: JSONPosition?
    public var message: String

    public init(place: String, position: JSONPosition?, message: String) {
        self.place = place; self.position = position; self.message = message
    }

    public var description: String {
        let at = [place.isEmpty ? nil : place, position.map { "at \($0)" }].compactMap { $0 }.joined(separator: " ")
        return at.isEmpty ? message : at + ": " + message
    }
}
