import _Support
import Mockup

/// A clip's setting refused as given: a keyframe file that cannot be read, a hold given to
/// keyframes that are not a path, a frame rate a GIF cannot play, a loop count or a matte that
/// does not parse. Invariant: each case holds the value as given (or the file), and
/// `message(naming:given:)` lets a caller spell the settings; every message is one line.
public enum ClipSettingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The keyframe file cannot be read (missing, a folder, no permission).
    case keyframeFileUnreadable(String)
    /// A hold given for inline keyframes or a keyframe file: only a path holds its angles.
    case holdWithoutPath
    /// A GIF at more frames a second than browsers play.
    case gifFrameRate(Double)
    /// A loop count that is neither a number of plays (1 to 65536) nor `forever`.
    case playsNotACount(String)
    case matteNotAColour(String)
    case matteNotOpaque(String)

    /// The message, naming each setting as `name` spells it, and a setting with the value it was
    /// given as `given` does.
    public func message(naming name: (MotionSetting) -> String, given: (MotionSetting, Double) -> String) -> String {
        switch self {
        case .keyframeFileUnreadable(let file):
            "\(file): cannot read the keyframe file"
        case .holdWithoutPath:
            "\(name(.hold)) applies to \(name(.path)); put holds in keyframes as a repeated angle"
        case .gifFrameRate(let fps):
            "\(given(.framesPerSecond, fps)): GIF delays are whole centiseconds and browsers slow anything under 2 cs; "
                + "use \(name(.framesPerSecond)) \(NumberText.shortest(Clip.gifMaxFramesPerSecond)) or less"
        case .playsNotACount(let text):
            "\(name(.plays)) must be a number of plays (1 or more) or forever, got \(text)"
        case .matteNotAColour(let text):
            "\(name(.matte)) expects a colour such as \(ColourText.examples); got '\(text)'"
        case .matteNotOpaque(let text):
            "\(name(.matte)) must be an opaque colour, got \(text)"
        }
    }

    /// The message with the settings in words (`the frame rate 60: GIF delays …`).
    public var description: String {
        message(naming: \.words, given: { "\($0.words) \(NumberText.shortest($1))" })
    }
}
