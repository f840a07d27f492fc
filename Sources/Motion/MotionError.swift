/// Why a clip cannot be made, in one line that names the option or file concerned.
public struct MotionError: Error, CustomStringConvertible, Sendable, Equatable {
    public let message: String
    public init(_ message: String) { self.message = message.replacingOccurrences(of: "\n", with: " ") }
    public var description: String { message }
}
