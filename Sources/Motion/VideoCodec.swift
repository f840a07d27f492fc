/// The video codec inside a clip's container, and the ffmpeg encoder that writes it there.
/// Invariant: `allowed(in:)` is true for the default of every container ffmpeg writes.
public enum VideoCodec: String, Sendable, CaseIterable {
    /// H.264 High, yuv420p: what every player and site takes (no alpha).
    case h264
    /// HEVC: in `.mp4` opaque (libx265); in `.mov` with alpha, which only Apple's VideoToolbox
    /// encoder writes (ffmpeg on a Mac: `hevc_videotoolbox`).
    case hevc
    /// ProRes 4444 with alpha, 10-bit: for video editors.
    case prores
    /// VP9 with alpha, for the web.
    case vp9

    /// The codec a container gets unless asked otherwise.
    public static func standard(for format: ClipFormat) -> VideoCodec? {
        switch format {
        case .mp4: return .h264
        case .mov: return .prores
        case .webm: return .vp9
        case .apng, .gif: return nil
        }
    }

    /// True when the container holds this codec here.
    public func allowed(in format: ClipFormat) -> Bool {
        switch format {
        case .mp4: return self == .h264 || self == .hevc
        case .mov: return self == .prores || self == .hevc || self == .h264
        case .webm: return self == .vp9
        case .apng, .gif: return false
        }
    }

    /// The ffmpeg encoders that write this codec in `format`, in the order they are tried.
    public func encoders(in format: ClipFormat) -> [String] {
        switch self {
        case .h264: return ["libx264"]
        case .hevc: return format == .mov ? ["hevc_videotoolbox"] : ["libx265", "hevc_videotoolbox"]
        case .prores: return ["prores_ks"]
        case .vp9: return ["libvpx-vp9"]
        }
    }

    /// True when the codec keeps transparency in `format`.
    public func keepsAlpha(in format: ClipFormat) -> Bool {
        switch self {
        case .h264: return false
        case .hevc: return format == .mov
        case .prores, .vp9: return true
        }
    }

    /// The encoder this ffmpeg has for the codec in `format`; throws one line saying what to
    /// install or write instead when it has none.
    public func encoder(in format: ClipFormat, available: Set<String>, output: String) throws -> String {
        guard allowed(in: format) else {
            throw MotionError.output(.containerRefusesCodec(output: output, format: format, codec: self))
        }
        if let found = encoders(in: format).first(where: available.contains) { return found }
        if self == .hevc && format == .mov {
            throw MotionError.output(.hevcAlphaNeedsVideoToolbox(output: output))
        }
        throw MotionError.output(.noEncoder(output: output, codec: self, format: format))
    }
}
