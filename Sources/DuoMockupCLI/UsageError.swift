import DuoMockup
/// A mistake in how the command was called or in what it was given: reported as one line on
/// standard error, exit status 1. Invariant: `message` is a single line.
public struct UsageError: Error, CustomStringConvertible {
    public let message: String
    public init(_ message: String) {
        self.message = message.replacingOccurrences(of: "\n", with: " ")
    }
    public var description: String { message }
}
