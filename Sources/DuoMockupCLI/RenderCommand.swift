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
    ] + CalloutOptions.options + RecordingRuns.renderOptions + SharedOptions.bezelOptions + SharedOptions.look

    static func run(_ a: ParsedArguments, console: Console) throws -> Int32 {
        guard let capturePath = a.positionals.first else { throw UsageError("render needs a CAPTURE (a PNG or JPEG screenshot)") }
        if a.positionals.count > 1 {
            throw UsageError("render takes one CAPTURE, got \(a.positionals.count): \(a.positionals.joined(separator: " ")) (use gallery for many)")
        }
        let callouts = try CalloutOptions.parse(a)
        if Recording.isRecording(capturePath) {
            if !callouts.isEmpty {
                throw UsageError("--highlight and --zoom are drawn on a still capture; \(capturePath) is a recording")
            }
            return try RecordingRuns.render(a, file: capturePath, console: console)
        }
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
        var settings = try SharedOptions.validatedSettings(a, format: format)
        settings.render.callouts = callouts
        var job = RenderJob(capture: capturePath, destination: toTerminal ? .image : toStandardOutput ? .encoded : .file(output),
                            settings: settings)
        job.limits = try SharedOptions.limits(a)
        job.bezels = try SharedOptions.bezelChoice(a)
        job.environment = console.environment
        var clock = StageClock()
        let report = try job.run(notices: console.notice) { clock.lap($0) }
        let rendered = report.mockup
        for note in IgnoredOptions.notes(a, settings: settings, pose: rendered.pose) { console.err("duo-mockup: note: \(note)") }

        if toTerminal {
            try TerminalPreview.draw(rendered.image, console: console, toPipe: a.flag("--ansi"))
            return 0
        }
        if a.flag("--time") { console.err(clock.report) }
        if let encoded = report.encoded {
            console.outBytes(encoded)
            console.err("duo-mockup: wrote standard output (\(format.name), \(rendered.image.width)×\(rendered.image.height), \(rendered.pose.name))")
            return 0
        }
        console.err("duo-mockup: wrote \(report.path!) (\(rendered.image.width)×\(rendered.image.height), \(rendered.pose.name)\(rendered.degrees.map { " \(OutputPaths.degreesLabel($0))°" } ?? ""))")
        return 0
    }
}
