/// A failure to read, decode, encode or write an image: which file, and what was wrong, in one line.
public struct CodecError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The path or name of the file concerned, as the caller gave it.
    public var file: String
    /// What was wrong, one line, without the file name.
    public var problem: String
    /// What would read the file anyway, when something would.
    public var remedy: CodecRemedy?

    public init(file: String, problem: String, remedy: CodecRemedy? = nil) {
        self.file = file
        self.problem = CodecError.oneLine(problem)
        self.remedy = remedy
    }

    /// `"<file>: <problem>"`, then the remedy spelled by `name`: `" (<remedy> renders it anyway)"`.
    public func message(naming name: (CodecRemedy) -> String) -> String {
        "\(file): \(problem)" + (remedy.map { " (\(name($0)) renders it anyway)" } ?? "")
    }

    public var description: String { message(naming: \.words) }

    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}

/// A failure without a file name yet; `ImageFile` names the file when it turns this into a `CodecError`.
struct CodecFailure: Error {
    let problem: String
    init(_ problem: String) { self.problem = problem }
}
