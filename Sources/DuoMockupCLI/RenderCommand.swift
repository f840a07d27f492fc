import Codecs
import Mockup
import Raster

/// `duo-mockup render CAPTURE [-o OUTPUT] [options]`: one mock-up.
enum RenderCommand: Command {
    static let name = "render"
    static let summary = "Put one capture into bezel art, flat or folded, and write PNG or JPEG."
    static let usage = "render CAPTURE [-o OUTPUT] [options]"
    static let options: [OptionSpec] = [
        OptionSpec("-o", "--output", value: "FILE", help: "output .png/.jpg (default: <capture>-<pose>[-<deg>].png); '-' with --preview draws in the terminal"),
        SharedOptions.poseOption, SharedOptions.degOption,
        OptionSpec("--preview", help: "render at a quarter of the size, fast"),
    ] + SharedOptions.bezelOptions + SharedOptions.look

    static func run(_ a: ParsedArguments, console: Console) throws -> Int32 {
        guard let capturePath = a.positionals.first else { throw UsageError("render needs a CAPTURE (a PNG or JPEG screenshot)") }
        if a.positionals.count > 1 {
            throw UsageError("render takes one CAPTURE, got \(a.positionals.count): \(a.positionals.joined(separator: " ")) (use gallery for many)")
        }
        let output = a.string("--output")
        let toTerminal = output == "-"
        let format: ImageFormat
        if toTerminal {
            format = .png
        } else if let output {
            guard let f = ImageFormat(pathExtension: OutputPaths.pathExtension(of: output)) else {
                throw UsageError("\(output): the output must end in .png, .jpg or .jpeg")
            }
            format = f
        } else {
            format = .png
        }
        var options = try SharedOptions.renderOptions(a, outputFormat: format)
        if format == .jpeg && options.framing.background == nil { options.framing.background = .white }
        let encode = try SharedOptions.encodeOptions(a)
        let limits = try SharedOptions.limits(a)
        let (capture, bezels) = try concurrently(
            { try ImageFile.read(path: capturePath, limits: limits) },
            { try SharedOptions.bezelSource(a, console: console,
                                            poses: posesNeeded(requested: options.pose, capturePath: capturePath)) })
        for w in capture.warnings { console.err("duo-mockup: warning: \(capturePath): \(w)") }
        let rendered = try MockupPipeline.render(capture: capture, captureFile: capturePath, bezels: bezels, options: options)

        if toTerminal {
            guard options.preview else { throw UsageError("-o - draws in the terminal and needs --preview") }
            try TerminalPreview.draw(rendered.image, console: console)
            return 0
        }
        let path = output ?? OutputPaths.defaultName(capture: capturePath, pose: rendered.pose, degrees: rendered.degrees,
                                                   explicitDegrees: options.degrees != nil)
        try OutputPaths.refuseOverwritingInput(output: path, inputs: [capturePath])
        try ImageFile.write(rendered.image, colour: rendered.colour, to: path, options: encode)
        console.err("duo-mockup: wrote \(path) (\(rendered.image.width)×\(rendered.image.height), \(rendered.pose.name)\(rendered.degrees.map { " \(OutputPaths.degreesLabel($0))°" } ?? ""))")
        return 0
    }
}
