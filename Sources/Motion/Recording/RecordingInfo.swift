import Colour
import _Support

/// What ffprobe says of a screen recording: the picture as a player shows it (after its rotation),
/// its rate, length and sound. Invariant: `width`, `height` ≥ 1, `duration` > 0, `framesPerSecond`
/// in `Clip.frameRates`, `quarterTurns` in 0...3; `width × height` is the stored size turned by
/// `quarterTurns` quarter turns.
public struct RecordingInfo: Sendable, Equatable {
    /// The recording file, as named by the caller (for messages).
    public var file: String
    /// The picture's size as shown, after the rotation (ffmpeg turns the frames it decodes).
    public var width: Int
    public var height: Int
    /// The size of the frames as stored, before the rotation.
    public var storedWidth: Int
    public var storedHeight: Int
    /// Clockwise quarter turns from the stored frames to the picture as shown (0...3).
    public var quarterTurns: Int
    /// The rate a clip of the recording plays at unless asked otherwise: the stream's rate, or
    /// for a variable-rate recording its nominal rate, at most `variableRateCeiling`.
    public var framesPerSecond: Double
    /// True when frames come at uneven times (ffprobe's average rate differs from its base rate):
    /// the simulator writes a frame only when the screen changes.
    public var isVariableRate: Bool
    /// The video stream's length in seconds (the container's when the stream gives none, or when
    /// it is longer and the rate variable).
    public var duration: Double
    /// The number of frames the stream declares, when it does.
    public var declaredFrames: Int?
    /// ffmpeg's name for the video codec (`h264`, `hevc`, `prores`, `vp9`, …) and pixel format.
    public var videoCodec: String
    public var pixelFormat: String
    /// The first audio stream's codec name (`aac`, `opus`, …), nil when the recording is silent.
    public var audioCodec: String?
    /// The primaries the video stream is tagged with, in ffmpeg's names (`bt709`, `smpte432`,
    /// …); nil when untagged.
    public var colourPrimaries: String? = nil
    /// The matrix the stream's YUV samples are coded with (`bt709`, `bt470bg`, …) and their range
    /// (`tv`, `pc`), in ffmpeg's names; nil when untagged.
    public var colourMatrix: String? = nil
    public var colourRange: String? = nil

    /// The space the decoded pictures are in: Display P3 for P3-tagged video (`smpte432`),
    /// else BT.709's primaries, which are sRGB's (untagged video is taken as BT.709, as players do
    /// for HD; its BT.709 transfer is shown as the sRGB curve, as `VideoColour` tags outputs).
    public var colourSpace: ColourSpace { colourPrimaries == "smpte432" ? .displayP3 : .sRGB }

    public var hasAudio: Bool { audioCodec != nil }

    /// True when the decoded samples are 8-bit 4:2:0 Y'CbCr by BT.709's matrix in the video
    /// range, as frames for H.264 are written (`FFmpegSink`): they can go into a frame as they are.
    /// Untagged video is not (ffmpeg turns it into RGB by BT.601's matrix).
    public var isBT709VideoRange420: Bool {
        pixelFormat == "yuv420p" && colourMatrix == "bt709" && (colourRange ?? "tv") == "tv"
    }

    /// A moment of the recording (a poster's): `seconds`, kept inside it, so that a recording
    /// shorter than that gives its last picture (at `framesPerSecond`).
    public func moment(_ seconds: Double, framesPerSecond: Double) -> Double {
        max(0, min(seconds, duration - 0.5 / framesPerSecond))
    }

    /// True when the stored frames carry an alpha channel (`yuva420p`, ProRes 4444 with alpha, …).
    public var hasAlpha: Bool {
        let f = pixelFormat
        return f.hasPrefix("yuva") || f.hasPrefix("rgba") || f.hasPrefix("bgra") || f.hasPrefix("argb")
            || f.hasPrefix("abgr") || f.hasPrefix("gbrap") || f.hasPrefix("ya")
    }

    /// A variable-rate recording plays at its nominal rate, but not faster than this by default.
    public static let variableRateCeiling = 60.0

    /// Reads ffprobe's JSON report (`-print_format json -show_format -show_streams`) on `file`.
    /// Throws a one-line `MotionError` naming the file for a report that is not JSON, holds a
    /// field of the wrong kind (named at its place), has no video stream, no size, no usable frame
    /// rate or no duration, or a rotation that is not a quarter turn.
    public static func parse(ffprobeReport bytes: [UInt8], file: String) throws -> RecordingInfo {
        func fail(_ problem: RecordingError.ReportProblem) -> MotionError { .recording(.report(file: file, problem)) }
        let report = try ProbeReport(bytes, file: file)
        // Cover art in an .m4v is a one-picture "video" stream marked attached_pic: not the recording.
        guard let video = report.streams.first(where: { $0.codecType == "video" && !$0.isAttachedPicture }) else {
            throw fail(.noVideoStream(streamKinds: report.streams.map { $0.codecType ?? "unknown" }))
        }
        guard let storedWidth = whole(video.width), let storedHeight = whole(video.height),
              storedWidth >= 1, storedHeight >= 1, storedWidth <= 1 << 16, storedHeight <= 1 << 16 else {
            throw fail(.noPictureSize)
        }
        let degrees = video.rotation ?? 0
        guard degrees.isFinite, abs(degrees) < 1e6 else { throw fail(.rotationNotANumber) }
        let turnsExact = -degrees / 90
        let turns = turnsExact.rounded()
        guard abs(turnsExact - turns) < 1e-6 else { throw fail(.notAQuarterTurn(degrees: degrees)) }
        let quarterTurns = ((Int(turns) % 4) + 4) % 4
        let swaps = quarterTurns % 2 == 1

        let variable: Bool
        var fps: Double
        switch (video.baseRate, video.averageRate) {
        case let (b?, a?):
            variable = abs(a - b) > b * 1e-3
            fps = variable ? min(b, variableRateCeiling) : b
        case let (b?, nil): variable = false; fps = b
        case let (nil, a?): variable = false; fps = a
        case (nil, nil): throw fail(.noFrameRate)
        }
        // A rate above what a clip plays (a timebase mistaken for a rate) falls back to the ceiling.
        if fps > Clip.frameRates.upperBound { fps = variableRateCeiling }
        guard fps >= Clip.frameRates.lowerBound else { throw fail(.frameRateBelowOne(fps)) }
        // A variable-rate stream's own duration often ends at its last frame's start (the time
        // that frame shows is not stored): the container's duration is the recording's length.
        var duration = video.duration ?? report.formatDuration
        if variable, let s = video.duration, let f = report.formatDuration { duration = max(s, f) }
        guard let duration, duration.isFinite, duration > 0, duration < 1e7 else { throw fail(.noDuration) }
        let audio = report.streams.first { $0.codecType == "audio" }
        return RecordingInfo(
            file: file, width: swaps ? storedHeight : storedWidth, height: swaps ? storedWidth : storedHeight,
            storedWidth: storedWidth, storedHeight: storedHeight, quarterTurns: quarterTurns,
            framesPerSecond: fps, isVariableRate: variable, duration: duration,
            declaredFrames: whole(video.frames).flatMap { $0 > 0 ? $0 : nil },
            videoCodec: video.codecName ?? "unknown", pixelFormat: video.pixelFormat ?? "unknown",
            audioCodec: audio.map { $0.codecName ?? "unknown" },
            colourPrimaries: video.colourPrimaries.flatMap { $0 == "unknown" ? nil : $0 },
            colourMatrix: video.colourMatrix.flatMap { $0 == "unknown" ? nil : $0 },
            colourRange: video.colourRange.flatMap { $0 == "unknown" ? nil : $0 })
    }

    /// A whole number that fits an Int; nil for none or a fraction.
    private static func whole(_ number: Double?) -> Int? {
        guard let n = number, n == n.rounded(), abs(n) < 1e15 else { return nil }
        return Int(n)
    }
}
