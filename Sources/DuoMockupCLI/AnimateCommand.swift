import _Batch
import DuoMockup
import Foundation

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
        try animate(a, console: console)
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
        let given = ["--path", "--keyframes", "--keyframes-file"].filter { a.string($0) != nil }
        if given.count > 1 { throw UsageError("give one of \(given.joined(separator: ", ")), not several") }
        let hold = try a.double("--hold", in: 0...3600) ?? 0
        if hold > 0 && a.string("--path") == nil && !given.isEmpty { throw UsageError("--hold applies to --path; put holds in keyframes as a repeated angle") }
        // How it looks (checked before the keyframes, whose camera starts from --turn and --tilt).
        let settings = try SharedOptions.validatedSettings(a, format: .png)
        var options = settings.render
        var keyframes: [Keyframe]
        if let text = a.string("--keyframes") {
            keyframes = try KeyframeParsing.inline(text, easing: easing)
        } else if let file = a.string("--keyframes-file") {
            guard let data = FileManager.default.contents(atPath: file) else { throw UsageError("\(file): cannot read the keyframe file") }
            keyframes = try KeyframeParsing.file(file, data: data, easing: easing)
        } else {
            keyframes = try KeyframeParsing.path(a.string("--path") ?? "1 180 128 180", easing: easing, hold: hold)
        }
        // Keyframes that do not say where the camera is start from --turn and --tilt.
        keyframes[0].turn = keyframes[0].turn ?? (options.turn == 0 ? nil : options.turn)
        keyframes[0].tilt = keyframes[0].tilt ?? (options.tilt == 0 ? nil : options.tilt)
        let timeline = try Timeline(keyframes)
        let fps = try a.double("--fps") ?? 30
        if format == .gif && fps > 50 {
            throw UsageError("--fps \(a.string("--fps")!): GIF delays are whole centiseconds and browsers slow anything under 2 cs; use --fps 50 or less")
        }
        var plays = 0
        if let loop = a.string("--loop"), loop.lowercased() != "forever" {
            guard let n = Int(loop), n >= 1, n <= 65536 else { throw UsageError("--loop must be a number of plays (1 or more) or forever, got \(loop)") }
            plays = n
        }
        let clip = try Clip(timeline: timeline, framesPerSecond: fps, plays: plays, pingPong: a.flag("--ping-pong"))

        if let pose = options.pose, !pose.isFolded { throw UsageError("animate folds the book or laptop pose, not \(pose.name)") }
        if format == .mp4 && options.framing.background == nil { options.framing.background = .white }
        // GIF has no colour profile: its colours are sRGB, into which everything is converted.
        if format == .gif {
            if options.colourSpace == .displayP3 {
                throw UsageError("\(output ?? "GIF"): a GIF has no colour profile, its colours are sRGB; drop --colour-space display-p3 or write .png (APNG)")
            }
            options.colourSpace = .sRGB
        }
        let encode = settings.encode
        var transparency = GIFTransparency()
        if let matte = a.string("--matte") {
            guard let (c, space) = ColourText.parseTagged(matte) else {
                throw UsageError("--matte expects a colour such as \(ColourText.examples); got '\(matte)'")
            }
            guard c.a == 255 else { throw UsageError("--matte must be an opaque colour, got \(matte)") }
            transparency.matte = ColourConversion(from: space.space, to: .sRGB).convert(c)
        }
        var ffmpeg: String?
        if let format, format.needsFFmpeg {
            guard let found = FFmpegSink.locate(environment: console.environment) else {
                throw UsageError(FFmpegSink.missing(format: format).message(naming: ErrorText.flag))
            }
            ffmpeg = found
        }
        if Recording.isRecording(capturePath) {
            return try RecordingRuns.animate(a, file: capturePath, output: output, framesFolder: framesDir, timeline: timeline,
                                             clip: clip, keyframesGiven: !given.isEmpty, options: options, settings: settings,
                                             transparency: transparency, console: console)
        }
        try RecordingRuns.refuseForStill(a, options: RecordingRuns.animateOptions.map(\.key), capture: capturePath)
        if let output { try OutputPaths.refuseOverwritingInput(output: output, inputs: [capturePath]) }
        // The inputs, the flat art once, the canvas for every frame.
        let capture = try ImageFile.read(path: capturePath, limits: try SharedOptions.limits(a))
        for w in capture.warnings { console.err("duo-mockup: warning: \(capturePath): \(w)") }
        // A video names its primaries from a short list: a capture in another space (Adobe RGB)
        // is made into Display P3.
        if format?.needsFFmpeg == true, options.colourSpace == .capture,
           VideoColour(space: ColourSpace.of(capture.colour).space) == nil {
            options.colourSpace = .displayP3
        }
        if options.pose == nil {
            options.pose = try foldedPose(for: capture.image, file: capturePath, bezelPose: nil, command: "animate")
        }
        let fade = try a.double("--lit-fade", in: 0...10) ?? DuoDevice.handOverFade
        let cover = try SharedOptions.coverCapture(options, limits: try SharedOptions.limits(a), console: console)
        if let output, let coverPath = options.cover { try OutputPaths.refuseOverwritingInput(output: output, inputs: [coverPath]) }
        // The cover's art too when some frame may show an outer face or light the cover.
        let outerPoses = options.pose.map { pose in
            clip.frames.contains { f in
                options.mayShowOuterFaces(pose, degrees: f.degrees, camera: Camera(turn: f.turn, tilt: f.tilt, distance: options.distance))
            } || ClipLight.lights(clip, lit: options.lit, fade: fade).contains { $0 != .innerOnly }
                ? RenderOptions.outerArtPoses(for: pose) : []
        } ?? []
        let bezels = try SharedOptions.bezelSource(a, console: console, poses: options.pose.map { Set([$0]).union(outerPoses) },
                                                   back: !outerPoses.isEmpty)
        // A folder of frames: never over an input, over an existing file only when an earlier
        // animate wrote it there and it is unchanged since (DIR/.gallery/animate.written).
        let frameNames = (1...clip.frames.count).map { FramesFolderSink.name($0, of: clip.frames.count) }
        var framesRecord: WrittenFiles?
        var framesLock: OutputLock?
        defer { withExtendedLifetime(framesLock) {} }
        let frameInputs = [capturePath] + (options.cover.map { [$0] } ?? []) + bezels.inputFiles
        if let framesDir {
            try Folders.create(framesDir)
            var safety = OutputSafety(outputDirectory: framesDir)
            safety.addInputs(frameInputs)
            for name in frameNames { try OutputPaths.refuseOverwritingInput(output: framesDir + "/" + name, inputs: frameInputs) }
            framesLock = try OutputPaths.lock(safety, console: console)
            let record = WrittenFiles(kind: "animate", safety: safety)
            for name in frameNames { try record.checkMayReplace(name) }
            framesRecord = record
        }

        let prepared = try ClipRenderer.prepare(capture: capture, captureFile: capturePath, bezels: bezels,
                                                options: options, timeline: timeline, clip: clip, cover: cover, fade: fade)
        for w in prepared.flat.warnings { console.err("duo-mockup: warning: \(w)") }

        let sink: FrameSink
        let target: String
        if let framesDir {
            sink = FramesFolderSink(folder: framesDir, frameCount: clip.frames.count, colour: prepared.colour, options: encode) {
                try framesRecord?.record($0, hash: WrittenFiles.hash($1))
                try framesRecord?.safety.write($1, to: $0)
            }
            target = framesDir
        } else if let output, let format {
            target = output
            switch format {
            case .apng:
                sink = try APNGFileSink(path: output, width: prepared.width, height: prepared.height, clip: clip,
                                        hasAlpha: options.framing.background.map { $0.a < 255 } ?? true,
                                        colour: prepared.colour, options: encode.png)
            case .gif:
                guard prepared.width <= 65535 && prepared.height <= 65535 else {
                    throw UsageError("\(output): a GIF is at most 65535 px a side, the clip is \(prepared.width)×\(prepared.height); use --width")
                }
                let palette = try ClipRenderer.palette(prepared, transparency: transparency)
                sink = try GIFFileSink(path: output, width: prepared.width, height: prepared.height, clip: clip,
                                       palette: palette, transparency: transparency)
            case .mp4, .webm, .mov:
                let padding = ColourConversion(from: options.backgroundSpace.space, to: prepared.flat.space)
                    .convert(options.framing.background?.straight ?? .init(r: 255, g: 255, b: 255))
                sink = try FFmpegSink(executable: ffmpeg!, path: output, format: format, width: prepared.width,
                                      height: prepared.height, fps: fps, background: padding,
                                      colour: VideoColour(space: prepared.flat.space) ?? .bt709)
            }
        } else {
            throw UsageError("animate needs -o OUT or --frames DIR")
        }
        let total = clip.frames.count
        try ClipRenderer.render(prepared, into: sink) { done in
            if console.standardErrorIsTerminal { console.errRaw("\r\u{1B}[Kanimate: \(done)/\(total) frames") }
        }
        if console.standardErrorIsTerminal { console.errRaw("\r\u{1B}[K") }
        if let framesDir, var record = framesRecord {
            // An earlier, longer clip's frames would be read after this one's (frame-%04d.png).
            let outcome = try record.finish(keeping: Set(frameNames))
            if !outcome.removed.isEmpty {
                console.err("duo-mockup: removed \(Words.count(outcome.removed.count, "frame")) an earlier animate wrote in \(framesDir) "
                    + "that this clip does not have: \(Self.range(outcome.removed))")
            }
            for name in outcome.keptChanged {
                console.err("duo-mockup: note: kept \(framesDir)/\(name): an earlier animate wrote it, but it changed since")
            }
        }
        var size = "\(prepared.width)×\(prepared.height)"
        if let format, format.needsFFmpeg {
            // What the file holds: H.264's and VP9's 4:2:0 frames have even sides.
            let written = FFmpegSink.writtenSize(format: format, width: prepared.width, height: prepared.height)
            if written != (prepared.width, prepared.height) {
                size = "\(written.width)×\(written.height), padded from \(size): \(format.name) needs even sides"
            }
        }
        let what = framesDir != nil ? "\(total) frames into \(target)" : "\(target) (\(format!.name), \(total) frames"
            + ", \(size), \(Timeline.seconds(clip.duration)) s)"
        console.err("duo-mockup: wrote \(what)")
        return 0
    }

    /// Names as a short list: `a`, `a and b`, or `a … z` for three or more (sorted).
    static func range(_ names: [String]) -> String {
        let sorted = names.sorted()
        switch sorted.count {
        case 0: return ""
        case 1: return sorted[0]
        case 2: return sorted[0] + " and " + sorted[1]
        default: return sorted.first! + " … " + sorted.last!
        }
    }
}
