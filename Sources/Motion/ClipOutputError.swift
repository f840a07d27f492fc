/// Why a clip cannot be written: an output path of no clip format, a codec its container does not
/// hold or its ffmpeg cannot encode, a GIF too large, or ffmpeg missing, failing or complaining.
/// Invariant: a case holds the facts (the output, the format and codec, ffmpeg's path, its exit
/// and its own line on standard error) and names a setting that would fix it as a
/// `MotionSetting`, which `message(naming:)` lets a caller spell.
public enum ClipOutputError: Sendable, Equatable {
    case unknownFormat(path: String)
    /// `ClipOutput`'s codec, asked for, that the container does not hold.
    case codecNotInFormat(codec: VideoCodec, path: String, format: ClipFormat)
    case gifTooLarge(path: String, width: Int, height: Int)
    // The encoder.
    /// A codec the container does not hold, found when choosing the encoder.
    case containerRefusesCodec(output: String, format: ClipFormat, codec: VideoCodec)
    /// HEVC with alpha, which only Apple's VideoToolbox encoder writes.
    case hevcAlphaNeedsVideoToolbox(output: String)
    case noEncoder(output: String, codec: VideoCodec, format: ClipFormat)
    // ffmpeg.
    case ffmpegMissing(format: ClipFormat)
    case cannotStartFFmpeg(path: String, ffmpeg: String, reason: String)
    /// ffmpeg ended badly, with the line of its standard error that says why.
    case ffmpegFailed(path: String, exit: FFmpegExit, says: String?)
    /// ffmpeg closed its input before frame `frame` (1 = the first).
    case ffmpegStoppedTakingFrames(path: String, frame: Int, exit: FFmpegExit, says: String?)
    /// ffmpeg exited 0 but wrote an error (a full disk leaves a truncated file).
    case ffmpegReportedError(path: String, says: String)

    /// The message, naming each setting as `name` spells it.
    public func message(naming name: (MotionSetting) -> String) -> String {
        switch self {
        case .unknownFormat(let path):
            return "\(path): unknown clip format; the output must end in .mp4, .mov, .webm, .png, .apng or .gif"
        case .codecNotInFormat(let codec, let path, let format):
            let held = Self.codecs(in: format)
            return "\(name(.videoCodec)) \(codec.rawValue): \(path) is \(format.name); it holds \(held.isEmpty ? "no video codec" : held)"
        case .gifTooLarge(let path, let width, let height):
            return "\(path): a GIF is at most 65535 px a side, the clip is \(width)×\(height); use \(name(.width))"
        case .containerRefusesCodec(let output, let format, let codec):
            return "\(output): a \(format.rawValue.uppercased()) file holds \(Self.codecs(in: format)), not \(codec.rawValue)"
        case .hevcAlphaNeedsVideoToolbox(let output):
            return "\(output): HEVC with alpha is written by Apple's VideoToolbox encoder, which this ffmpeg lacks "
                + "(it is in ffmpeg on a Mac: brew install ffmpeg); for alpha here write ProRes 4444 (.mov) or VP9 (.webm)"
        case .noEncoder(let output, let codec, let format):
            return "\(output): this ffmpeg has no \(codec.encoders(in: format).joined(separator: " or ")) encoder for \(codec.rawValue)"
        case .ffmpegMissing(let format):
            return "\(format.name) needs ffmpeg on PATH (Debian/Ubuntu: apt-get install ffmpeg; macOS: brew install ffmpeg); "
                + "without it, write .png/.apng (APNG), .gif, or \(name(.framesFolder))"
        case .cannotStartFFmpeg(let path, let ffmpeg, let reason):
            return "\(path): cannot start ffmpeg (\(ffmpeg)): \(reason)"
        case .ffmpegFailed(let path, let exit, let says):
            return "\(path): ffmpeg failed (\(exit))" + (says.map { ": \($0)" } ?? "")
        case .ffmpegStoppedTakingFrames(let path, let frame, let exit, let says):
            return "\(path): ffmpeg stopped taking frames at frame \(frame) (\(exit))" + (says.map { ": \($0)" } ?? "")
        case .ffmpegReportedError(let path, let says):
            return "\(path): ffmpeg reported an error: \(says)"
        }
    }

    /// The codecs `format` holds: `h264 or hevc`; empty for none.
    private static func codecs(in format: ClipFormat) -> String {
        VideoCodec.allCases.filter { $0.allowed(in: format) }.map(\.rawValue).joined(separator: " or ")
    }
}
