/// A problem with the inputs of a mock-up (capture, bezel art, options), as one line of text
/// that names the file concerned when there is one.
public struct MockupError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message.replacingOccurrences(of: "\n", with: " ") }
    public var description: String { message }
}
