import Motion

/// What framing a recording made (`RecordingRenderJob`, or `AnimateJob` on a recording): the
/// recording, the clip file or frames folder written, its format and codec, the frames and their
/// size, the span of the recording they show, whether its sound went with them, and how long they
/// took. Invariant: `format` is nil exactly when the frames went into a folder.
public struct RecordingRenderReport: Sendable {
    public var recording: String
    /// The clip file, or the folder of frames.
    public var target: String
    /// The clip file's format; nil for a folder of numbered PNG frames.
    public var format: ClipFormat?
    /// The clip's video codec; nil for APNG, GIF and frames.
    public var codec: VideoCodec?
    public var frames: Int
    /// Frames that repeated the one before and cost nothing to draw.
    public var repeatedFrames: Int
    public var width: Int
    public var height: Int
    /// The part of the recording shown: its start, the frames' rate, how long they last.
    public var span: RecordingSpan
    /// True when the recording's sound went into the clip.
    public var sound: Bool
    /// Seconds the frames took to render.
    public var seconds: Double

    /// The report of `job`, which made `summary` in `seconds`.
    public init(job: RecordingJob, summary: RecordingRenderSummary, seconds: Double) {
        recording = job.recording.file
        switch job.destination {
        case .file(let output): (target, format, codec) = (output.path, output.format, output.effectiveCodec)
        case .frames(let folder, _): (target, format, codec) = (folder, nil, nil)
        }
        (frames, repeatedFrames, width, height) = (summary.frames, summary.repeatedFrames, summary.width, summary.height)
        span = job.span
        sound = job.sound != nil
        self.seconds = seconds
    }

    /// What was written, in words: the format's name, or "PNG frames".
    public var what: String { format?.name ?? "PNG frames" }

    /// Frames rendered a second (0 when no time passed).
    public var renderedPerSecond: Double { seconds > 0 ? Double(frames) / seconds : 0 }
}
