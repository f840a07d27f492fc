import _Support
import Foundation
import Codecs
import Colour
import _Batch
import Mockup
import Motion
import Raster

/// Runs a plan: skips spreads whose stamp says their pages are up to date, renders each distinct
/// mock-up the rest need once (in parallel), then draws and writes the spreads in parallel, each
/// page written atomically with its stamp after it, and last removes the pages earlier runs
/// wrote that the plan no longer makes (`StalePages`). Invariant: a page is reported written only
/// after its file is complete; a failed spread leaves its earlier files untouched.
package struct ComposeRunner: Sendable {
    package var storefile: Storefile
    package var plan: ComposePlan
    package var bezels: BatchBezels
    package var safety: OutputSafety
    package var workers: Int
    package var force: Bool
    package var version: String
    package var painter: CaptionPainter?
    /// Identifies the caption engine and its fonts in stamps.
    package var painterKey: String
    package var limits = DecodeLimits()
    /// ffmpeg and ffprobe, for pages that show a recording (nil: such a page fails, saying so).
    package var tools: FFmpegTools?
    /// How a page's failure is worded (a command line spells the settings an error names as its
    /// flags); the error's description unless set.
    package var wording: @Sendable (any Error) -> String = { String(describing: $0) }
    /// The locales whose earlier pages this run answers for (OUTDIR's first folder level): nil for
    /// every locale, a subset when the run was limited to some (`--locales`).
    package var staleScope: Set<String>? = nil
    /// The storefile, as stamps name it (`StalePages.owner`): only its own earlier pages are
    /// removed. Empty: the run removes nothing.
    package var owner = ""
    /// Input hashes kept from an earlier run of a watch (nil: every input is hashed afresh).
    package var fileHashes: FileHashCache?
    /// Each caption style's font files, as `captionFontFiles` found them this run.
    private let captionFonts = Locked([(style: CaptionStyle, files: [String])]())

    package init(storefile: Storefile, plan: ComposePlan, bezels: BatchBezels, safety: OutputSafety, workers: Int,
                force: Bool, version: String, painter: CaptionPainter?, painterKey: String) {
        self.storefile = storefile; self.plan = plan; self.bezels = bezels; self.safety = safety
        self.workers = workers; self.force = force; self.version = version; self.painter = painter; self.painterKey = painterKey
    }


    /// Where the stamp of a job's first page lives, relative to OUTDIR.
    static func stampFile(_ job: ComposePlan.Job) -> String {
        StalePages.stampsFolder + "/" + stampName(job)
    }

    /// The stamp's path inside the stamps folder.
    static func stampName(_ job: ComposePlan.Job) -> String { job.outputs[0] + ".stamp" }

    /// The font files a job's captions are drawn from, as the painter resolves its caption
    /// styles; none when captions are not drawn.
    func fontFiles(_ job: ComposePlan.Job) -> [String] {
        guard let painter else { return [] }
        return Array(Set(job.spread.pages.flatMap { captionFontFiles($0.style.caption, painter: painter) })).sorted()
    }

    /// `painter.fontFiles(for: style)`, looked up once a run for each style (every job of a set
    /// shares one, and each font lookup asks fontconfig).
    private func captionFontFiles(_ style: CaptionStyle, painter: CaptionPainter) -> [String] {
        if let known = captionFonts.withLock({ $0.first { $0.style == style }?.files }) { return known }
        let files = painter.fontFiles(for: style)
        captionFonts.withLock { $0.append((style, files)) }
        return files
    }

    /// The capture files of a job's devices, each followed by its cover capture when it has one.
    static func captureFiles(_ job: ComposePlan.Job) -> [String] {
        job.spread.mockupKeys.joined().flatMap { [$0.capture] + ($0.cover.map { [$0] } ?? []) }
    }

    /// The content key of a job: the tool's version, how backgrounds are painted and PNGs
    /// encoded (their revisions), every setting of the spread, the bytes of
    /// its captures (and cover captures), background images and caption fonts, the bezel art, and the caption engine.
    func key(_ job: ComposePlan.Job, fileHashes: [String: String]) -> String {
        var h = ContentHash.of(version)
        h.add(painterKey)
        h.add(BackgroundRenderer.revision + " png " + PNGEncodeOptions.revision)
        h.add("\(storefile.format) \(storefile.jpegQuality)")
        if storefile.colourSpace != .sRGB { h.add(storefile.colourSpace.name) }
        h.add(String(describing: job.spread))
        h.add(job.outputs.joined(separator: "|"))
        for pose in bezels.keys.keys.sorted(by: { $0.name < $1.name }) { h.add(pose.name + bezels.keys[pose]!) }
        for file in Self.captureFiles(job) { h.add(fileHashes[file] ?? "missing") }
        for page in job.spread.pages {
            if case .image(let path, _, _) = page.style.background { h.add(fileHashes[path] ?? "missing") }
        }
        for font in fontFiles(job) { h.add(font + (fileHashes[font] ?? "missing")) }
        for file in LayerRenderer.imageFiles(job.spread) + LayerRenderer.fontFiles(job.spread) {
            h.add(file + (fileHashes[file] ?? "missing"))
        }
        return h.hex
    }

    package func run(onPage: @escaping @Sendable (_ file: String, _ failure: String?) -> Void) -> ComposeResult {
        var result = ComposeResult()
        // Read before any stamp is written over: a spread that lost a page names it only there.
        let earlier = owner.isEmpty ? nil : StalePages(safety: safety, owner: owner, locales: staleScope)
        var hashes: [String: String] = [:]
        for job in plan.jobs {
            var files = Self.captureFiles(job)
            for page in job.spread.pages { if case .image(let path, _, _) = page.style.background { files.append(path) } }
            files += fontFiles(job) + LayerRenderer.imageFiles(job.spread) + LayerRenderer.fontFiles(job.spread)
            for f in files where hashes[f] == nil {
                hashes[f] = (fileHashes.map { $0.hash(of: f) } ?? (try? ContentHash.ofFile(f).hex)) ?? "unreadable"
            }
        }
        var todo: [(ComposePlan.Job, String)] = []
        for job in plan.jobs {
            let k = key(job, fileHashes: hashes)
            let stampPath = try? safety.resolve(Self.stampFile(job), allowReserved: true)
            let current = !force && stampPath.flatMap { try? FileBytes.read($0) }
                .flatMap { PageStamp(text: String(decoding: $0, as: UTF8.self)) }?.key == k
                && (job.outputs + job.videos).allSatisfy { (try? safety.resolve($0)).map(FileBytes.isRegularFile) ?? false }
            if current { result.upToDate += job.outputs } else { todo.append((job, k)) }
        }
        let keys = ComposePlan.mockupKeys(of: todo.map(\.0))
        let space = storefile.colourSpace
        let rendered = DeviceMockups.render(keys, bezels: bezels.source, workers: workers, limits: limits, space: space, tools: tools)
        result.mockupsRendered = keys.count
        var mockups: [MockupKey: DeviceMockup] = [:]
        var mockupFailures: [MockupKey: String] = [:]
        for (k, r) in rendered {
            switch r {
            case .success(let m): mockups[k] = m
            case .failure(let e): mockupFailures[k] = wording(e).split(whereSeparator: \.isNewline).joined(separator: " ")
            }
        }
        let box = Locked((written: [String](), failures: [String]()))
        let jobs = todo
        let painter = self.painter, outputs = self.safety, format = storefile.format, quality = storefile.jpegQuality
        let (bezelSource, tools, limits) = (bezels.source, self.tools, self.limits)
        let wording = self.wording
        let mockupsShared = mockups, failuresShared = mockupFailures
        WorkerPool.run(count: jobs.count, workers: workers) { i in
            let (job, key) = jobs[i]
            if let bad = job.spread.mockupKeys.joined().first(where: { failuresShared[$0] != nil }) {
                let line = "\(job.outputs[0]): \(failuresShared[bad]!)"
                box.withLock { $0.failures.append(line) }; onPage(job.outputs[0], line)
                return
            }
            do {
                let pages = try Parallel.serially {
                    try PageRenderer.render(job.spread, mockups: mockupsShared, painter: painter, space: space)
                }
                var written: [PageStamp.Page] = []
                for (k, page) in pages.enumerated() {
                    var options = EncodeOptions()
                    options.jpeg.quality = quality
                    let bytes = try ImageFile.encode(page, colour: space.colourInfo, format: format, options: options)
                    try outputs.write(bytes, to: job.outputs[k])
                    var hash = ContentHash()
                    bytes.withUnsafeBytes { hash.add($0) }
                    written.append(PageStamp.Page(file: job.outputs[k], hash: hash.hex))
                    box.withLock { $0.written.append(job.outputs[k]) }; onPage(job.outputs[k], nil)
                }
                for video in job.videos {
                    let path = try outputs.prepare(video)
                    _ = try Parallel.serially {
                        try PageVideo.write(job, to: path, mockups: mockupsShared, painter: painter, bezels: bezelSource,
                                            tools: tools, limits: limits)
                    }
                    written.append(PageStamp.Page(file: video, hash: try ContentHash.ofFile(path).hex))
                    box.withLock { $0.written.append(video) }; onPage(video, nil)
                }
                try outputs.write(Array(PageStamp(key: key, owner: owner.isEmpty ? nil : owner, pages: written).text.utf8),
                                  to: Self.stampFile(job), allowReserved: true)
            } catch {
                let line = "\(job.outputs[0]): \(wording(error))"
                box.withLock { $0.failures.append(line) }; onPage(job.outputs[0], line)
            }
        }
        (result.written, result.failures) = box.withLock { ($0.written.sorted(), $0.failures.sorted()) }
        if let earlier {
            let stale = earlier.remove(keeping: Set(plan.jobs.flatMap(\.outputs)),
                                       currentStamps: Set(plan.jobs.map(Self.stampName)), safety: safety)
            result.removedStale = stale.removed.sorted()
            result.keptChanged = stale.keptChanged.sorted()
        }
        return result
    }
}
