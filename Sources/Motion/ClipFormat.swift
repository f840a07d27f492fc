import _Support
/// The kinds of file a clip is written as, chosen by the output's extension.
public enum ClipFormat: String, Sendable, CaseIterable {
    case apng, gif, mp4, webm, mov

    /// The format named by the output path's extension (.png and .apng are APNG), or nil.
    public init?(path: String) {
        switch PathText.pathExtension(path).lowercased() {
        case "png", "apng": self = .apng
        case "gif": self = .gif
        case "mp4", "m4v": self = .mp4
        case "webm": self = .webm
        case "mov": self = .mov
        default: return nil
        }
    }

    /// True for the formats ffmpeg writes.
    public var needsFFmpeg: Bool { self == .mp4 || self == .webm || self == .mov }

    /// True when the format keeps (some) transparency.
    public var keepsAlpha: Bool { self != .mp4 }

    public var name: String {
        switch self {
        case .apng: return "APNG"
        case .gif: return "GIF"
        case .mp4: return "MP4 (H.264)"
        case .webm: return "WebM (VP9 with alpha)"
        case .mov: return "MOV (ProRes 4444 with alpha)"
        }
    }
}
