import _Batch
import _Support
import Codecs
import Colour
import Fold
import Foundation
import Mockup
import Motion
import Raster

/// A fold moving along a clip's keyframes, as `duo-mockup animate` makes it: a capture (or a
/// screen recording, playing while the fold moves) framed into every frame and streamed into an
/// APNG, a GIF, a video through ffmpeg, or a folder of numbered PNGs. Invariant: nothing is written
/// unless the whole clip is; never over an input; in a folder, over an existing frame only when
/// an earlier animate wrote it there and it is unchanged since.
public struct AnimateJob: Sendable {
    /// Where the clip goes.
    public enum Destination: Sendable, Equatable {
        case file(String)
        case frames(folder: String)
    }

    public var capture: String
    public var destination: Destination
    public var timeline: Timeline
    public var clip: Clip
    /// The render (its pose nil: the fold the capture's size asks for) and the encoders' settings.
    public var settings = MockupSettings(format: .png)
    public var limits = DecodeLimits()
    public var bezels: BezelChoice = .search
    /// The environment the bezel search, the screen cache and the search for ffmpeg read.
    public var environment: [String: String] = [:]
    /// How long the hand-over from one lit display to the other fades (`lit` auto).
    public var litFade = DuoDevice.handOverFade
    /// A GIF's transparency and matte.
    public var transparency = GIFTransparency()
    /// A recording: the moment the clip starts at, and the video codec of a video output.
    public var captureStart = 0.0
    public var codec: VideoCodec?
    /// A recording: true when the keyframes were given; otherwise the motion repeats for as long as
    /// the recording plays.
    public var keyframesGiven = true

    public init(capture: String, destination: Destination, timeline: Timeline, clip: Clip) {
        self.capture = capture; self.destination = destination; self.timeline = timeline; self.clip = clip
    }

    /// The timeline of `source`'s keyframes (a file read here), those that do not say where the
    /// camera is starting from the render's turn and tilt.
    public static func timeline(_ source: KeyframeSource, startingAt options: RenderOptions) throws -> Timeline {
        try Timeline(startingAtCamera(try source.keyframes(), of: options))
    }

    /// Keyframes that do not say where the camera is start from the render's turn and tilt.
    public static func startingAtCamera(_ keyframes: [Keyframe], of options: RenderOptions) -> [Keyframe] {
        var keyframes = keyframes
        guard !keyframes.isEmpty else { return keyframes }
        keyframes[0].turn = keyframes[0].turn ?? (options.turn == 0 ? nil : options.turn)
        keyframes[0].tilt = keyframes[0].tilt ?? (options.tilt == 0 ? nil : options.tilt)
        return keyframes
    }

    /// The clip file's format (nil for a folder of frames).
    public var format: ClipFormat? {
        if case .file(let path) = destination { return ClipFormat(path: path) }
        return nil
    }

    /// The render options as the output needs them: a background behind an MP4, sRGB for a GIF
    /// (which has no colour profile; Display P3 asked for is refused, as is a GIF's frame rate
    /// above 50).
    public func outputOptions() throws -> RenderOptions {
        try Clip.checkFrameRate(clip.framesPerSecond, for: format)
        var options = settings.render
        if let pose = options.pose, !pose.isFolded { throw FoldJobError.notAFold(pose, job: "animate") }
        if format == .mp4 && options.framing.background == nil { options.framing.background = .white }
        if format == .gif {
            if options.colourSpace == .displayP3 { throw AnimateError.gifWithDisplayP3(file: target) }
            options.colourSpace = .sRGB
        }
        return options
    }

    /// The file or folder written.
    public var target: String {
        switch destination {
        case .file(let path): return path
        case .frames(let folder): return folder
        }
    }

    /// Makes the clip; `notices` hears warnings and the example art, `progress` each frame written.
    public func run(notices: (JobNotice) -> Void = { _ in }, progress: (_ done: Int) -> Void = { _ in }) throws -> AnimateReport {
        var options = try outputOptions()
        let format = self.format
        var ffmpeg: String?
        if let format, format.needsFFmpeg {
            guard let found = FFmpegSink.locate(environment: environment) else {
                throw FFmpegSink.missing(format: format)
            }
            ffmpeg = found
        }
        if Recording.isRecording(capture) { return try runRecording(options: options, notices: notices, progress: progress) }
        if case .file(let output) = destination { try OutputSafety.refuseOverwriting(output: output, inputs: [capture]) }
        // The inputs, the flat art once, the canvas for every frame.
        let decoded = try ImageFile.read(path: capture, limits: limits)
        for w in decoded.warnings { notices(.warning("\(capture): \(w)")) }
        // A video names its primaries from a short list: a capture in another space (Adobe RGB)
        // is made into Display P3.
        if format?.needsFFmpeg == true, options.colourSpace == .capture,
           VideoColour(space: ColourSpace.of(decoded.colour).space) == nil {
            options.colourSpace = .displayP3
        }
        let pose = try options.pose ?? Pose.folded(captureWidth: decoded.image.width, captureHeight: decoded.image.height,
                                                   file: capture, singleArtPose: nil, job: "animate")
        options.pose = pose
        let cover = try RenderJob.coverCapture(options, limits: limits, notices: notices)
        if case .file(let output) = destination, let coverPath = options.cover {
            try OutputSafety.refuseOverwriting(output: output, inputs: [coverPath])
        }
        let bezels = try self.bezels.load(need: artNeed(pose, options: options), environment: environment) {
            notices(.exampleArt(folder: $0))
        }
        let inputs = [capture] + (options.cover.map { [$0] } ?? []) + bezels.inputFiles
        let frames = try FramesFolder(destination, frameCount: clip.frames.count, inputs: inputs, notices: notices)
        defer { withExtendedLifetime(frames?.lock) {} }

        let prepared = try ClipRenderer.prepare(capture: decoded, captureFile: capture, bezels: bezels, options: options,
                                                timeline: timeline, clip: clip, cover: cover, fade: litFade)
        for w in prepared.flat.warnings { notices(.warning(w)) }
        let sink = try self.sink(prepared, options: options, ffmpeg: ffmpeg, frames: frames)
        try ClipRenderer.render(prepared, into: sink, progress: progress)
        var report = AnimateReport(target: target, format: format, frames: clip.frames.count, width: prepared.width,
                                   height: prepared.height, duration: clip.duration)
        if let frames {
            // An earlier, longer clip's frames would be read after this one's (frame-%04d.png).
            let outcome = try frames.record.finish(keeping: Set(frames.names))
            (report.removed, report.keptChanged) = (outcome.removed, outcome.keptChanged)
        }
        if let format, format.needsFFmpeg {
            // What the file holds: H.264's and VP9's 4:2:0 frames have even sides.
            report.written = FFmpegSink.writtenSize(format: format, width: prepared.width, height: prepared.height)
        }
        return report
    }

    /// The art a clip of `pose` needs: the outer faces' too when some frame may show one or light
    /// the cover.
    private func artNeed(_ pose: Pose, options: RenderOptions) -> BezelArtNeed {
        let shows = clip.frames.contains { f in
            options.mayShowOuterFaces(pose, degrees: f.degrees, camera: Camera(turn: f.turn, tilt: f.tilt, distance: options.distance))
        } || ClipLight.lights(clip, lit: options.lit, fade: litFade).contains { $0 != .innerOnly }
        return BezelArtNeed(pose: pose, showsOuterFaces: shows)
    }

    /// The sink the frames go into: the folder's, or the clip file's by its format.
    private func sink(_ prepared: PreparedClip, options: RenderOptions, ffmpeg: String?, frames: FramesFolder?) throws -> FrameSink {
        switch destination {
        case .frames(let folder):
            return FramesFolderSink(folder: folder, frameCount: clip.frames.count, colour: prepared.colour, options: settings.encode) {
                try frames?.record.record($0, hash: WrittenFiles.hash($1))
                try frames?.record.safety.write($1, to: $0)
            }
        case .file(let output):
            switch format! {
            case .apng:
                return try APNGFileSink(path: output, width: prepared.width, height: prepared.height, clip: clip,
                                        hasAlpha: options.framing.background.map { $0.a < 255 } ?? true,
                                        colour: prepared.colour, options: settings.encode.png)
            case .gif:
                guard prepared.width <= 65535 && prepared.height <= 65535 else {
                    throw AnimateError.gifTooLarge(file: output, width: prepared.width, height: prepared.height)
                }
                let palette = try ClipRenderer.palette(prepared, transparency: transparency)
                return try GIFFileSink(path: output, width: prepared.width, height: prepared.height, clip: clip,
                                       palette: palette, transparency: transparency)
            case .mp4, .webm, .mov:
                let padding = ColourConversion(from: options.backgroundSpace.space, to: prepared.flat.space)
                    .convert(options.framing.background?.straight ?? .init(r: 255, g: 255, b: 255))
                return try FFmpegSink(executable: ffmpeg!, path: output, format: format!, width: prepared.width,
                                      height: prepared.height, fps: clip.framesPerSecond, background: padding,
                                      colour: VideoColour(space: prepared.flat.space) ?? .bt709)
            }
        }
    }

    /// A recording: its pictures play from `captureStart` while the fold moves (the default
    /// motion repeated for as long as it plays when no keyframes were given): `RecordingJob`'s work.
    private func runRecording(options: RenderOptions, notices: (JobNotice) -> Void,
                              progress: (Int) -> Void) throws -> AnimateReport {
        let recording = try Recording.open(capture, environment: environment, limits: limits)
        guard captureStart.isFinite, captureStart >= 0, captureStart < recording.info.duration else {
            throw AnimateError.captureStartOutside(captureStart, file: capture, duration: recording.info.duration)
        }
        var (timeline, clip) = (self.timeline, self.clip)
        if !keyframesGiven {
            (timeline, clip) = try RecordingMotion.repeating(timeline, over: recording.info.duration - captureStart, like: clip)
        }
        let span = RecordingSpan(start: captureStart, framesPerSecond: clip.framesPerSecond, count: clip.frames.count)
        var options = options
        let pose = try options.pose ?? Pose.folded(captureWidth: recording.info.width, captureHeight: recording.info.height,
                                                   file: capture, singleArtPose: nil, job: "animate")
        options.pose = pose
        let bezels = try self.bezels.load(need: artNeed(pose, options: options), environment: environment) {
            notices(.exampleArt(folder: $0))
        }
        let cover = try RenderJob.coverCapture(options, limits: limits, notices: notices)
        let inputs = [capture] + (options.cover.map { [$0] } ?? []) + bezels.inputFiles
        let destination: ClipDestination
        switch self.destination {
        case .file(let path):
            var output = try ClipOutput(path: path, codec: codec)
            output.plays = clip.plays
            output.background = settings.render.framing.background
            output.png = settings.encode.png
            output.transparency = transparency
            try OutputSafety.prepare(output: output.path, sparing: inputs)
            destination = .file(output)
        case .frames(let folder):
            destination = .frames(folder: folder, encode: settings.encode)
        }
        var job = RecordingJob(recording: recording, destination: destination, options: options, span: span,
                               motion: (timeline, clip))
        job.cover = cover
        job.litFade = litFade
        let summary = try job.run(bezels: bezels, progress: progress)
        var report = AnimateReport(target: target, format: format, frames: summary.frames, width: summary.width,
                                   height: summary.height, duration: span.duration)
        report.recording = (job, summary)
        return report
    }
}

/// A folder of numbered frames made ready: created, every name checked against the inputs and the
/// record of what earlier animates wrote there, under the folder's lock.
private final class FramesFolder {
    let names: [String]
    var record: WrittenFiles
    let lock: OutputLock

    init?(_ destination: AnimateJob.Destination, frameCount: Int, inputs: [String], notices: (JobNotice) -> Void) throws {
        guard case .frames(let folder) = destination else { return nil }
        names = (1...frameCount).map { FramesFolderSink.name($0, of: frameCount) }
        try Folders.create(folder)
        var safety = OutputSafety(outputDirectory: folder)
        safety.addInputs(inputs)
        for name in names { try OutputSafety.refuseOverwriting(output: folder + "/" + name, inputs: inputs) }
        lock = try OutputLock(safety) { notices(.waiting(folder: folder, lockFile: $0)) }
        let record = WrittenFiles(kind: "animate", safety: safety)
        for name in names { try record.checkMayReplace(name) }
        self.record = record
    }
}

/// What an animate made: the file or folder, its format (nil for frames), the frames, their size
/// (and the size a video holds when it pads to even sides), the clip's length; in a folder, the
/// frames of an earlier clip removed or kept because changed; a recording's job and summary.
/// Invariant: `written` is set only for a video whose codec pads.
public struct AnimateReport: Sendable {
    public var target: String
    public var format: ClipFormat?
    public var frames: Int
    public var width: Int
    public var height: Int
    public var duration: Double
    public var written: (width: Int, height: Int)?
    public var removed: [String] = []
    public var keptChanged: [String] = []
    public var recording: (job: RecordingJob, summary: RecordingRenderSummary)?

    public init(target: String, format: ClipFormat?, frames: Int, width: Int, height: Int, duration: Double) {
        self.target = target; self.format = format; self.frames = frames; self.width = width; self.height = height
        self.duration = duration
    }

    /// The frames removed, as a short list: `a`, `a and b`, or `a … z` for three or more (sorted).
    public var removedList: String {
        let sorted = removed.sorted()
        switch sorted.count {
        case 0: return ""
        case 1: return sorted[0]
        case 2: return sorted[0] + " and " + sorted[1]
        default: return sorted.first! + " … " + sorted.last!
        }
    }
}

/// What stops an animate in the middle of its work, in the job's words; `message(naming:)` puts
/// the setting that fixes it in the caller's words. Invariant: one line each.
public enum AnimateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A GIF asked for in Display P3: a GIF has no colour profile.
    case gifWithDisplayP3(file: String)
    /// A GIF's side is at most 65535 px.
    case gifTooLarge(file: String, width: Int, height: Int)
    /// The moment a recording's clip starts at is not inside it.
    case captureStartOutside(Double, file: String, duration: Double)

    public var description: String {
        message(naming: { "the \($0.rawValue) setting" }, start: { "the start \(NumberText.shortest($0))" })
    }

    /// The message, naming settings as `setting` does and the recording's start as `start` does.
    public func message(naming setting: (MockupSetting) -> String, start: (Double) -> String) -> String {
        switch self {
        case .gifWithDisplayP3(let file):
            "\(file): a GIF has no colour profile, its colours are sRGB; drop \(setting(.colourSpace)) display-p3 or write .png (APNG)"
        case .gifTooLarge(let file, let w, let h):
            "\(file): a GIF is at most 65535 px a side, the clip is \(w)×\(h); use \(setting(.width))"
        case .captureStartOutside(let s, let file, let duration):
            "\(start(s)): \(file) lasts \(NumberText.decimal(duration, places: 2)) s; start from 0 to less than that"
        }
    }
}
