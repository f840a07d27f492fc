import _Support
import DuoMockup

/// `duo-mockup sweep CAPTURE --pose book|laptop -o DIR`: every angle from --from to --to on one
/// fixed canvas, and DIR/index.html with a slider and a play button.
enum SweepCommand: Command {
    static let name = "sweep"
    static let summary = "Render a fold at every angle onto one canvas, with a page that scrubs through them."
    static let usage = "sweep CAPTURE --pose book|laptop [--from 180] [--to 60] [--step 5] -o DIR [options]"
    static let options: [OptionSpec] = [
        OptionSpec("-o", "--output", value: "DIR", help: "folder for the frames and index.html (created if missing)"),
        OptionSpec("--pose", value: "POSE", help: "book | laptop (default: from the capture's size)"),
        OptionSpec("--from", value: "DEG", help: "first angle (default 180)"),
        OptionSpec("--to", value: "DEG", help: "last angle (default 60)"),
        OptionSpec("--step", value: "DEG", help: "step between angles (default 5)"),
        OptionSpec("--preview", help: "render at a quarter of the size, fast"),
    ] + SharedOptions.bezelOptions + SharedOptions.look.filter { !["--quality"].contains($0.key) }

    static func run(_ a: ParsedArguments, console: Console) throws -> Int32 {
        guard a.positionals.count == 1 else { throw UsageError("sweep needs exactly one CAPTURE") }
        guard let dir = a.string("--output") else { throw UsageError("sweep needs -o DIR for the frames and the page") }
        let capturePath = a.positionals[0]
        let from = try a.double("--from", in: 0...180) ?? 180
        let to = try a.double("--to", in: 0...180) ?? 60
        let step = try a.double("--step", in: 0.1...180) ?? 5
        var angles: [Double] = []
        let direction: Double = to <= from ? -1 : 1
        var d = from
        while direction < 0 ? d >= to - 1e-9 : d <= to + 1e-9 {
            angles.append((d * 1000).rounded() / 1000)
            d += direction * step
        }
        if angles.count > 721 { throw UsageError("the sweep would render \(angles.count) frames; use a larger --step") }

        let settings = try SharedOptions.validatedSettings(a, format: .png)
        var options = settings.render
        if let pose = options.pose, !pose.isFolded {
            throw UsageError("sweep folds the book or laptop pose, not \(pose.name)")
        }
        let bezels = try SharedOptions.bezelSource(a, console: console)
        let encode = settings.encode
        let capture = try ImageFile.read(path: capturePath, limits: try SharedOptions.limits(a))
        for w in capture.warnings { console.err("duo-mockup: warning: \(capturePath): \(w)") }
        if options.pose == nil {
            let inferred = try Pose.resolve(requested: nil, captureWidth: capture.image.width,
                                            captureHeight: capture.image.height, file: capturePath)
            switch inferred {
            case .open: options.pose = .book
            case .upright: options.pose = .laptop
            default: throw UsageError("\(capturePath): a \(inferred.name) capture cannot fold; sweep needs an inner-display capture (book or laptop)")
            }
        }
        guard let pose = options.pose else { throw UsageError("sweep needs --pose book or laptop") }
        let flat = try MockupPipeline.prepare(capture: capture, captureFile: capturePath, bezels: bezels, options: options)
        guard let fold = flat.fold, let hinge = flat.hinge else { throw UsageError("sweep needs a folded pose") }
        let canvas = try FoldRenderer.canvas(artWidth: flat.art.width, artHeight: flat.art.height, hinge: hinge,
                                             options: fold, degrees: angles)
        try Folders.create(dir)
        try Folders.create(dir + "/frames")
        let stem = PathText.stem(capturePath)
        var frames: [SweepPage.Frame] = []
        var size = (0, 0)
        for angle in angles {
            let rendered = try MockupPipeline.finish(flat, options: options, degrees: angle, canvas: canvas)
            let file = "frames/\(stem)-\(pose.name)-\(OutputPaths.degreesLabel(angle)).png"
            try ImageFile.write(rendered.image, colour: rendered.colour, to: dir + "/" + file, options: encode)
            frames.append(SweepPage.Frame(degrees: angle, file: file))
            size = (rendered.image.width, rendered.image.height)
            if console.standardErrorIsTerminal {
                console.errRaw("\r\u{1B}[Ksweep: \(frames.count)/\(angles.count) frames (\(OutputPaths.degreesLabel(angle))°)")
            }
        }
        if console.standardErrorIsTerminal { console.errRaw("\r\u{1B}[K") }
        let page = SweepPage(title: "\(stem): \(pose.name) from \(OutputPaths.degreesLabel(from))° to \(OutputPaths.degreesLabel(to))°",
                             frames: frames, width: size.0, height: size.1)
        try AtomicFile.write(Array(page.html.utf8), to: dir + "/index.html")
        console.err("duo-mockup: wrote \(frames.count) frames and \(dir)/index.html")
        return 0
    }
}
