import _Support
import Codecs
import _Batch
import Mockup
import Motion
import Raster

/// One storefile made into store pages, as `duo-mockup compose` makes them: every locale and set
/// at the stores' sizes, in parallel and incrementally, then validated as the stores would.
/// `load` reads and plans (title sizes settled across each set); `run` draws and checks.
/// Invariant: never writes over an input (the storefile, captures, covers, backgrounds, bezel
/// art); removes only pages an earlier run for the same storefile wrote; replaces OUTDIR/index.html
/// (the contact page) only when compose wrote it.
public struct ComposeJob: Sendable {
    public var storefile: String
    public var outputDirectory: String
    /// Only these of the storefile's locales (nil: all).
    public var onlyLocales: [String]?
    /// Pages drawn at once, one core each.
    public var workers = Parallel.coreCount
    /// Draw every page, even those up to date.
    public var force = false
    public var limits = DecodeLimits()
    /// Where the art comes from; the search gives way to the storefile's own folder.
    public var bezels: BezelChoice = .search
    /// The environment the bezel search, the screen cache and the search for ffmpeg read.
    public var environment: [String: String] = [:]
    /// The tool's version, kept in the pages' stamps.
    public var version: String
    /// The caption engine, and its key in content stamps.
    public var painter: CaptionPainter? = TextCaptionPainter()
    public var painterKey = TextCaptionPainter.key
    /// How the caller names the locale filter in the message for a locale the storefile lacks.
    public var localeFilterName = StorefileChecker.localeFilter
    /// Where the pages go inside `outputDirectory`: a folder per set, or fastlane deliver's layout.
    public var layout = OutputLayout.folders
    /// OUTDIR/index.html (`StoreContactPage`): written after the pages unless `.off` or the layout
    /// is deliver's (its folder holds only what `deliver` uploads); `.reloading` adds the script
    /// that reloads it when the pages change (`ComposeWatch` sets it).
    public var contactPage = StoreContactPage.Mode.still
    /// How a page's failure is worded in the report (the error's description unless set).
    public var wording: @Sendable (any Error) -> String = { String(describing: $0) }
    /// What is kept loaded from one run to the next (`ComposeWatch` sets it): nil for a plain
    /// compose, which reads, hashes and checks everything afresh.
    package var caches: RoundCaches?

    public init(storefile: String, outputDirectory: String, version: String) {
        self.storefile = storefile; self.outputDirectory = outputDirectory; self.version = version
    }

    /// A storefile read and planned: its strings, the pages of every locale and set, the strings
    /// shown in the source locale. Invariant: the plan's title sizes are settled.
    public struct Loaded: Sendable {
        public var storefile: Storefile
        public var strings: StringTables
        public var plan: ComposePlan

        /// The pages and videos the run makes.
        public var pageCount: Int { plan.jobs.reduce(0) { $0 + $1.outputs.count + $1.videos.count } }
    }

    /// Reads the storefile and plans its pages; throws `StorefileError` with every mistake.
    public func load() throws -> Loaded {
        let (file, strings) = try StorefileChecker.loadWithStrings(storefile, onlyLocales: onlyLocales, filterName: localeFilterName)
        var plan = try ComposePlan.make(file, strings: strings, layout: layout)
        if let painter { try plan.settleTitleSizes(painter: painter, storefile: file) }
        return Loaded(storefile: file, strings: strings, plan: plan)
    }

    /// The art the plan's devices need (`BezelArtNeed`, as render reads it); nil (all the art)
    /// when a device's pose comes from its capture.
    public static func artNeed(_ plan: ComposePlan) -> BezelArtNeed? {
        BezelArtNeed.all(ComposePlan.mockupKeys(of: plan.jobs).map { key in
            key.pose.map { BezelArtNeed(requested: $0, options: key.options, degrees: key.degrees.map { [$0] } ?? []) }
        })
    }

    /// Draws the pages (`onPage` hears each, from the workers, with its failure) and validates
    /// them; `notices` hears the example art and a wait for another run's lock.
    public func run(_ loaded: Loaded, notices: (JobNotice) -> Void = { _ in },
                    onPage: @escaping @Sendable (_ file: String, _ failure: String?) -> Void = { _, _ in }) throws -> ComposeReport {
        let (storefile, plan) = (loaded.storefile, loaded.plan)
        let choice = bezels.orFolder(storefile.bezels)
        let bezels: BatchBezels
        if let caches {
            bezels = try caches.bezelArt.load(choice, need: Self.artNeed(plan), environment: environment) {
                notices(.exampleArt(folder: $0))
            }
        } else {
            let source = try choice.load(need: Self.artNeed(plan), environment: environment) { notices(.exampleArt(folder: $0)) }
            bezels = BatchBezels(source: source)
        }
        var safety = OutputSafety(outputDirectory: outputDirectory)
        safety.addInput(self.storefile)
        for file in bezels.files { safety.addInput(file) }
        for job in plan.jobs {
            for keys in job.spread.mockupKeys { for k in keys { safety.addInput(k.capture); if let c = k.cover { safety.addInput(c) } } }
            for page in job.spread.pages { if case .image(let p, _, _) = page.style.background { safety.addInput(p) } }
            for file in LayerRenderer.imageFiles(job.spread) { safety.addInput(file) }
        }
        try Folders.create(outputDirectory)
        // One run at a time on OUTDIR: a second waits, so that stamps never interleave.
        let folder = outputDirectory
        let lock = try OutputLock(safety) { notices(.waiting(folder: folder, lockFile: $0)) }
        defer { withExtendedLifetime(lock) {} }

        var runner = ComposeRunner(storefile: storefile, plan: plan, bezels: bezels, safety: safety, workers: workers,
                                   force: force, version: version, painter: painter, painterKey: painterKey)
        runner.limits = limits
        runner.tools = FFmpegTools.locate(environment: environment)
        runner.wording = wording
        runner.fileHashes = caches?.fileHashes
        // Limited to some locales, the run answers only for their earlier pages.
        runner.staleScope = onlyLocales == nil ? nil : Set(storefile.locales.map(\.code))
        runner.owner = StalePages.owner(storefile: self.storefile, outputDirectory: outputDirectory)
        let result = runner.run(onPage: onPage)
        var report = ComposeReport(result: result, violations: validate(loaded), fallbacks: plan.fallbacks)
        report.bezelFiles = bezels.files
        if contactPage != .off && layout != .deliver {
            let page = StoreContactPageFile.make(plan: plan, title: "Store pages: " + PathText.lastComponent(self.storefile),
                                                 failures: result.failures, reloads: contactPage == .reloading, safety: safety)
            do {
                try StoreContactPageFile.write(page, safety: safety)
                report.contactPage = StoreContactPageFile.page
            } catch {
                report.contactPageProblem = wording(error)
            }
        }
        return report
    }

    /// What the storefile describes, checked as the stores would, set by set; the pages are
    /// decoded on `workers` threads at once (what they say is gathered in the sets' order).
    private func validate(_ loaded: Loaded) -> [String] {
        var sets: [(folder: String, files: [String], store: Store, preset: StorePreset?, checkSizes: Bool)] = []
        for locale in loaded.storefile.locales {
            for set in loaded.storefile.sets {
                let jobs = loaded.plan.jobs.filter { $0.locale == locale && $0.setName == set.name }
                // Transparent pages are for the web, not a store (the checker refuses them for a preset).
                if jobs.contains(where: { $0.spread.pages.contains { $0.style.background == .transparent } }) { continue }
                let files = jobs.flatMap(\.outputs).map { outputDirectory + "/" + $0 }.filter(FileBytes.isRegularFile)
                guard !files.isEmpty else { continue }
                let folder = layout == .deliver ? "\(outputDirectory)/\(locale.code)" : "\(outputDirectory)/\(locale.code)/\(set.name)"
                sets.append((folder, files, set.preset?.store ?? .appStore, set.preset, set.preset != nil))
            }
        }
        let pages = sets.flatMap { set in set.files.map { (file: $0, store: set.store, preset: set.preset, checkSizes: set.checkSizes) } }
        let pageChecks = caches?.pageChecks
        let found = WorkerPool.map(count: pages.count, workers: workers) { i -> [String] in
            let page = pages[i]
            if let pageChecks {
                return pageChecks.violations(of: page.file, store: page.store, preset: page.preset, checkSizes: page.checkSizes)
            }
            return StoreValidator.check(page.file, store: page.store, preset: page.preset, checkSizes: page.checkSizes)
        }
        var checked: [String: [String]] = [:]
        for (page, lines) in zip(pages, found) { checked[page.file] = lines }
        var violations: [String] = []
        for set in sets {
            violations += StoreValidator.validateSet(folder: set.folder, files: set.files, store: set.store, preset: set.preset) {
                checked[$0] ?? []
            }
        }
        return violations
    }
}

/// What a compose run did: the runner's pages (written, up to date, failed, stale pages removed
/// or kept because changed), the store rules the pages break, and the strings shown in the source
/// locale. Invariant: `failed` is true exactly when a page failed or a rule is broken.
public struct ComposeReport: Sendable {
    public var result: ComposeResult
    public var violations: [String]
    public var fallbacks: [(locale: LocaleCode, keys: [String])]
    /// The bezel art the run read (what `ComposeWatch` watches beside the storefile's files).
    public var bezelFiles: [String] = []
    /// OUTDIR/index.html's path relative to OUTDIR when the run wrote it (or found it current).
    public var contactPage: String?
    /// Why the contact page was not written (one line: a file of the user's in its place), or nil.
    public var contactPageProblem: String?

    /// True when a page failed or broke a store rule.
    public var failed: Bool { !result.failures.isEmpty || !violations.isEmpty }
    /// True when pages failed and none was written or up to date (a full disk).
    public var nothingDone: Bool { result.written.isEmpty && result.upToDate.isEmpty && !result.failures.isEmpty }
}
