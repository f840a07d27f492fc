import Codecs
import Motion

extension Recording {
    /// `file` opened with the ffmpeg and ffprobe found on `environment`'s PATH, or the error that
    /// says how to install them (naming `file`).
    static func open(_ file: String, environment: [String: String], limits: DecodeLimits) throws -> Recording {
        guard let tools = FFmpegTools.locate(environment: environment) else { throw FFmpegTools.missing(file: file) }
        return try open(file, tools: tools, limits: limits)
    }
}
