import _Support

/// The exit statuses of every command, one meaning each (Docs/CLI.md, "Exit status").
public enum ExitStatus: Int32, Sendable {
    /// Everything asked for was done.
    case success = 0
    /// Some items failed (each reported) and the rest were written: a gallery with bad captures.
    case someItemsFailed = 1
    /// Nothing could run: a usage error, a missing or invalid input, no bezel art, an invalid
    /// gallery file, an output that would replace an input. Nothing was written.
    case nothingRan = 2
}

/// An error that ends a command with a chosen status and one or more one-line messages (without
/// the "duo-mockup: error: " prefix). Commands throw it, or any other error, which then means
/// `nothingRan`; `DuoMockupTool.run` prints it (as a JSON error object too, with `--json`).
/// Invariant: every line is a single line of text and `lines` is not empty.
public struct CommandFailure: Error, CustomStringConvertible, Sendable {
    public let status: ExitStatus
    public let lines: [String]

    public init(_ status: ExitStatus = .nothingRan, lines: [String]) {
        self.status = status
        let single = lines.map { $0.split(whereSeparator: \.isNewline).joined(separator: " ") }
        self.lines = single.isEmpty ? ["failed"] : single
    }

    public init(_ status: ExitStatus = .nothingRan, _ message: String) {
        self.init(status, lines: [message])
    }

    public var description: String { lines.joined(separator: "; ") }

    /// Any error as a failure: itself when it is one, else `nothingRan` with its one line.
    static func from(_ error: Error) -> CommandFailure {
        if let failure = error as? CommandFailure { return failure }
        return CommandFailure(.nothingRan, DuoMockupTool.oneLine(error))
    }

    /// The JSON error object printed on standard output with --json.
    var json: String {
        JSON.document(.object([
            .init("status", .integer(Int(status.rawValue))), .init("error", .string(lines.last!)),
            .init("errors", .array(lines.map { .string($0) })),
        ]))
    }
}
