/// A JSON text as `JSONReader` read it: the value, where each of its values begins, and the keys
/// given twice. Places are written as the checkers write them: `""` for the top, `sets[0].name`.
/// Invariant: `positions` has an entry for every value of `root`, by its place.
public struct JSONDocument: Sendable {
    public var root: JSONValue
    /// Where each value begins, by its place.
    public var positions: [String: JSONPosition]
    /// The place of every key that repeats one before it in the same object, in text order.
    public var duplicateKeys: [String]

    public init(root: JSONValue, positions: [String: JSONPosition] = [:], duplicateKeys: [String] = []) {
        self.root = root; self.positions = positions; self.duplicateKeys = duplicateKeys
    }

    /// Where the value at `place` begins.
    public func position(of place: String) -> JSONPosition? { positions[place] }
}
