import _Support

/// Why a screen recording cannot be read, by stage: the file opened, ffmpeg and ffprobe run,
/// ffprobe's report read, the span trimmed, the frames decoded. Invariant: a case holds the facts
/// (the file, the numbers, the tools' paths, ffmpeg's own line, with its file name and component
/// tag already cut) and names a setting that would fix it as a `MotionSetting`, which
/// `message(naming:)` lets a caller spell.
public enum RecordingError: Sendable, Equatable {
    // The file.
    case cannotOpen(file: String, reason: String)
    case cannotRead(file: String, reason: String)
    case isAFolder(file: String)
    case emptyFile(file: String)
    // The tools.
    /// No ffmpeg or ffprobe on `PATH`.
    case toolsMissing(file: String)
    case cannotRunFFmpeg(file: String, ffmpeg: String, reason: String)
    /// `ffmpeg -version` failed: its last line on standard error, else its exit status.
    case ffmpegDoesNotRun(file: String, ffmpeg: String, lastLine: String?, status: Int32)
    /// An ffmpeg older than `FFmpegTools.oldestMajorVersion`; `version` is `ffmpeg version 3.4.8`.
    case ffmpegTooOld(file: String, version: String)
    // Probing.
    case cannotRunFFprobe(file: String, ffprobe: String, reason: String)
    /// ffprobe failed (or was killed), with its last line.
    case ffprobeFailed(file: String, killed: Bool, lastLine: String?)
    /// ffprobe's report says the file is no recording this package reads.
    case report(file: String, ReportProblem)
    case tooManyPixels(file: String, width: Int, height: Int, limit: Int)
    // The span.
    case frameRateOutOfRange(Double)
    case startOutsideRecording(start: Double, file: String, duration: Double)
    case endNotAfterStart(end: Double, start: Double)
    case endPastRecording(end: Double, file: String, duration: Double)
    case tooManyFrames(Int)
    // Decoding.
    case cannotStartDecoder(file: String, ffmpeg: String, reason: String)
    case decodingStopped(file: String)
    case noFramesDecoded(file: String)
    /// ffmpeg ended badly after `framesRead` frames, with its last line.
    case decoderFailed(file: String, framesRead: Int, exit: FFmpegExit, lastLine: String?)
    /// ffmpeg ended cleanly but said something: the file is damaged.
    case damaged(file: String, ffmpegSays: String)

    /// What ffprobe's report lacks, or holds of the wrong kind.
    public enum ReportProblem: Sendable, Equatable {
        case notJSON
        case noStreams
        /// No video stream but cover art; `streamKinds` are the streams' `codec_type`s.
        case noVideoStream(streamKinds: [String])
        case noPictureSize
        case rotationNotANumber
        case notAQuarterTurn(degrees: Double)
        case noFrameRate
        case frameRateBelowOne(Double)
        case noDuration
        /// Fields of the wrong kind, each at its place (`streams[0].width`), in the order read.
        case mistypedFields([Field])

        /// A field of the wrong kind and the checker's words for it (`expected a number, got true`).
        public struct Field: Sendable, Equatable, CustomStringConvertible {
            public var place: String
            public var problem: String
            public var description: String { "\(place): \(problem)" }
        }

        /// What follows the file's name.
        var text: String {
            let unreadable = "not a recording ffmpeg can read"
            switch self {
            case .notJSON: return "\(unreadable) (ffprobe's report is not JSON)"
            case .noStreams: return "\(unreadable) (ffprobe found no streams)"
            case .mistypedFields(let fields):
                return "\(unreadable) (ffprobe's report: \(fields.map(\.description).joined(separator: "; ")))"
            case .noVideoStream(let kinds):
                let streams = kinds.isEmpty ? "no streams" : kinds.joined(separator: ", ") + (kinds.count == 1 ? " stream" : " streams")
                return "has no video stream (only \(streams))"
            case .noPictureSize: return "the video stream gives no picture size"
            case .rotationNotANumber: return "the video stream's rotation is not a number"
            case .notAQuarterTurn(let degrees):
                return "the video is turned by \(NumberText.shortest(degrees))°; only quarter turns are supported"
            case .noFrameRate: return "the video stream gives no frame rate"
            case .frameRateBelowOne(let fps): return "the video stream's frame rate, \(NumberText.shortest(fps)) a second, is below 1"
            case .noDuration: return "the recording gives no duration (is it complete?)"
            }
        }
    }

    /// The message, naming each setting as `name` spells it.
    public func message(naming name: (MotionSetting) -> String) -> String {
        let n = NumberText.shortest
        switch self {
        case .cannotOpen(let file, let reason): return "\(file): cannot open: \(reason)"
        case .cannotRead(let file, let reason): return "\(file): cannot read: \(reason)"
        case .isAFolder(let file): return "\(file): is a folder, not a recording"
        case .emptyFile(let file): return "\(file): the file is empty"
        case .toolsMissing(let file):
            return "\(file): a recording is read with ffmpeg and ffprobe, found on PATH (Debian/Ubuntu: apt-get install ffmpeg; "
                + "macOS: brew install ffmpeg)"
        case .cannotRunFFmpeg(let file, let ffmpeg, let reason): return "\(file): cannot run ffmpeg (\(ffmpeg)): \(reason)"
        case .ffmpegDoesNotRun(let file, let ffmpeg, let lastLine, let status):
            return "\(file): ffmpeg (\(ffmpeg)) does not run: \(lastLine ?? "exit status \(status)")"
        case .ffmpegTooOld(let file, let version):
            return "\(file): \(version) is too old to read recordings; install ffmpeg \(FFmpegTools.oldestMajorVersion).4 or later"
        case .cannotRunFFprobe(let file, let ffprobe, let reason): return "\(file): cannot run ffprobe (\(ffprobe)): \(reason)"
        case .ffprobeFailed(let file, let killed, let lastLine):
            return "\(file): not a recording ffmpeg can read (ffprobe \(killed ? "was killed" : "failed")\(lastLine.map { ": \($0)" } ?? ""))"
        case .report(let file, let problem): return "\(file): \(problem.text)"
        case .tooManyPixels(let file, let width, let height, let limit):
            return "\(file): the recording is \(width)×\(height), over the limit of \(limit) pixels (\(name(.maxPixels)))"
        case .frameRateOutOfRange(let fps):
            return "\(name(.framesPerSecond)) must be from 1 to 120 frames a second, got \(n(fps))"
        case .startOutsideRecording(let start, let file, let duration):
            return "\(name(.start)) \(n(start)): \(file) lasts \(NumberText.decimal(duration, places: 2)) s; "
                + "\(name(.start)) must be from 0 to less than that"
        case .endNotAfterStart(let end, let start):
            return "\(name(.end)) \(n(end)) must come after \(name(.start)) \(n(start))"
        case .endPastRecording(let end, let file, let duration):
            return "\(name(.end)) \(n(end)): \(file) lasts \(NumberText.decimal(duration, places: 2)) s"
        case .tooManyFrames(let count):
            return "the recording would make \(count) frames; trim it with \(name(.start))/\(name(.end)) or lower \(name(.framesPerSecond))"
        case .cannotStartDecoder(let file, let ffmpeg, let reason): return "\(file): cannot start ffmpeg (\(ffmpeg)): \(reason)"
        case .decodingStopped(let file): return "\(file): decoding was stopped"
        case .noFramesDecoded(let file): return "\(file): ffmpeg decoded no frames from the recording"
        case .decoderFailed(let file, let framesRead, let exit, let lastLine):
            return "\(file): ffmpeg stopped decoding after \(framesRead) frame\(framesRead == 1 ? "" : "s") (\(exit))"
                + (lastLine.map { ": \($0)" } ?? "")
        case .damaged(let file, let line): return "\(file): the recording is damaged or truncated (ffmpeg: \(line))"
        }
    }
}
