import _Batch
import _Support
import DuoMockup
import Foundation

/// `duo-mockup gallery INPUT -o OUTDIR`: every capture of a folder (recursively, keeping its
/// sub-folders) or of a gallery file, in every pose that fits it, rendered in parallel,
/// incrementally, with a contact sheet and an index page.
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

        let plan: GalleryItems.Plan
        do {
            plan = try GalleryItems.plan(input: input, outputDirectory: outputDirectory, arguments: a)
        } catch let e as GalleryFileError {
            throw CommandFailure(.nothingRan, lines: e.lines
                + ["\(e.problems.count) mistake\(e.problems.count == 1 ? "" : "s") in \(e.file); nothing was rendered"])
        }
        for folder in plan.unreadable {
            console.err("duo-mockup: error: \(folder); its captures are skipped")
        }
        var bezelArguments = a
        if a.string("--bezels") == nil && a.string("--bezel") == nil {
            if let dir = plan.bezels { bezelArguments.values["--bezels"] = dir }
            if let file = plan.bezel { bezelArguments.values["--bezel"] = file }
        }
        // Only the art the requested poses need (all of it when any item takes every fitting pose).
        let need = BezelArtNeed.all(plan.items.flatMap { item -> [BezelArtNeed?] in
            guard let poses = item.poses else { return [nil] }
            return poses.map { BezelArtNeed(requested: $0, options: item.options, degrees: item.angles[$0] ?? []) }
        })
        let bezels = BatchBezels(source: try SharedOptions.bezelSource(bezelArguments, console: console, need: need))

        var safety = OutputSafety(outputDirectory: outputDirectory)
        for item in plan.items { safety.addInput(item.capturePath); if let cover = item.options.cover { safety.addInput(cover) } }
        for file in bezels.files { safety.addInput(file) }
        safety.addInputs(bezels.source.inputFiles)
        if let file = plan.galleryFile { safety.addInput(file) }

        let items = shard.map { s in plan.items.filter { s.contains($0.name) } } ?? plan.items
        try Folders.create(outputDirectory)
        // One run (or one shard) at a time on OUTDIR: a second waits, so that stamps never interleave.
        let lock = try OutputPaths.lock(safety, shard: shard.map { "\($0.index)/\($0.count)" }, console: console)
        defer { withExtendedLifetime(lock) {} }
        // The contact sheet and the page replace only what a gallery wrote: checked before rendering.
        if shard == nil { try GalleryPages.checkMayReplace(safety) }
        var configured = GalleryRenderer(bezels: bezels, safety: safety, limits: try SharedOptions.limits(a),
                                         version: DuoMockupTool.version, force: a.flag("--force"),
                                         tools: FFmpegTools.locate(environment: console.environment))
        configured.wording = { ErrorText.itemLine(for: $0) }
        let renderer = configured
        let progress = GalleryProgress(console: console, total: items.count, outputDirectory: outputDirectory,
                                       quiet: a.flag("--quiet") || a.flag("--json"))
        // Largest captures first, so that no worker is left with a big one while the others idle.
        let order = items.indices.sorted { (fileSize(items[$0].capturePath), $1) > (fileSize(items[$1].capturePath), $0) }
        // Each job is one capture on one core (as with make -j): the workers keep the cores busy
        // with independent images, which scales better than splitting every image again.
        let inOrder = WorkerPool.map(count: items.count, workers: jobs) { k in
            let result = Parallel.serially { renderer.render(items[order[k]]) { progress.wrote($0) } }
            progress.finished(result)
            return result
        }
        progress.end()
        var all = inOrder
        for (k, i) in order.enumerated() { all[i] = inOrder[k] }
        var pages: GalleryPages.Written?
        var pagesFailed = false
        if shard == nil {
            if let problem = ContactSheet.labelFontProblem { console.err("duo-mockup: warning: \(problem)") }
            // The images stay written when the pages cannot be (a full disk): reported, status 1.
            do { pages = try GalleryPages.write(results: all, safety: safety, title: "Gallery: \(input)") } catch {
                console.err("duo-mockup: error: \(DuoMockupTool.oneLine(error))")
                pagesFailed = true
            }
        }
        let summary = GallerySummary(input: input, outputDirectory: outputDirectory, shard: shard, jobs: jobs,
                                     results: all, seconds: progress.elapsed, pages: pages, unreadable: plan.unreadable)
        if a.flag("--json") {
            console.out(summary.json)
        } else if !a.flag("--quiet") {
            for line in summary.lines { console.err(line) }
        }
        if summary.failed.isEmpty && plan.unreadable.isEmpty && !pagesFailed { return ExitStatus.success.rawValue }
        // Some items failed: 1 when the others were written (or were up to date), else nothing was.
        return (summary.imagesRendered + summary.imagesUpToDate > 0 ? ExitStatus.someItemsFailed : .nothingRan).rawValue
    }

    /// A file's size in bytes (0 when it cannot be read): the work order's estimate of its cost.
    static func fileSize(_ path: String) -> Int {
        var st = stat()
        return stat(path, &st) == 0 ? Int(st.st_size) : 0
    }
}
