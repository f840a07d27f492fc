import _Support
import DuoMockup
import Foundation

/// `render` and `animate` with a screen recording as the capture: the options they add, the
/// progress line and the summary; the work itself is the library's `RecordingJob`.
enum RecordingRuns {
    static let codecOption = OptionSpec("--codec", value: "CODEC",
                                        help: "recordings: h264 | hevc | prores | vp9 (default: .mp4 h264, .mov prores, .webm vp9)")
    static let quietOption = OptionSpec("-q", "--quiet", help: "recordings: no progress line and no summary (failures are still reported)")
    static let jsonOption = OptionSpec("--json", help: "recordings: print a JSON summary on standard output")

    /// The options `render` takes for a recording only.
    static let renderOptions: [OptionSpec] = [
        OptionSpec("--from", value: "S", help: "recordings: start this many seconds in (default 0)"),
        OptionSpec("--to", value: "S", help: "recordings: end this many seconds in (default: the end)"),
        OptionSpec("--fps", value: "N", help: "recordings: output frames per second, 1–120 (default: the recording's)"),
        codecOption, quietOption, jsonOption,
    ]

    /// The options `animate` takes for a recording only (`--quiet`, `--json` apply to stills too).
    static let animateOptions: [OptionSpec] = [
        OptionSpec("--capture-start", value: "S", help: "recordings: the moment of the recording the clip starts at (default 0)"),
        codecOption, quietOption, jsonOption,
    ]

    /// Throws when `a` gives one of `options` for a capture that is a still image.
    static func refuseForStill(_ a: ParsedArguments, options: [String], capture: String) throws {
        if let given = options.first(where: { a.has($0) }) {
            throw UsageError("\(given) applies to recordings (.mp4, .mov, .m4v, .webm); \(capture) is a still image")
        }
    }

    /// `render RECORDING [-o OUT.mp4|.mov|.webm|.png|.gif]`.
    static func render(_ a: ParsedArguments, file: String, console: Console) throws -> Int32 {
        let settings = try SharedOptions.validatedSettings(a, format: .png)
        let options = settings.render
        let tools = try locateTools(file: file, console: console)
        let recording = try Recording.open(file, tools: tools, limits: try SharedOptions.limits(a))
        let span = try RecordingSpan.trimmed(recording.info, from: try a.double("--from"), to: try a.double("--to"),
                                             framesPerSecond: try a.double("--fps"))
        let bezels = try SharedOptions.bezelSource(a, console: console,
                                                   need: options.pose.map { BezelArtNeed(pose: $0, showsOuterFaces: false) })
        let inputs = [file] + bezels.inputFiles
        // The pose a still of the recording's size would get: for the default name and the notes.
        let pose = try Pose.resolve(requested: options.pose, captureWidth: recording.info.width,
                                    captureHeight: recording.info.height, file: file)
        for note in IgnoredOptions.notes(a, settings: settings, pose: pose) { console.err("duo-mockup: note: \(note)") }
        var path = a.string("--output")
        if path == nil {
            let stem = OutputPaths.defaultName(capture: file, pose: pose, degrees: pose.isFolded ? options.foldDegrees(for: pose) : nil,
                                               preview: options.preview)
            path = PathText.removingExtension(stem) + ".mp4"
        }
        let output = try clipOutput(path!, a, settings: settings, plays: 0)
        try OutputPaths.refuseOverwritingInput(output: output.path, inputs: inputs)
        try OutputPaths.createFolder(of: output.path)
        let job = RecordingJob(recording: recording, destination: .file(output), options: options, span: span)
        return try run(job, bezels: bezels, target: output.path, what: output.format.name, a, console: console)
    }

    /// `animate RECORDING …`: the clip's keyframes move the fold while the recording plays from
    /// `--capture-start` (the job's work), with the progress line and the summary.
    static func animate(_ job: AnimateJob, _ a: ParsedArguments, console: Console) throws -> Int32 {
        let quiet = a.flag("--quiet") || a.flag("--json")
        let progress = FrameProgress(console: console, total: job.clip.frames.count, label: "frames", enabled: !quiet)
        let report = try job.run(notices: console.notice) { progress.update($0) }
        progress.end()
        let (recordingJob, summary) = report.recording!
        let what = report.format?.name ?? "PNG frames"
        return try printSummary(recordingJob, summary: summary, seconds: progress.elapsed, target: report.target, what: what,
                                a, console: console)
    }

    /// ffmpeg and ffprobe, or the one line that says how to install them.
    static func locateTools(file: String, console: Console) throws -> FFmpegTools {
        guard let tools = FFmpegTools.locate(environment: console.environment) else {
            throw UsageError(FFmpegTools.missing(file: file).message)
        }
        return tools
    }

    /// The output file with the codec, loop count and encoder settings the arguments give.
    static func clipOutput(_ path: String, _ a: ParsedArguments, settings: MockupSettings, plays: Int) throws -> ClipOutput {
        let codec = try a.choice("--codec", of: VideoCodec.allCases.map(\.rawValue)).map { VideoCodec(rawValue: $0)! }
        var output = try ClipOutput(path: path, codec: codec)
        output.plays = plays
        output.background = settings.render.framing.background
        output.png = settings.encode.png
        return output
    }

    /// Runs the job with a progress line on a terminal, then the summary line or JSON.
    static func run(_ job: RecordingJob, bezels: BezelSource, target: String, what: String, _ a: ParsedArguments,
                    console: Console) throws -> Int32 {
        let quiet = a.flag("--quiet") || a.flag("--json")
        let progress = FrameProgress(console: console, total: job.span.count, label: "frames", enabled: !quiet)
        let summary = try job.run(bezels: bezels) { progress.update($0) }
        progress.end()
        return try printSummary(job, summary: summary, seconds: progress.elapsed, target: target, what: what, a, console: console)
    }

    /// The summary line, or the JSON summary with --json; nothing with --quiet.
    static func printSummary(_ job: RecordingJob, summary: RecordingRenderSummary, seconds: Double, target: String,
                             what: String, _ a: ParsedArguments, console: Console) throws -> Int32 {
        let quiet = a.flag("--quiet") || a.flag("--json")
        let sound = job.sound != nil
        if a.flag("--json") {
            console.out(json(job, summary: summary, target: target, seconds: seconds, sound: sound))
        } else if !quiet {
            console.err("duo-mockup: wrote \(target) (\(what), \(summary.frames) frames, \(summary.width)×\(summary.height), "
                + "\(Timeline.seconds(job.span.duration)) s at \(NumberText.shortest(job.span.framesPerSecond)) fps"
                + (sound ? ", with sound" : "") + ")")
        }
        return ExitStatus.success.rawValue
    }

    static func json(_ job: RecordingJob, summary: RecordingRenderSummary, target: String, seconds: Double, sound: Bool) -> String {
        var fields: [(String, String)] = [
            ("input", JSON.string(job.recording.file)), ("output", JSON.string(target)),
        ]
        if case .file(let output) = job.destination {
            fields.append(("format", JSON.string(output.format.rawValue)))
            fields.append(("codec", output.effectiveCodec.map { JSON.string($0.rawValue) } ?? "null"))
        }
        fields += [
            ("width", String(summary.width)), ("height", String(summary.height)), ("frames", String(summary.frames)),
            ("repeatedFrames", String(summary.repeatedFrames)),
            ("framesPerSecond", JSON.number(job.span.framesPerSecond)), ("seconds", JSON.number(job.span.duration)),
            ("from", JSON.number(job.span.start)), ("sound", sound ? "true" : "false"),
            ("elapsed", JSON.number(seconds)),
            ("renderedPerSecond", JSON.number(seconds > 0 ? Double(summary.frames) / seconds : 0)),
        ]
        return "{\n" + fields.map { "  \(JSON.string($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n}"
    }
}
