/// A problem with bezel art or its manifest: invariant: `description` is one line that names the
/// file(s) or folder concerned and says what is wrong.
public struct BezelError: Error, CustomStringConvertible, Equatable {
    /// The one-line message, "FILE: problem".
    public let description: String

    public init(_ description: String) {
        self.description = description
    }

    /// "FILE: problem".
    static func file(_ file: String, _ problem: String) -> BezelError {
        BezelError("\(file): \(problem)")
    }
}
