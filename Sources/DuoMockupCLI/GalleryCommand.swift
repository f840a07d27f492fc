import _Batch
import _Support
import DuoMockup
import Foundation

/// `duo-mockup gallery INPUT -o OUTDIR`: every capture of a folder (recursively, keeping its
/// sub-folders) or of a gallery file, in every pose that fits it, rendered in parallel,
/// incrementally, with a contact sheet and an index page (the library's `GalleryJob`; this parses and prints).
enum GalleryCommand: Command {
    static let name = "gallery"
    static let summary = "Render every capture of a folder or gallery file in every pose, in parallel, with a contact sheet and a page."
    static let usage = "gallery INPUT -o OUTDIR [--poses LIST] [--angles LIST] [--jobs N] [--shard I/N] [options]"
    static let options: [OptionSpec] = [
        OptionSpec("-o", "--output", value: "DIR", help: "output folder (created if missing); sub-folders of INPUT are kept"),
        OptionSpec("--poses", value: "LIST", help: "poses to render where they fit, e.g. open,book (default: every pose that fits)"),
        OptionSpec("--angles", value: "LIST", help: "fold angles for book and laptop, e.g. 100,128,150 (default: 128 and 110)"),
        OptionSpec("--format", value: "FMT", help: "png | jpeg (default png)"),
        OptionSpec("--video-format", value: "FMT", help: "recordings: mp4 | mov | webm | gif | apng (default mp4)"),
        OptionSpec("--poster-time", value: "S", help: "recordings: the moment of the poster still beside each video (default 1)"),
        OptionSpec("-j", "--jobs", value: "N", help: "captures rendered at once, one core each (default: the number of cores)"),
        OptionSpec("--shard", value: "I/N", help: "render only the I-th of N stable, disjoint parts (1-based), for N machines"),
        OptionSpec("--force", help: "render everything, even what is up to date"),
        OptionSpec("-q", "--quiet", help: "no progress, no per-image lines (failures are still reported)"),
        OptionSpec("--json", help: "print a JSON summary on standard output"),
        SharedOptions.previewOption,
    ] + SharedOptions.bezelOptions + SharedOptions.look

    static func run(_ a: ParsedArguments, console: Console) throws -> Int32 {
        guard a.positionals.count == 1 else {
            throw UsageError("gallery needs one INPUT (a folder of captures or a gallery .json file), got \(a.positionals.count)")
        }
        guard let outputDirectory = a.string("--output") else { throw UsageError("gallery needs -o OUTDIR for the images") }
        let input = a.positionals[0]
        let jobs = try a.int("--jobs", in: 1...256) ?? Parallel.coreCount
        let shard: Shard?
        do { shard = try a.string("--shard").map(Shard.parse) } catch let e as GalleryError { throw UsageError("--shard: \(e)") }

        let flags = try GalleryItems.commandLine(a)
        var job = GalleryJob(input: input, outputDirectory: outputDirectory, version: DuoMockupTool.version)
        job.settings = flags.settings
        job.overriding = { try $0 = SharedOptions.settings(a, over: $0) }
        job.poses = flags.poses
        job.angles = flags.angles
        job.workers = jobs
        job.shard = shard
        job.force = a.flag("--force")
        job.wording = { ErrorText.itemLine(for: $0) }

        let loaded: GalleryJob.Loaded
        do {
            loaded = try job.load()
        } catch let e as GalleryInputError {
            throw UsageError(e.description)
        } catch let e as GalleryFileError {
            throw CommandFailure(.nothingRan, lines: e.lines
                + ["\(e.problems.count) mistake\(e.problems.count == 1 ? "" : "s") in \(e.file); nothing was rendered"])
        }
        for folder in loaded.unreadable {
            console.err("duo-mockup: error: \(folder); its captures are skipped")
        }
        // The bezel art: the command line's, else the gallery file's, else the usual search.
        job.bezels = try SharedOptions.bezelChoice(a)
        job.limits = try SharedOptions.limits(a)
        job.environment = console.environment
        let progress = ProgressLine(console: console, total: job.items(of: loaded).count, look: .captures,
                                    quiet: a.flag("--quiet") || a.flag("--json"))
        let report = try job.run(loaded, notices: console.notice, wrote: { progress.wrote(outputDirectory + "/" + $0.file) },
                                 finished: { progress.finished(failures: $0.failures, warnings: $0.warnings) })
        progress.end()
        if let problem = report.labelFontProblem { console.err("duo-mockup: warning: \(problem)") }
        if let error = report.pagesError { console.err("duo-mockup: error: \(DuoMockupTool.oneLine(error))") }
        let summary = GallerySummary(input: input, outputDirectory: outputDirectory, shard: shard, jobs: jobs, report: report)
        if a.flag("--json") {
            console.out(summary.json)
        } else if !a.flag("--quiet") {
            for line in summary.lines { console.err(line) }
        }
        if !report.anyFailed { return ExitStatus.success.rawValue }
        // Some items failed: 1 when the others were written (or were up to date), else nothing was.
        return (report.nothingDone ? ExitStatus.nothingRan : .someItemsFailed).rawValue
    }
}
