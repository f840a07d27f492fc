import _Support

/// Every mistake found in a String Catalog, in the order found, each at its place and where its
/// value begins (as a keyframe file's are). Invariant: `mistakes` is not empty; `description` is
/// one line naming the file.
public struct StringCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var mistakes: [JSONMistake]

    public init(file: String, mistakes: [JSONMistake]) {
        precondition(!mistakes.isEmpty)
        self.file = file; self.mistakes = mistakes
    }

    /// `Store.xcstrings: strings.title at line 3, column 12: expected …; …`.
    public var description: String { OneLine.of("\(file): " + mistakes.map(\.description).joined(separator: "; ")) }
}
