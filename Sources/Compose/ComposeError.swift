/// A problem with a storefile's inputs (strings files, captures, backgrounds) or with a page,
/// as one line naming the file concerned.
public struct ComposeError: Error, CustomStringConvertible, Sendable, Equatable {
    public let message: String
    public init(_ message: String) { self.message = message.replacingOccurrences(of: "\n", with: " ") }
    public var description: String { message }
}
