/// Why a clip cannot be made, by the stage that finds it: the keyframes and the clip
/// (`ClipError`), the screen recording read (`RecordingError`), the file written
/// (`ClipOutputError`). One line that names the file concerned and the settings that would fix it,
/// as `MotionSetting`s the caller spells (`message(naming:)`). Invariant: the message holds no
/// line break.
public enum MotionError: Error, CustomStringConvertible, Sendable, Equatable {
    case clip(ClipError)
    case recording(RecordingError)
    case output(ClipOutputError)

    /// The message, naming each setting as `name` spells it.
    public func message(naming name: (MotionSetting) -> String) -> String {
        let text = switch self {
        case .clip(let error): error.message(naming: name)
        case .recording(let error): error.message(naming: name)
        case .output(let error): error.message(naming: name)
        }
        // A tool's or the system's words may hold a line break.
        return text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
    }

    /// The message with each setting in words.
    public var message: String { message(naming: \.words) }
    public var description: String { message }
}
