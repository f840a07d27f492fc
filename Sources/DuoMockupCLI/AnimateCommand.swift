import _Batch
import DuoMockup

/// `duo-mockup animate CAPTURE -o OUT [options]`: a clip of the fold moving along keyframes,
/// written as APNG, GIF, MP4/WebM/MOV (through ffmpeg) or a folder of PNG frames.
enum AnimateCommand: Command {
    static let name = "animate"
    static let summary = "Animate a fold along keyframes into APNG, GIF, MP4/WebM/MOV (ffmpeg) or PNG frames."
    static let usage = "animate CAPTURE (-o OUT.png|.apng|.gif|.mp4|.webm|.mov | --frames DIR) [--path \"1 180 128 180\" | --keyframes \"0:180, 1.2:128\" | --keyframes-file F.json] [options]"
    static let options: [OptionSpec] = [
        OptionSpec("-o", "--output", value: "FILE", help: "the clip: .png/.apng (APNG), .gif, .mp4 (H.264), .webm (VP9 + alpha), .mov (ProRes 4444 + alpha)"),
        OptionSpec("--frames", value: "DIR", help: "write numbered PNG frames into DIR instead (created if missing)"),
        OptionSpec("--path", value: "\"S A B …\"|unfold", help: "the simulator kit's form: seconds per move, then the angles visited (default \"1 180 128 180\"); unfold: shut to open, \"0:0@turn=90, 2:180@turn=0\""),
        OptionSpec("--keyframes", value: "LIST", help: "TIME:DEG[@EASING], … e.g. \"0:180, 1.2:128@spring, 2.4:180\""),
        OptionSpec("--keyframes-file", value: "FILE", help: "JSON: {\"keyframes\": [{\"time\": 0, \"deg\": 180, \"ease\": \"linear\"}, …]}"),
        OptionSpec("--ease", value: "NAME", help: "easing of every move: linear | ease-in-out (default) | ease-in | ease-out | spring"),
        OptionSpec("--hold", value: "S", help: "--path: hold each angle S seconds before moving on"),
        OptionSpec("--fps", value: "N", help: "frames per second, 1–120 (default 30; GIF at most 50)"),
        OptionSpec("--loop", value: "N|forever", help: "how many times the clip plays (default forever)"),
        OptionSpec("--ping-pong", help: "play forward, then backward"),
        OptionSpec("--lit-fade", value: "S", help: "--lit auto: how long the hand-over from one display to the other fades (default 0.25 s)"),
        OptionSpec("--matte", value: "COLOR", help: "GIF: the colour semi-transparent edges are blended with (default white)"),
        OptionSpec("--pose", value: "POSE", help: "book | laptop (default: from the capture's size)"),
        SharedOptions.previewOption,
    ] + RecordingRuns.animateOptions + SharedOptions.bezelOptions + SharedOptions.look.filter { !["--quality", "--chroma"].contains($0.key) }

    /// Nothing is written unless the whole clip is: every failure thrown means nothing could run (2).
    static func run(_ a: ParsedArguments, console: Console) throws -> Int32 {
        do {
            return try animate(a, console: console)
        } catch let e as AnimateError {
            throw UsageError(e.message(naming: SharedOptions.flagName, start: { _ in "--capture-start \(a.string("--capture-start") ?? "0")" }))
        } catch let e as ClipSettingError {
            throw UsageError(e.message(naming: ErrorText.flag, given: { setting, _ in
                let flag = ErrorText.flag(setting)
                return "\(flag) \(a.string(flag) ?? "")"
            }))
        }
    }

    static func animate(_ a: ParsedArguments, console: Console) throws -> Int32 {
        guard a.positionals.count == 1 else {
            throw UsageError(a.positionals.isEmpty ? "animate needs a CAPTURE (a PNG or JPEG screenshot)"
                : "animate takes one CAPTURE, got \(a.positionals.count): \(a.positionals.joined(separator: " "))")
        }
        let capturePath = a.positionals[0]
        let output = a.string("--output"), framesDir = a.string("--frames")
        if output != nil && framesDir != nil { throw UsageError("give -o FILE or --frames DIR, not both") }
        guard output != nil || framesDir != nil else {
            throw UsageError("animate needs -o OUT (.png, .apng, .gif, .mp4, .webm, .mov) or --frames DIR")
        }
        var format: ClipFormat?
        if let output {
            guard let f = ClipFormat(path: output) else {
                throw UsageError("\(output): unknown clip format; the output must end in .png, .apng, .gif, .mp4, .webm or .mov")
            }
            format = f
        }

        // What moves, and when.
        let easing = try a.string("--ease").map { name -> Easing in
            guard let e = Easing(name: name) else { throw UsageError("--ease: unknown easing '\(name)' (linear, ease-in-out, ease-in, ease-out, spring)") }
            return e
        } ?? .easeInOut
        let spellings: [(flag: String, spelling: (String) -> KeyframeSource.Spelling)] = [
            ("--path", KeyframeSource.Spelling.path), ("--keyframes", KeyframeSource.Spelling.inline),
            ("--keyframes-file", KeyframeSource.Spelling.file),
        ]
        let given = spellings.filter { a.string($0.flag) != nil }
        if given.count > 1 { throw UsageError("give one of \(given.map(\.flag).joined(separator: ", ")), not several") }
        let spelling = given.first.map { $0.spelling(a.string($0.flag)!) } ?? .path(KeyframeSource.defaultPath)
        let source = try KeyframeSource(spelling, easing: easing, hold: a.double("--hold", in: 0...3600) ?? 0)
        // How it looks (checked before the keyframes, whose camera starts from --turn and --tilt).
        let settings = try SharedOptions.validatedSettings(a, format: .png)
        let timeline = try AnimateJob.timeline(source, startingAt: settings.render)
        let fps = try a.double("--fps") ?? 30
        try Clip.checkFrameRate(fps, for: format)
        let plays = try a.string("--loop").map(Clip.plays(spelled:)) ?? 0
        let clip = try Clip(timeline: timeline, framesPerSecond: fps, plays: plays, pingPong: a.flag("--ping-pong"))

        var job = AnimateJob(capture: capturePath, destination: output.map(AnimateJob.Destination.file) ?? .frames(folder: framesDir!),
                             timeline: timeline, clip: clip)
        job.settings = settings
        _ = try job.outputOptions()
        if let matte = a.string("--matte") { job.transparency.matte = try GIFTransparency.matte(spelled: matte) }
        let isRecording = Recording.isRecording(capturePath)
        if !isRecording { try RecordingRuns.refuseForStill(a, options: RecordingRuns.animateOptions.map(\.key), capture: capturePath) }
        job.captureStart = try a.double("--capture-start") ?? 0
        job.codec = try a.choice("--codec", of: VideoCodec.allCases.map(\.rawValue)).map { VideoCodec(rawValue: $0)! }
        job.keyframesGiven = !given.isEmpty
        job.litFade = try a.double("--lit-fade", in: 0...10) ?? DuoDevice.handOverFade
        job.limits = try SharedOptions.limits(a)
        job.bezels = try SharedOptions.bezelChoice(a)
        job.environment = console.environment
        if isRecording { return try RecordingRuns.animate(job, a, console: console) }

        let progress = ProgressLine(console: console, total: clip.frames.count, look: .frames(prefix: "animate: "), quiet: false)
        let report = try job.run(notices: console.notice) { progress.update($0) }
        progress.end()
        if let framesDir, !report.removed.isEmpty {
            console.err("duo-mockup: removed \(Words.count(report.removed.count, "frame")) an earlier animate wrote in \(framesDir) "
                + "that this clip does not have: \(report.removedList)")
        }
        if let framesDir {
            for name in report.keptChanged {
                console.err("duo-mockup: note: kept \(framesDir)/\(name): an earlier animate wrote it, but it changed since")
            }
        }
        var size = "\(report.width)×\(report.height)"
        if let written = report.written, let format, written != (report.width, report.height) {
            size = "\(written.width)×\(written.height), padded from \(size): \(format.name) needs even sides"
        }
        let what = framesDir != nil ? "\(report.frames) frames into \(report.target)" : "\(report.target) (\(format!.name), \(report.frames) frames"
            + ", \(size), \(Timeline.seconds(report.duration)) s)"
        console.err("duo-mockup: wrote \(what)")
        return 0
    }
}
