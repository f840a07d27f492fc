import _Batch
import _Support
import Codecs
import Foundation
import Mockup
import Motion
import Raster

/// Every capture of a folder (recursively, keeping its sub-folders) or of a gallery file, in
/// every pose that fits it, as `duo-mockup gallery` renders them: in parallel, incrementally,
/// with a contact sheet and an index page. `load` reads the input into items; `run` renders them
/// (or one shard of them) and writes the pages. Invariant: never writes over an input (captures,
/// covers, bezel art, the gallery file); replaces the pages only when a gallery wrote them.
public struct GalleryJob: Sendable {
    public var input: String
    public var outputDirectory: String
    /// The settings of a folder's items (checked together); a gallery file's items take theirs
    /// from the file, then from `overriding`.
    public var settings = MockupSettings(format: .png)
    /// A caller's own settings over each entry of a gallery file (e.g. the command line's).
    public var overriding: @Sendable (inout MockupSettings) throws -> Void = { _ in }
    /// The poses and fold angles in place of the file's (nil: the file's, or every fitting pose).
    public var poses: [Pose]?
    public var angles: [Pose: [Double]]?
    /// Captures rendered at once, one core each.
    public var workers = Parallel.coreCount
    /// Only this part of the items (nil: all, with the contact sheet and the page).
    public var shard: Shard?
    /// Render everything, even what is up to date.
    public var force = false
    public var limits = DecodeLimits()
    /// Where the art comes from; the search gives way to the gallery file's own art.
    public var bezels: BezelChoice = .search
    /// The environment the bezel search, the screen cache and the search for ffmpeg read.
    public var environment: [String: String] = [:]
    /// The tool's version, kept in the outputs' stamps.
    public var version: String
    /// How an item's failure is worded in its result (the error's description unless set).
    public var wording: @Sendable (any Error) -> String = { String(describing: $0) }

    public init(input: String, outputDirectory: String, version: String) {
        self.input = input; self.outputDirectory = outputDirectory; self.version = version
    }

    /// A gallery's input read into items. Invariant: no two items make outputs of the same name.
    public struct Loaded: Sendable {
        public var items: [GalleryItem]
        /// The gallery file's art: a folder or one file (never both).
        public var bezels: String?
        public var bezel: String?
        public var galleryFile: String?
        /// Sub-folders of the input that could not be listed ("path: reason"); their captures are skipped.
        public var unreadable: [String] = []
    }

    /// Reads the folder or the gallery file; throws `GalleryInputError`, or `GalleryFileError`
    /// with every mistake of a gallery file in the file's order.
    public func load() throws -> Loaded {
        if FileBytes.isDirectory(input) {
            do {
                try CaptureScanner.refuseOutputFolderAsInput(input: input, outputDirectory: outputDirectory)
            } catch let e as GalleryError {
                throw GalleryInputError.outputFolderIsInput(e)
            }
            var unreadable: [String] = []
            let found = try CaptureScanner.scan(input, excluding: [outputDirectory], unreadable: &unreadable)
            if found.isEmpty { throw GalleryInputError.noCaptures(folder: input) }
            var owners = SameFileNames<String>()
            var items: [GalleryItem] = []
            for f in found {
                let name = try OutputSafety.relativePath(PathText.removingExtension(f.relativePath))
                if let other = owners.claim(name, by: f.relativePath) {
                    throw GalleryInputError.sameOutputs(first: other.owner, second: f.relativePath, name: name,
                                                        reason: SameFileNames<String>.reason(other.name, name))
                }
                items.append(GalleryItem(capturePath: f.path, name: name, poses: poses, angles: angles ?? [:],
                                         options: settings.render, format: settings.format,
                                         encode: settings.encode, recording: settings.recording))
            }
            return Loaded(items: items, unreadable: unreadable)
        }
        guard FileBytes.isRegularFile(input) else { throw GalleryInputError.noSuchInput(input) }
        guard CaptureScanner.pathExtension(input) == "json" else { throw GalleryInputError.notAGalleryFile(input) }
        let (file, found) = try GalleryFile.check(input, excluding: [outputDirectory])
        var problems = found
        var items: [GalleryItem] = []
        do {
            items = try file.items(overriding: overriding, poses: poses, angles: angles)
        } catch let e as GalleryFileError {
            problems += e.problems
        }
        if !problems.isEmpty {
            // In the file's order: the top level first, then entry by entry (stable within each).
            let ordered = problems.enumerated().sorted { (Self.entryIndex($0.element.place), $0.offset) < (Self.entryIndex($1.element.place), $1.offset) }
            throw GalleryFileError(file: input, problems: ordered.map(\.element))
        }
        return Loaded(items: items, bezels: file.bezels, bezel: file.bezel, galleryFile: input)
    }

    /// The entry a problem's place is in (-1 for the top level).
    private static func entryIndex(_ place: String) -> Int {
        guard place.hasPrefix("entries[") else { return -1 }
        return Int(place.dropFirst(8).prefix { $0.isNumber }) ?? -1
    }

    /// The items this run renders: the shard's, or all.
    public func items(of loaded: Loaded) -> [GalleryItem] {
        shard.map { s in loaded.items.filter { s.contains($0.name) } } ?? loaded.items
    }

    /// The art the items need (`BezelArtNeed`); nil (all the art) when an item takes every fitting pose.
    public static func artNeed(_ items: [GalleryItem]) -> BezelArtNeed? {
        BezelArtNeed.all(items.flatMap { item -> [BezelArtNeed?] in
            guard let poses = item.poses else { return [nil] }
            return poses.map { BezelArtNeed(requested: $0, options: item.options, degrees: item.angles[$0] ?? []) }
        })
    }

    /// Renders the items (`wrote` hears each output written and `finished` each item's result,
    /// from the workers), then, unless a shard, the contact sheet and the page; `notices` hears
    /// the example art and a wait for another run's lock.
    public func run(_ loaded: Loaded, notices: (JobNotice) -> Void = { _ in },
                    wrote: @escaping @Sendable (GalleryOutput) -> Void = { _ in },
                    finished: @escaping @Sendable (GalleryItemResult) -> Void = { _ in }) throws -> GalleryReport {
        // Only the art the requested poses need (all of it when any item takes every fitting pose).
        var choice = self.bezels.orFolder(loaded.bezels)
        if choice == .search, let file = loaded.bezel { choice = .file(file) }
        let source = try choice.load(need: Self.artNeed(loaded.items), environment: environment) {
            notices(.exampleArt(folder: $0))
        }
        let bezels = BatchBezels(source: source)

        var safety = OutputSafety(outputDirectory: outputDirectory)
        for item in loaded.items { safety.addInput(item.capturePath); if let cover = item.options.cover { safety.addInput(cover) } }
        for file in bezels.files { safety.addInput(file) }
        safety.addInputs(bezels.source.inputFiles)
        if let file = loaded.galleryFile { safety.addInput(file) }

        let items = self.items(of: loaded)
        try Folders.create(outputDirectory)
        // One run (or one shard) at a time on OUTDIR: a second waits, so that stamps never interleave.
        let folder = outputDirectory
        let lock = try OutputLock(safety, shard: shard.map { "\($0.index)/\($0.count)" }) {
            notices(.waiting(folder: folder, lockFile: $0))
        }
        defer { withExtendedLifetime(lock) {} }
        // The contact sheet and the page replace only what a gallery wrote: checked before rendering.
        if shard == nil { try GalleryPages.checkMayReplace(safety) }
        let clock = ContinuousClock(), start = clock.now
        var configured = GalleryRenderer(bezels: bezels, safety: safety, limits: limits, version: version, force: force,
                                         tools: FFmpegTools.locate(environment: environment))
        configured.wording = wording
        let renderer = configured
        // Largest captures first, so that no worker is left with a big one while the others idle.
        let order = items.indices.sorted { (Self.fileSize(items[$0].capturePath), $1) > (Self.fileSize(items[$1].capturePath), $0) }
        // Each job is one capture on one core (as with make -j): the workers keep the cores busy
        // with independent images, which scales better than splitting every image again.
        let inOrder = WorkerPool.map(count: items.count, workers: workers) { k in
            let result = Parallel.serially { renderer.render(items[order[k]]) { wrote($0) } }
            finished(result)
            return result
        }
        var all = inOrder
        for (k, i) in order.enumerated() { all[i] = inOrder[k] }
        var report = GalleryReport(results: all, unreadable: loaded.unreadable)
        if shard == nil {
            report.labelFontProblem = ContactSheet.labelFontProblem
            // The images stay written when the pages cannot be (a full disk): reported, not thrown.
            do {
                let pages = try GalleryPages.write(results: all, safety: safety, title: "Gallery: \(input)")
                report.contactSheet = pages.contactSheet
                report.page = pages.page
            } catch {
                report.pagesError = error
            }
        }
        report.seconds = Self.seconds(clock.now - start)
        return report
    }

    /// A file's size in bytes (0 when it cannot be read): the work order's estimate of its cost.
    static func fileSize(_ path: String) -> Int {
        var st = stat()
        return stat(path, &st) == 0 ? Int(st.st_size) : 0
    }

    private static func seconds(_ d: Swift.Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
}
