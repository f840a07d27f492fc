/// A failure to read, decode, encode or write an image: which file, and what was wrong, in one line.
public struct CodecError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The path or name of the file concerned, as the caller gave it.
    public var file: String
    /// What was wrong, typed by the stage that found it.
    public var reason: Problem
    /// What would read the file anyway, when something would.
    public var remedy: CodecRemedy?

    public init(file: String, reason: Problem, remedy: CodecRemedy? = nil) {
        self.file = file
        self.reason = reason
        self.remedy = remedy
    }

    /// What was wrong, one line, without the file name.
    public var problem: String { reason.description }

    /// `"<file>: <problem>"`, then the remedy spelled by `name`: `" (<remedy> renders it anyway)"`.
    public func message(naming name: (CodecRemedy) -> String) -> String {
        "\(file): \(problem)" + (remedy.map { " (\(name($0)) renders it anyway)" } ?? "")
    }

    public var description: String { message(naming: \.words) }
}

/// A failure without a file name yet; `ImageFile` names the file when it turns this into a `CodecError`.
struct CodecFailure: Error {
    let reason: CodecError.Problem
    init(_ reason: CodecError.Problem) { self.reason = reason }
}
