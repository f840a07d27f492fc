import _Support
import DuoMockup

/// `render` and `animate` with a screen recording as the capture: the options they add, the
/// notes, the progress line and the summary; the work itself is the library's (`RecordingRenderJob`,
/// `AnimateJob`).
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

    /// `render RECORDING [-o OUT.mp4|.mov|.webm|.png|.gif]`: the library's `RecordingRenderJob`,
    /// with the notes on options that do not apply, the progress line and the summary.
    static func render(_ a: ParsedArguments, file: String, console: Console) throws -> Int32 {
        var job = RecordingRenderJob(recording: file, output: a.string("--output"))
        job.settings = try SharedOptions.validatedSettings(a, format: .png)
        job.codec = try a.choice("--codec", of: VideoCodec.allCases.map(\.rawValue)).map { VideoCodec(rawValue: $0)! }
        (job.from, job.to, job.framesPerSecond) = (try a.double("--from"), try a.double("--to"), try a.double("--fps"))
        job.limits = try SharedOptions.limits(a)
        job.bezels = try SharedOptions.bezelChoice(a)
        job.environment = console.environment
        let prepared = try job.prepare(notices: console.notice)
        for note in IgnoredOptions.notes(a, settings: job.settings, pose: prepared.pose) { console.err("duo-mockup: note: \(note)") }
        let quiet = a.flag("--quiet") || a.flag("--json")
        let progress = ProgressLine(console: console, total: prepared.frameCount, label: "frames", enabled: !quiet)
        let report = try job.run(prepared) { progress.update($0) }
        progress.end()
        return printSummary(report, a, console: console)
    }

    /// `animate RECORDING …`: the clip's keyframes move the fold while the recording plays from
    /// `--capture-start` (the job's work), with the progress line and the summary.
    static func animate(_ job: AnimateJob, _ a: ParsedArguments, console: Console) throws -> Int32 {
        let quiet = a.flag("--quiet") || a.flag("--json")
        let progress = ProgressLine(console: console, total: job.clip.frames.count, label: "frames", enabled: !quiet)
        let report = try job.run(notices: console.notice) { progress.update($0) }
        progress.end()
        let (recordingJob, summary) = report.recording!
        return printSummary(RecordingRenderReport(job: recordingJob, summary: summary, seconds: progress.elapsed), a, console: console)
    }

    /// The summary line, or the JSON summary with --json; nothing with --quiet.
    static func printSummary(_ report: RecordingRenderReport, _ a: ParsedArguments, console: Console) -> Int32 {
        if a.flag("--json") {
            console.out(json(report))
        } else if !a.flag("--quiet") {
            console.err("duo-mockup: wrote \(report.target) (\(report.what), \(report.frames) frames, \(report.width)×\(report.height), "
                + "\(Timeline.seconds(report.span.duration)) s at \(NumberText.shortest(report.span.framesPerSecond)) fps"
                + (report.sound ? ", with sound" : "") + ")")
        }
        return ExitStatus.success.rawValue
    }

    /// The JSON summary: the files, the clip's format and codec (a file only), the frames and the time.
    static func json(_ report: RecordingRenderReport) -> String {
        var fields: [(key: String, value: JSONValue)] = [("input", .string(report.recording)), ("output", .string(report.target))]
        if let format = report.format {
            fields += [("format", .string(format.rawValue)), ("codec", report.codec.map { .string($0.rawValue) } ?? .null)]
        }
        fields += [
            ("width", .number(Double(report.width))), ("height", .number(Double(report.height))),
            ("frames", .number(Double(report.frames))), ("repeatedFrames", .number(Double(report.repeatedFrames))),
            ("framesPerSecond", .number(report.span.framesPerSecond)), ("seconds", .number(report.span.duration)),
            ("from", .number(report.span.start)), ("sound", .bool(report.sound)),
            ("elapsed", .number(report.seconds)), ("renderedPerSecond", .number(report.renderedPerSecond)),
        ]
        return JSON.object(fields)
    }
}
