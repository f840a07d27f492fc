/// A failure to read, decode, encode or write an image: which file, and what was wrong, in one line.
public struct CodecError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The path or name of the file concerned, as the caller gave it.
    public var file: String
    /// What was wrong, one line, without the file name.
    public var problem: String

    public init(file: String, problem: String) {
        self.file = file
        self.problem = CodecError.oneLine(problem)
    }

    /// `"<file>: <problem>"`.
    public var description: String { "\(file): \(problem)" }

    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}

/// A failure without a file name yet; `ImageFile` names the file when it turns this into a `CodecError`.
struct CodecFailure: Error {
    let problem: String
    init(_ problem: String) { self.problem = problem }
}
