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
        var job = SweepJob(capture: a.positionals[0], outputDirectory: dir)
        job.from = try a.double("--from", in: FoldGeometry.foldAngles) ?? 180
        job.to = try a.double("--to", in: FoldGeometry.foldAngles) ?? 60
        job.step = try a.double("--step", in: 0.1...180) ?? 5
        let frameCount = job.angles.count
        if frameCount > SweepJob.maxFrames { throw UsageError("the sweep would render \(frameCount) frames; use a larger --step") }
        job.settings = try SharedOptions.validatedSettings(a, format: .png)
        job.limits = try SharedOptions.limits(a)
        job.bezels = try SharedOptions.bezelChoice(a)
        job.environment = console.environment
        let progress = ProgressLine(console: console, total: frameCount, look: .frames(prefix: "sweep: "), quiet: false)
        let report = try job.run(notices: console.notice) { done, _, angle in progress.update(done, detail: "\(OutputPaths.degreesLabel(angle))°") }
        progress.end()
        for file in report.removed {
            console.err("duo-mockup: removed \(dir)/\(file): an earlier sweep wrote it and this one does not make it")
        }
        for file in report.keptChanged {
            console.err("duo-mockup: note: kept \(dir)/\(file): an earlier sweep wrote it, but it changed since")
        }
        console.err("duo-mockup: wrote \(Words.count(report.frames.count, "frame")), \(dir)/\(report.animation) and \(dir)/\(report.page)")
        return 0
    }
}
