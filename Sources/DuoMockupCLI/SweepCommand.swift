import _Batch
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
        SharedOptions.previewOption,
    ] + SharedOptions.bezelOptions + SharedOptions.look.filter { !["--quality", "--chroma"].contains($0.key) }

    static func run(_ a: ParsedArguments, console: Console) throws -> Int32 {
        guard a.positionals.count == 1 else { throw UsageError("sweep needs exactly one CAPTURE") }
        guard var dir = a.string("--output") else { throw UsageError("sweep needs -o DIR for the frames and the page") }
        while dir.count > 1 && dir.hasSuffix("/") { dir.removeLast() }
        let capturePath = a.positionals[0]
        let from = try a.double("--from", in: FoldGeometry.foldAngles) ?? 180
        let to = try a.double("--to", in: FoldGeometry.foldAngles) ?? 60
        let step = try a.double("--step", in: 0.1...180) ?? 5
        var angles: [Double] = []
        let direction: Double = to <= from ? -1 : 1
        var d = from
        while direction < 0 ? d >= to - 1e-9 : d <= to + 1e-9 {
            angles.append((d * 1000).rounded() / 1000)
            d += direction * step
        }
        // The last angle is --to itself, even when the steps do not land on it.
        if let last = angles.last, abs(last - to) > 1e-9 { angles.append(to) }
        if angles.count > 721 { throw UsageError("the sweep would render \(angles.count) frames; use a larger --step") }

        let settings = try SharedOptions.validatedSettings(a, format: .png)
        var options = settings.render
        if let pose = options.pose, !pose.isFolded {
            throw UsageError("sweep folds the book or laptop pose, not \(pose.name)")
        }
        let bezels = try SharedOptions.bezelSource(a, console: console)
        let encode = settings.encode
        let capture = try CaptureOpacity.opaque(try ImageFile.read(path: capturePath, limits: try SharedOptions.limits(a)),
                                                file: capturePath)
        for w in capture.warnings { console.err("duo-mockup: warning: \(capturePath): \(w)") }
        if options.pose == nil {
            options.pose = try foldedPose(for: capture.image, file: capturePath, bezelPose: bezels.singlePose,
                                          command: "sweep")
        }
        guard let pose = options.pose else { throw UsageError("sweep needs --pose book or laptop") }
        let cover = try SharedOptions.coverCapture(options, limits: try SharedOptions.limits(a), console: console)
        let twoSided = angles.contains { options.mayShowOuterFaces(pose, degrees: $0) }
        try Folders.create(dir)
        // Names as the gallery makes them (control characters replaced), relative to DIR.
        let stem = try OutputSafety.relativePath(PathText.stem(capturePath))
        func frameFile(_ angle: Double) -> String { "frames/\(stem)-\(pose.name)-\(OutputPaths.degreesLabel(angle)).png" }
        let animationFile = "\(stem)-\(pose.name)-sweep.png", pageFile = "index.html"
        let outputs = angles.map(frameFile) + [animationFile, pageFile]
        // Every output is checked before the first frame is written: never over an input, and over
        // an existing file only when an earlier sweep wrote it and it is unchanged since.
        let inputs = [capturePath] + (options.cover.map { [$0] } ?? []) + bezels.inputFiles
        var safety = OutputSafety(outputDirectory: dir)
        safety.addInputs(inputs)
        for file in outputs { try OutputPaths.refuseOverwritingInput(output: dir + "/" + file, inputs: inputs) }
        // A file of the user's in the way is refused before anything is made in DIR (not even the
        // lock file), and checked again under the lock, where another run's record is final.
        let unlocked = WrittenFiles(kind: "sweep", safety: safety)
        for file in outputs { try unlocked.checkMayReplace(file) }
        // One run at a time on DIR: a second waits, so that the record is read after the first's.
        let lock = try OutputPaths.lock(safety, console: console)
        defer { withExtendedLifetime(lock) {} }
        var written = WrittenFiles(kind: "sweep", safety: safety)
        for file in outputs { try written.checkMayReplace(file) }

        let flat = try MockupPipeline.prepare(capture: capture, captureFile: capturePath, bezels: bezels, options: options,
                                              cover: cover, twoSided: twoSided)
        for w in flat.warnings { console.err("duo-mockup: warning: \(w)") }
        guard let fold = flat.fold, let hinge = flat.hinge else { throw UsageError("sweep needs a folded pose") }
        let canvas = try FoldRenderer.canvas(artWidth: flat.art.width, artHeight: flat.art.height, hinge: hinge,
                                             options: fold, degrees: angles)
        var frames: [SweepPage.Frame] = []
        var size = (0, 0)
        // The same frames as an animated PNG (12 frames a second, looping) for the page to play.
        let animation = try safety.stream(to: animationFile)
        var animationHash = ContentHashStream()
        var animator: APNGWriter?
        for angle in angles {
            let rendered = try MockupPipeline.finish(flat, options: options, degrees: angle, canvas: canvas)
            let file = frameFile(angle)
            let bytes = try ImageFile.encode(rendered.image, colour: rendered.colour, format: .png, options: encode)
            try written.record(file, hash: WrittenFiles.hash(bytes))
            try safety.write(bytes, to: file)
            if animator == nil {
                animator = APNGWriter(width: rendered.image.width, height: rendered.image.height, frameCount: angles.count,
                                      plays: 0, hasAlpha: !rendered.image.isOpaque || options.framing.background == nil,
                                      colour: rendered.colour, options: encode.png, file: animation.path) {
                    animationHash.add($0)
                    try animation.write($0)
                }
            }
            try animator?.append(rendered.image, delay: FrameDelay(framesPerSecond: 12))
            frames.append(SweepPage.Frame(degrees: angle, file: file))
            size = (rendered.image.width, rendered.image.height)
            if console.standardErrorIsTerminal {
                console.errRaw("\r\u{1B}[Ksweep: \(frames.count)/\(angles.count) frames (\(OutputPaths.degreesLabel(angle))°)")
            }
        }
        if console.standardErrorIsTerminal { console.errRaw("\r\u{1B}[K") }
        try animator?.finish()
        try written.record(animationFile, hash: animationHash.hash.hex)
        try animation.commit()
        let page = SweepPage(title: "\(stem): \(pose.name) from \(OutputPaths.degreesLabel(from))° to \(OutputPaths.degreesLabel(to))°",
                             frames: frames, width: size.0, height: size.1, animation: animationFile)
        let html = Array(page.html.utf8)
        try written.record(pageFile, hash: WrittenFiles.hash(html))
        try safety.write(html, to: pageFile)
        // What earlier sweeps wrote here that this one does not make: removed, unless changed since.
        let outcome = try written.finish(keeping: Set(outputs))
        for file in outcome.removed {
            console.err("duo-mockup: removed \(dir)/\(file): an earlier sweep wrote it and this one does not make it")
        }
        for file in outcome.keptChanged {
            console.err("duo-mockup: note: kept \(dir)/\(file): an earlier sweep wrote it, but it changed since")
        }
        console.err("duo-mockup: wrote \(Words.count(frames.count, "frame")), \(dir)/\(animationFile) and \(dir)/\(pageFile)")
        return 0
    }
}
