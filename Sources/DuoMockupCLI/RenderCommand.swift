import _Support
import DuoMockup

/// `duo-mockup render CAPTURE [-o OUTPUT] [options]`: one mock-up.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "Put one capture into bezel art, flat or folded, and write PNG or JPEG (a recording: a video)."
    static let usage = "render CAPTURE [-o OUTPUT] [options]"
    static let options: [OptionSpec] = [
        OptionSpec("-o", "--output", value: "FILE", help: "output .png/.jpg (default: <capture>-<pose>[-<deg>].png); '-' writes to standard output (a pipe), and with --preview draws in the terminal; a recording: .mp4/.mov/.webm/.png (APNG)/.gif"),
        OptionSpec("--format", value: "F", help: "png | jpeg: the format for -o - or the default name (a named output's extension decides)"),
        SharedOptions.poseOption, SharedOptions.degOption,
        SharedOptions.previewOption,
        OptionSpec("--ansi", help: "with -o -: write the terminal preview even when standard output is not a terminal (| less -R)"),
        OptionSpec("--time", help: "print the stages' timings (decode, compose, fold, encode) on standard error"),
    ] + RecordingRuns.renderOptions + SharedOptions.bezelOptions + SharedOptions.look

    static func run(_ a: ParsedArguments, console: Console) throws -> Int32 {
        guard let capturePath = a.positionals.first else { throw UsageError("render needs a CAPTURE (a PNG or JPEG screenshot)") }
        if a.positionals.count > 1 {
            throw UsageError("render takes one CAPTURE, got \(a.positionals.count): \(a.positionals.joined(separator: " ")) (use gallery for many)")
        }
        if Recording.isRecording(capturePath) { return try RecordingRuns.render(a, file: capturePath, console: console) }
        try RecordingRuns.refuseForStill(a, options: RecordingRuns.renderOptions.map(\.key), capture: capturePath)
        let output = a.string("--output")
        let toStandardOutput = output == "-"
        let asked = try a.choice("--format", of: MockupSettings.formatNames.keys.sorted()).map { MockupSettings.formatNames[$0]! }
        let format: ImageFormat
        if let output, !toStandardOutput {
            guard let f = ImageFormat(path: output) else {
                throw UsageError("\(output): the output must end in .png, .jpg or .jpeg")
            }
            if let asked, asked != f {
                throw UsageError("--format \(a.string("--format")!) and \(output) disagree; --format is for -o - and the default name")
            }
            format = f
        } else {
            format = asked ?? .png
        }
        let toTerminal = toStandardOutput && a.flag("--preview")
        if toStandardOutput && !toTerminal && console.standardOutputIsTerminal {
            throw UsageError("-o - writes the \(format.name) file to standard output, but standard output is a terminal: "
                             + "pipe it (| …) or redirect it (> file), or add --preview to draw it here")
        }
        let settings = try SharedOptions.validatedSettings(a, format: format)
        let options = settings.render, encode = settings.encode
        let limits = try SharedOptions.limits(a)
        var clock = StageClock()
        // The capture and the art live only inside `compose`: once composed into the flat art they
        // are released, so the fold and the encoder do not carry them (peak memory).
        let (flat, inputs) = try compose(capturePath: capturePath, output: toStandardOutput ? nil : output,
                                         options: options, limits: limits, a, console: console, clock: &clock)
        let rendered = try MockupPipeline.finish(consume flat, options: options)
        clock.lap("fold")
        for w in rendered.warnings { console.err("duo-mockup: warning: \(w)") }
        for note in IgnoredOptions.notes(a, settings: settings, pose: rendered.pose) { console.err("duo-mockup: note: \(note)") }

        if toTerminal {
            try TerminalPreview.draw(rendered.image, console: console, toPipe: a.flag("--ansi"))
            return 0
        }
        if toStandardOutput {
            // Encoded whole before the first byte goes out: a failure writes nothing.
            console.outBytes(try ImageFile.encode(rendered.image, colour: rendered.colour, format: format, options: encode))
            clock.lap("encode")
            if a.flag("--time") { console.err(clock.report) }
            console.err("duo-mockup: wrote standard output (\(format.name), \(rendered.image.width)×\(rendered.image.height), \(rendered.pose.name))")
            return 0
        }
        var path = output ?? OutputPaths.defaultName(capture: capturePath, pose: rendered.pose, degrees: rendered.degrees,
                                                         preview: options.preview)
        if output == nil && format == .jpeg { path = PathText.stem(path) + ".jpg" }
        try OutputPaths.refuseOverwritingInput(output: path, inputs: inputs)
        try OutputPaths.createFolder(of: path)
        try ImageFile.write(rendered.image, colour: rendered.colour, to: path, options: encode)
        clock.lap("encode")
        if a.flag("--time") { console.err(clock.report) }
        console.err("duo-mockup: wrote \(path) (\(rendered.image.width)×\(rendered.image.height), \(rendered.pose.name)\(rendered.degrees.map { " \(OutputPaths.degreesLabel($0))°" } ?? ""))")
        return 0
    }

    /// Decodes the capture and the art its pose needs (in parallel when a PNG's header tells the
    /// pose), checks an explicit output against every input, and composes the flat mock-up.
    /// Returns it with the input files no output may replace.
    private static func compose(capturePath: String, output: String?, options: RenderOptions, limits: DecodeLimits,
                                _ a: ParsedArguments, console: Console,
                                clock: inout StageClock) throws -> (FlatMockup, inputs: [String]) {
        var capture: DecodedImage, bezels: BezelSource
        if let poses = posesNeeded(requested: options.pose, capturePath: capturePath) {
            // A PNG's header told the pose: decode it while only the art that pose needs loads.
            (capture, bezels) = try concurrently(
                { try CaptureOpacity.opaque(try ImageFile.read(path: capturePath, limits: limits), file: capturePath) },
                { try SharedOptions.bezelSource(a, console: console, art: withOuterArt(poses, options)) })
        } else {
            // Otherwise (a JPEG decodes fast) decode first, then read the art its pose needs.
            capture = try ImageFile.read(path: capturePath, limits: limits)
            let pose = try? Pose.resolve(requested: options.pose, captureWidth: capture.image.width,
                                         captureHeight: capture.image.height, file: capturePath)
            bezels = try SharedOptions.bezelSource(a, console: console, art: pose.map { withOuterArt([$0], options) })
            capture = try CaptureOpacity.opaque(capture, file: capturePath)
        }
        for w in capture.warnings { console.err("duo-mockup: warning: \(capturePath): \(w)") }
        let cover = try SharedOptions.coverCapture(options, limits: limits, console: console)
        clock.lap("decode")
        let inputs = [capturePath] + (options.cover.map { [$0] } ?? []) + bezels.inputFiles
        // An output that names an input is refused before any work (the default name is checked later).
        if let output { try OutputPaths.refuseOverwritingInput(output: output, inputs: inputs) }
        // The art's only holder given up, so the capture is drawn into it in place.
        let flat = try MockupPipeline.prepare(capture: capture, captureFile: capturePath, bezels: consume bezels,
                                              options: options, cover: cover)
        clock.lap("compose")
        return (flat, inputs)
    }
}
