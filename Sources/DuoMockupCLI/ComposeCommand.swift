import _Batch
import Foundation
import DuoMockup

/// `duo-mockup compose STOREFILE -o OUTDIR`: store pages (background, devices, captions) for every
/// locale and set of a storefile, at the stores' exact sizes, in parallel and incrementally, then
/// validated. Exit 0 done, 1 some pages failed or broke a store rule, 2 nothing could run.
enum ComposeCommand: Command {
    static let name = "compose"
    static let summary = "Compose store pages (background, devices, captions) in every locale from a storefile, then validate them."
    static let usage = "compose STOREFILE -o OUTDIR [--locales L1,L2] [--jobs N] [--force] [--json] [--quiet] [--bezels DIR | --bezel FILE]"
    static let options: [OptionSpec] = [
        OptionSpec("-o", "--output", value: "DIR", help: "output folder: DIR/<locale>/<set>/<NN>-<page>.png"),
        OptionSpec("--locales", value: "LIST", help: "compose only these of the storefile's locales, e.g. en-US,de-DE"),
        OptionSpec("-j", "--jobs", value: "N", help: "pages drawn at once, one core each (default: the number of cores)"),
        OptionSpec("--force", help: "draw every page, even those up to date"),
        OptionSpec("-q", "--quiet", help: "no progress or notes (failures and violations are still reported)"),
        OptionSpec("--json", help: "print a JSON summary on standard output"),
    ] + SharedOptions.bezelOptions

    static func run(_ a: ParsedArguments, console: Console) throws -> Int32 {
        guard a.positionals.count == 1 else { throw UsageError("compose needs one STOREFILE (a .json file), got \(a.positionals.count)") }
        guard let outputDirectory = a.string("--output") else { throw UsageError("compose needs -o OUTDIR for the pages") }
        let path = a.positionals[0]
        let quiet = a.flag("--quiet") || a.flag("--json")
        let jobs: Int
        jobs = try a.int("--jobs", in: 1...256) ?? Parallel.coreCount
        let only = a.string("--locales").map { $0.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty } }

        let storefile: Storefile
        let strings: StringTables
        var plan: ComposePlan
        let painter: CaptionPainter? = ComposeCaptions.painter
        do {
            (storefile, strings) = try StorefileChecker.loadWithStrings(path, onlyLocales: only, filterName: "--locales")
            plan = try ComposePlan.make(storefile, strings: strings)
            if let painter { try plan.settleTitleSizes(painter: painter, storefile: storefile) }
        } catch let e as StorefileError {
            throw CommandFailure(.nothingRan, lines: e.lines
                + ["\(e.problems.count) mistake\(e.problems.count == 1 ? "" : "s") in \(e.file); nothing was composed"])
        }
        if !quiet {
            for (locale, keys) in plan.fallbacks {
                console.err("duo-mockup: note: \(locale): \(keys.count) string\(keys.count == 1 ? "" : "s") not translated, shown in \(storefile.sourceLocale): \(keys.joined(separator: ", "))")
            }
        }

        // The bezel art: the command line's, else the storefile's, else the usual search.
        var bezelArguments = a
        if a.string("--bezels") == nil && a.string("--bezel") == nil, let dir = storefile.bezels {
            bezelArguments.values["--bezels"] = dir
        }
        var needed: Set<Pose>? = []
        for set in storefile.sets {
            for page in set.pages {
                for d in page.devices {
                    guard let p = d.pose else { needed = nil; break }
                    needed?.insert(p.flatPose)
                }
            }
        }
        let bezels = BatchBezels(source: try SharedOptions.bezelSource(bezelArguments, console: quiet ? Console.capturing() : console,
                                                                         poses: needed))

        var safety = OutputSafety(outputDirectory: outputDirectory)
        safety.addInput(path)
        for file in bezels.files { safety.addInput(file) }
        for job in plan.jobs {
            for keys in job.spread.mockupKeys { for k in keys { safety.addInput(k.capture); if let c = k.cover { safety.addInput(c) } } }
            for page in job.spread.pages { if case .image(let p, _, _) = page.style.background { safety.addInput(p) } }
        }
        try Folders.create(outputDirectory)
        // One run at a time on OUTDIR: a second waits, so that stamps never interleave.
        let lock = try OutputPaths.lock(safety, console: console)
        defer { withExtendedLifetime(lock) {} }

        let total = plan.jobs.reduce(0) { $0 + $1.outputs.count + $1.videos.count }
        let progress = ComposeProgress(console: console, total: total, outputDirectory: outputDirectory, quiet: quiet)
        var runner = ComposeRunner(storefile: storefile, plan: plan, bezels: bezels, safety: safety, workers: jobs,
                                   force: a.flag("--force"), version: DuoMockupTool.version, painter: painter,
                                   painterKey: ComposeCaptions.key)
        runner.limits = try SharedOptions.limits(a)
        runner.tools = FFmpegTools.locate(environment: console.environment)
        runner.wording = { ErrorText.itemLine(for: $0) }
        // Limited to some locales, the run answers only for their earlier pages.
        runner.staleScope = only == nil ? nil : Set(storefile.locales.map(\.code))
        runner.owner = StalePages.owner(storefile: path, outputDirectory: outputDirectory)
        let result = runner.run { file, failure in progress.page(file, failure: failure) }
        progress.end()
        progress.removed(result.removedStale)

        // Validate what the storefile describes, as the stores would.
        var violations: [String] = []
        for locale in storefile.locales {
            for set in storefile.sets {
                let files = plan.jobs.filter { $0.locale == locale && $0.setName == set.name }.flatMap(\.outputs)
                    .map { outputDirectory + "/" + $0 }.filter(FileBytes.isRegularFile)
                guard !files.isEmpty else { continue }
                violations += StoreValidator.validateSet(folder: "\(outputDirectory)/\(locale.code)/\(set.name)", files: files,
                                                         store: set.preset?.store ?? .appStore, preset: set.preset,
                                                         checkSizes: set.preset != nil)
            }
        }
        let summary = ComposeSummary(storefile: path, outputDirectory: outputDirectory, jobs: jobs, result: result,
                                     violations: violations, seconds: progress.elapsed, fallbacks: plan.fallbacks)
        if a.flag("--json") {
            console.out(summary.json)
        } else {
            for v in violations { console.err("duo-mockup: violation: \(v)") }
            if !a.flag("--quiet") || !result.failures.isEmpty {
                for line in summary.lines { console.err(line) }
            }
        }
        if result.failures.isEmpty && violations.isEmpty { return ExitStatus.success.rawValue }
        // Pages failed: 1 when others were written (or were up to date), else nothing was (a full disk).
        let done = result.written.count + result.upToDate.count
        return (done == 0 && !result.failures.isEmpty ? ExitStatus.nothingRan : .someItemsFailed).rawValue
    }
}

/// The caption engine compose draws with, and its key in content stamps.
enum ComposeCaptions {
    static var painter: CaptionPainter? { TextCaptionPainter() }
    static var key: String { TextCaptionPainter.key }
}
