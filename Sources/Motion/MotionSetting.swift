/// A setting of a clip that an error can point to. The library words it (`words`: "the frame
/// rate"); the command line names its flag instead (`MotionError.message(naming:)`).
/// Invariant: one case per setting a Motion error names.
public enum MotionSetting: String, Sendable, CaseIterable {
    case path, keyframes, framesPerSecond, plays, start, end, videoCodec, width, maxPixels, pose, framesFolder
    /// How long a path holds each angle, and the colour a GIF's semi-transparent edges are blended with.
    case hold, matte

    /// The setting in words, for library callers.
    public var words: String {
        switch self {
        case .path: "the path"
        case .keyframes: "the keyframes"
        case .framesPerSecond: "the frame rate"
        case .plays: "the loop count"
        case .start: "the start"
        case .end: "the end"
        case .videoCodec: "the video codec"
        case .width: "the width"
        case .maxPixels: "the pixel limit"
        case .pose: "the pose"
        case .framesFolder: "a folder of PNG frames"
        case .hold: "the hold"
        case .matte: "the matte"
        }
    }
}
