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

    /// The space the decoded pictures are in: Display P3 for P3-tagged video (`smpte432`),
    /// else BT.709's primaries, which are sRGB's (untagged video is taken as BT.709, as players do
    /// for HD; its BT.709 transfer is shown as the sRGB curve, as `VideoColour` tags outputs).
    public var colourSpace: ColourSpace { colourPrimaries == "smpte432" ? .displayP3 : .sRGB }

    public var hasAudio: Bool { audioCodec != nil }

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
    /// Throws a one-line `MotionError` naming the file for a report that is not JSON, has no video
    /// stream, no size, no usable frame rate or no duration, or a rotation that is not a quarter turn.
    public static func parse(ffprobeReport bytes: [UInt8], file: String) throws -> RecordingInfo {
        func fail(_ why: String) -> MotionError { MotionError("\(file): \(why)") }
        guard case .object(let top)? = try? JSONValue.parse(bytes) else {
            throw fail("not a recording ffmpeg can read (ffprobe's report is not JSON)")
        }
        guard case .array(let streams)? = top["streams"] else {
            throw fail("not a recording ffmpeg can read (ffprobe found no streams)")
        }
        let objects = streams.compactMap { v -> [String: JSONValue]? in if case .object(let o) = v { return o } else { return nil } }
        // Cover art in an .m4v is a one-picture "video" stream marked attached_pic: not the recording.
        let video = objects.first { s in
            s["codec_type"]?.stringValue == "video" && s["disposition"]?["attached_pic"]?.numberValue != 1
        }
        guard let video else { throw fail("has no video stream (only \(kinds(objects)))") }
        guard let storedWidth = video["width"]?.integer, let storedHeight = video["height"]?.integer,
              storedWidth >= 1, storedHeight >= 1, storedWidth <= 1 << 16, storedHeight <= 1 << 16 else {
            throw fail("the video stream gives no picture size")
        }
        let degrees = rotation(of: video)
        guard degrees.isFinite, abs(degrees) < 1e6 else { throw fail("the video stream's rotation is not a number") }
        let turnsExact = -degrees / 90
        let turns = turnsExact.rounded()
        guard abs(turnsExact - turns) < 1e-6 else {
            throw fail("the video is turned by \(NumberText.shortest(degrees))°; only quarter turns are supported")
        }
        let quarterTurns = ((Int(turns) % 4) + 4) % 4
        let swaps = quarterTurns % 2 == 1

        let base = rate(video["r_frame_rate"]), average = rate(video["avg_frame_rate"])
        let variable: Bool
        var fps: Double
        switch (base, average) {
        case let (b?, a?):
            variable = abs(a - b) > b * 1e-3
            fps = variable ? min(b, variableRateCeiling) : b
        case let (b?, nil): variable = false; fps = b
        case let (nil, a?): variable = false; fps = a
        case (nil, nil): throw fail("the video stream gives no frame rate")
        }
        // A rate above what a clip plays (a timebase mistaken for a rate) falls back to the ceiling.
        if fps > Clip.frameRates.upperBound { fps = variableRateCeiling }
        guard fps >= Clip.frameRates.lowerBound else {
            throw fail("the video stream's frame rate, \(NumberText.shortest(fps)) a second, is below 1")
        }
        // A variable-rate stream's own duration often ends at its last frame's start (the time
        // that frame shows is not stored): the container's duration is the recording's length.
        let format = top["format"]
        let streamDuration = video["duration"]?.decimal, fileDuration = format?["duration"]?.decimal
        var duration = streamDuration ?? fileDuration
        if variable, let s = streamDuration, let f = fileDuration { duration = max(s, f) }
        guard let duration, duration.isFinite, duration > 0, duration < 1e7 else {
            throw fail("the recording gives no duration (is it complete?)")
        }
        let audio = objects.first { $0["codec_type"]?.stringValue == "audio" }
        let frames = video["nb_frames"]?.integer
        return RecordingInfo(
            file: file, width: swaps ? storedHeight : storedWidth, height: swaps ? storedWidth : storedHeight,
            storedWidth: storedWidth, storedHeight: storedHeight, quarterTurns: quarterTurns,
            framesPerSecond: fps, isVariableRate: variable, duration: duration,
            declaredFrames: frames.flatMap { $0 > 0 ? $0 : nil },
            videoCodec: video["codec_name"]?.stringValue ?? "unknown", pixelFormat: video["pix_fmt"]?.stringValue ?? "unknown",
            audioCodec: audio.map { $0["codec_name"]?.stringValue ?? "unknown" },
            colourPrimaries: video["color_primaries"]?.stringValue.flatMap { $0 == "unknown" ? nil : $0 })
    }

    /// The rotation a player applies, in ffprobe's degrees (counter-clockwise positive): the
    /// display matrix's side data, else the older `rotate` tag (clockwise), else 0.
    private static func rotation(of stream: [String: JSONValue]) -> Double {
        if case .array(let list)? = stream["side_data_list"] {
            for case .object(let side) in list {
                if let r = side["rotation"]?.decimal { return r }
            }
        }
        if let tag = stream["tags"]?["rotate"]?.decimal { return -tag }
        return 0
    }

    /// "30/1", "30000/1001" or "30" as frames a second; nil for "0/0" and anything else.
    private static func rate(_ value: JSONValue?) -> Double? {
        guard let text = value?.stringValue else { return value?.decimal.flatMap { $0 > 0 ? $0 : nil } }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2, let n = Double(parts[0]), n.isFinite, n > 0 else { return nil }
        guard parts.count == 2 else { return n }
        guard let d = Double(parts[1]), d.isFinite, d > 0 else { return nil }
        let r = n / d
        return r.isFinite && r > 0 ? r : nil
    }

    /// "an audio stream" etc., for the message of a recording without video.
    private static func kinds(_ streams: [[String: JSONValue]]) -> String {
        let names = streams.map { $0["codec_type"]?.stringValue ?? "unknown" }
        guard !names.isEmpty else { return "no streams" }
        return names.map { "\($0)" }.joined(separator: ", ") + (names.count == 1 ? " stream" : " streams")
    }
}

extension JSONValue {
    /// A number, or a string holding one (ffprobe writes durations and counts as strings).
    fileprivate var decimal: Double? {
        switch self {
        case .number(let n): return n.isFinite ? n : nil
        case .string(let s): return Double(s).flatMap { $0.isFinite ? $0 : nil }
        default: return nil
        }
    }
    /// A whole number that fits an Int, from a number or a string.
    fileprivate var integer: Int? {
        guard let d = decimal, d == d.rounded(), abs(d) < 1e15 else { return nil }
        return Int(d)
    }
}
