/// Why a clip cannot be made, in one line that names the file concerned and the settings that
/// would fix it, as `MotionSetting`s the caller spells (`message(naming:)`). Invariant: no piece
/// holds a line break.
public struct MotionError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The message: words, and the settings it names in between.
    public let pieces: [MotionMessage.Piece]

    public init(_ message: MotionMessage) { pieces = message.pieces }

    /// The message, naming each setting as `name` spells it.
    public func message(naming name: (MotionSetting) -> String) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .setting(let setting): name(setting)
            }
        }.joined()
    }

    /// The message with each setting in words.
    public var message: String { message(naming: \.words) }
    public var description: String { message }
}

/// The text of a `MotionError`, written as a string literal in which `\(setting)` interpolates
/// a `MotionSetting` as a reference the caller spells, and anything else as its text.
public struct MotionMessage: ExpressibleByStringInterpolation, Sendable, Equatable {
    public enum Piece: Sendable, Equatable {
        case text(String)
        case setting(MotionSetting)
    }

    public private(set) var pieces: [Piece] = []

    public init(stringLiteral value: String) { append(value) }
    public init(stringInterpolation: Interpolation) { pieces = stringInterpolation.message.pieces }
    /// Text made elsewhere (a tool's message), as one piece.
    public init(text: String) { append(text) }

    mutating func append(_ text: String) {
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
        if case .text(let last)? = pieces.last { pieces[pieces.count - 1] = .text(last + line) } else { pieces.append(.text(line)) }
    }

    public struct Interpolation: StringInterpolationProtocol {
        var message = MotionMessage()
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { message.append(literal) }
        public mutating func appendInterpolation(_ setting: MotionSetting) { message.pieces.append(.setting(setting)) }
        public mutating func appendInterpolation<T>(_ value: T) { message.append(String(describing: value)) }
    }

    /// Two parts of a message written on separate lines of source.
    public static func + (lhs: MotionMessage, rhs: MotionMessage) -> MotionMessage {
        var out = lhs
        for piece in rhs.pieces {
            if case .text(let text) = piece { out.append(text) } else { out.pieces.append(piece) }
        }
        return out
    }

    public static func + (lhs: MotionMessage, rhs: String) -> MotionMessage { lhs + MotionMessage(text: rhs) }

    private init() {}
}
