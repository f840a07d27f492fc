import _Batch
import Foundation
import DuoMockup

/// `duo-mockup compose STOREFILE -o OUTDIR`: store pages (background, devices, captions) for every
/// locale and set of a storefile, at the stores' exact sizes, in parallel and incrementally, then
/// validated (the library's `ComposeJob`). Exit 0 done, 1 some pages failed or broke a store
/// rule, 2 nothing could run.
enum ComposeCommand: Command {
    static let name = "compose"
    static let summary = "Compose store pages (background, devices, captions) in every locale from a storefile, then validate them."
    static let usage = "compose STOREFILE (-o OUTDIR | --deliver DIR) [--locales L1,L2] [--jobs N] [--force] [--watch] [--json] [--quiet] [--bezels DIR | --bezel FILE]"
    static let options: [OptionSpec] = [
        OptionSpec("-o", "--output", value: "DIR", help: "output folder: DIR/<locale>/<set>/<NN>-<page>.png"),
        OptionSpec("--deliver", value: "DIR", help: "output folder in fastlane deliver's layout: DIR/<locale>/<set>-<NN>-<page>.png"),
        OptionSpec("--locales", value: "LIST", help: "compose only these of the storefile's locales, e.g. en-US,de-DE"),
        OptionSpec("-j", "--jobs", value: "N", help: "pages drawn at once, one core each (default: the number of cores)"),
        OptionSpec("--force", help: "draw every page, even those up to date"),
        OptionSpec("--watch", help: "keep running: compose again whenever the storefile, its strings, captures, backgrounds, fonts or bezel art change (Ctrl-C stops, exit 0); OUTDIR/index.html reloads itself"),
        OptionSpec("-q", "--quiet", help: "no progress or notes (failures and violations are still reported)"),
        OptionSpec("--json", help: "print a JSON summary on standard output"),
    ] + SharedOptions.bezelOptions

    static func run(_ a: ParsedArguments, console: Console) throws -> Int32 {
        guard a.positionals.count == 1 else { throw UsageError("compose needs one STOREFILE (a .json file), got \(a.positionals.count)") }
        if a.string("--output") != nil && a.string("--deliver") != nil {
            throw UsageError("compose takes -o OUTDIR or --deliver DIR, not both")
        }
        guard let outputDirectory = a.string("--output") ?? a.string("--deliver") else {
            throw UsageError("compose needs -o OUTDIR for the pages")
        }
        let quiet = a.flag("--quiet") || a.flag("--json")
        var job = ComposeJob(storefile: a.positionals[0], outputDirectory: outputDirectory, version: DuoMockupTool.version)
        job.workers = try a.int("--jobs", in: 1...256) ?? Parallel.coreCount
        job.onlyLocales = a.string("--locales").map { $0.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty } }
        job.force = a.flag("--force")
        if a.string("--deliver") != nil { job.layout = .deliver }
        job.localeFilterName = "--locales"
        job.wording = { ErrorText.itemLine(for: $0) }
        if a.flag("--watch") {
            job.bezels = try SharedOptions.bezelChoice(a)
            job.limits = try SharedOptions.limits(a)
            job.environment = console.environment
            return watch(job, json: a.flag("--json"), quiet: a.flag("--quiet"), console: console)
        }

        let loaded: ComposeJob.Loaded
        do {
            loaded = try job.load()
        } catch let e as StorefileError {
            throw CommandFailure(.nothingRan, lines: e.lines
                + ["\(e.problems.count) mistake\(e.problems.count == 1 ? "" : "s") in \(e.file); nothing was composed"])
        }
        if !quiet {
            for (locale, keys) in loaded.plan.fallbacks {
                console.err("duo-mockup: note: \(locale): \(keys.count) string\(keys.count == 1 ? "" : "s") not translated, shown in \(loaded.storefile.sourceLocale): \(keys.joined(separator: ", "))")
            }
        }
        // The bezel art: the command line's, else the storefile's, else the usual search.
        job.bezels = try SharedOptions.bezelChoice(a)
        job.limits = try SharedOptions.limits(a)
        job.environment = console.environment
        let progress = ProgressLine(console: console, total: loaded.pageCount, look: .pages, quiet: quiet)
        let report = try job.run(loaded, notices: { notice in
            if case .exampleArt = notice, quiet { return }
            console.notice(notice)
        }, onPage: { file, failure in
            progress.finished(wrote: failure == nil ? [outputDirectory + "/" + file] : [], failures: failure.map { [$0] } ?? [])
        })
        progress.end()
        // Files the tool deletes are named, never only counted.
        if !quiet {
            for file in report.result.removedStale {
                console.err("duo-mockup: removed \(outputDirectory)/\(file) (no longer in the storefile)")
            }
            if let problem = report.contactPageProblem { console.err("duo-mockup: note: contact page not written: \(problem)") }
        }

        let summary = ComposeSummary(storefile: job.storefile, outputDirectory: outputDirectory, jobs: job.workers,
                                     result: report.result, violations: report.violations, seconds: progress.elapsed,
                                     fallbacks: report.fallbacks)
        if a.flag("--json") {
            console.out(summary.json)
        } else {
            for v in report.violations { console.err("duo-mockup: violation: \(v)") }
            if !a.flag("--quiet") || !report.result.failures.isEmpty {
                for line in summary.lines { console.err(line) }
            }
        }
        if !report.failed { return ExitStatus.success.rawValue }
        // Pages failed: 1 when others were written (or were up to date), else nothing was (a full disk).
        return (report.nothingDone ? ExitStatus.nothingRan : .someItemsFailed).rawValue
    }
}
