import _Batch
import _Support
import Codecs
import Mockup
import Motion

/// A screen recording framed into one clip, as `duo-mockup render RECORDING` makes it: the span
/// trimmed from the recording, every picture in the pose a still of its size gets, into a video
/// (with the recording's sound in MP4 and MOV), an APNG or a GIF. Two steps: `prepare` opens the
/// recording and makes every check, `run` renders. Invariant: nothing is written unless the
/// whole clip is; never over an input (the recording, the bezel art).
public struct RecordingRenderJob: Sendable {
    public var recording: String
    /// The clip file (its extension gives the format); nil: `defaultName` in the current folder.
    public var output: String?
    /// A video output's codec; nil: the container's standard one.
    public var codec: VideoCodec?
    /// The span: from `from` (nil: 0) to `to` (nil: the end) at `framesPerSecond` (nil: the recording's).
    public var from: Double?
    public var to: Double?
    public var framesPerSecond: Double?
    /// The render (its pose nil: the one the recording's size asks for) and the PNG encoder's settings.
    public var settings = MockupSettings(format: .png)
    public var limits = DecodeLimits()
    public var bezels: BezelChoice = .search
    /// The environment the bezel search, the screen cache and the search for ffmpeg read.
    public var environment: [String: String] = [:]

    public init(recording: String, output: String? = nil) {
        self.recording = recording; self.output = output
    }

    /// A recording opened and checked, ready to render. Invariant: the output is no input, and
    /// its folder exists.
    public struct Prepared: Sendable {
        /// Motion's job: the recording, the clip file, the render options and the span.
        public var job: RecordingJob
        public var bezels: BezelSource
        /// The pose a still of the recording's size gets (the one the frames are drawn in).
        public var pose: Pose
        /// The frames the clip will have.
        public var frameCount: Int { job.span.count }
    }

    /// Opens the recording, trims the span, loads the art, resolves the pose, names the output
    /// and checks it against the inputs, and creates its folder; `notices` hears the example art.
    public func prepare(notices: (JobNotice) -> Void = { _ in }) throws -> Prepared {
        let options = settings.render
        let opened = try Recording.open(recording, environment: environment, limits: limits)
        let span = try RecordingSpan.trimmed(opened.info, from: from, to: to, framesPerSecond: framesPerSecond)
        // The pose a still of the recording's size would get: for the art it needs, the default
        // name (and the caller's notes).
        let pose = try Pose.resolve(requested: options.pose, captureWidth: opened.info.width,
                                    captureHeight: opened.info.height, file: recording)
        let bezels = try self.bezels.load(need: RenderJob.artNeed(resolved: pose, options: options),
                                          environment: environment) { notices(.exampleArt(folder: $0)) }
        let cover = try RenderJob.coverCapture(options, limits: limits, notices: notices)
        var output = try ClipOutput(path: self.output ?? Self.defaultName(recording: recording, pose: pose, options: options),
                                    codec: codec)
        output.background = options.framing.background
        output.png = settings.encode.png
        try OutputSafety.prepare(output: output.path, sparing: [recording] + (options.cover.map { [$0] } ?? []) + bezels.inputFiles)
        var job = RecordingJob(recording: opened, destination: .file(output), options: options, span: span)
        job.cover = cover
        return Prepared(job: job, bezels: bezels, pose: pose)
    }

    /// Renders every frame of `prepared` into its clip file; `progress` hears each frame written.
    public func run(_ prepared: Prepared, progress: (_ done: Int) -> Void = { _ in }) throws -> RecordingRenderReport {
        let clock = ContinuousClock()
        let start = clock.now
        let summary = try prepared.job.run(bezels: prepared.bezels, progress: progress)
        let elapsed = (clock.now - start).components
        return RecordingRenderReport(job: prepared.job, summary: summary,
                                     seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18)
    }

    /// `prepare`, then `run`.
    public func run(notices: (JobNotice) -> Void = { _ in }, progress: (_ done: Int) -> Void = { _ in }) throws -> RecordingRenderReport {
        try run(try prepare(notices: notices), progress: progress)
    }

    /// `<recording name>-<pose>[-<deg>][-preview].mp4`, in the current folder: a still's name
    /// (`RenderJob.defaultName`, the angle only for a fold) as a video.
    public static func defaultName(recording: String, pose: Pose, options: RenderOptions) -> String {
        let still = RenderJob.defaultName(capture: recording, pose: pose, degrees: pose.isFolded ? options.foldDegrees(for: pose) : nil,
                                          preview: options.preview)
        return PathText.removingExtension(still) + ".mp4"
    }
}
