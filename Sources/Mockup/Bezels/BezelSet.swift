import _Support
import Codecs
import Foundation
import Raster

/// A folder of bezel art with at most one bezel per flat pose: invariant: a pose has a bezel only
/// when exactly one file is for it (by the manifest, else by its screen's aspect ratio), and
/// `reports` describes every PNG that was considered.
public struct BezelSet: Sendable {
    /// The folder the art came from.
    public var directory: String
    /// True for the bundled example art (the CLI says so on standard error).
    public var isExample: Bool
    /// The manifest that named the files, or nil when every PNG was examined.
    public var manifestPath: String?
    /// What each PNG looked like, in file-name order (manifest order with a manifest).
    public var reports: [BezelFileReport]
    /// The bezel of each flat pose that exactly one file is for.
    private var found: [Pose: Bezel]

    /// The set's bezels, one per flat pose found, in the order closed, closed-turned, open, upright.
    public var bezels: [Bezel] { Pose.flatPoses.compactMap { found[$0] } }

    /// Loads a bezel folder: the files `bezels.json` names when it exists, else every PNG, each
    /// pose recognised from its screen's aspect ratio.
    ///
    /// `poses` limits the work to the art those poses need (a render needs one): with a manifest
    /// only their files are decoded; without one, files whose PNG header shows an art shape far
    /// from every needed pose's screen are left unread. nil examines everything.
    ///
    /// With an `environment` (HOME or XDG_CACHE_HOME), screens found in a folder without a manifest
    /// are remembered in the user's cache (`ScreenCache`), so later renders read only their art.
    public static func load(directory: String, isExample: Bool = false, poses: Set<Pose>? = nil,
                            environment: [String: String]? = nil) throws -> BezelSet {
        try load(directory: directory, isExample: isExample, poses: poses, reader: BezelArtReader.read,
                 size: PNGHeader.size(ofFile:), cache: environment.map { ScreenCache.standard(environment: $0) })
    }

    /// `load`, reading untagged (sRGB) art with `reader` (tests pass images made in memory).
    static func load(directory: String, isExample: Bool, poses: Set<Pose>? = nil,
                     reader: (String) throws -> Image,
                     size: (String) -> (width: Int, height: Int)? = { _ in nil },
                     cache: ScreenCache? = nil) throws -> BezelSet {
        try load(directory: directory, isExample: isExample, poses: poses, reader: { BezelArt(image: try reader($0)) },
                 size: size, cache: cache)
    }

    /// `load`, reading the art with `reader` and a file's declared size with `size` (nil when unknown).
    static func load(directory: String, isExample: Bool, poses: Set<Pose>? = nil,
                     reader: (String) throws -> BezelArt,
                     size: (String) -> (width: Int, height: Int)? = { _ in nil },
                     cache: ScreenCache? = nil) throws -> BezelSet {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
            throw BezelError.noSuchFolder(directory, namedBy: nil)
        }
        var set = BezelSet(directory: directory, isExample: isExample, manifestPath: nil, reports: [], found: [:])
        let manifestPath = join(directory, BezelManifest.fileName)
        let wanted = poses.map(neededFlatPoses)
        if FileManager.default.fileExists(atPath: manifestPath) {
            try set.loadManifest(at: manifestPath, wanted: wanted, reader: reader)
        } else {
            var screens = cache ?? ScreenCache(path: nil)
            try set.detectAll(wanted: wanted, reader: reader, size: size, cache: &screens)
            screens.save()
        }
        return set
    }

    /// The flat poses whose art the given poses can use (the turned cover falls back on the
    /// portrait cover's art).
    static func neededFlatPoses(_ poses: Set<Pose>) -> Set<Pose> {
        var flat = Set(poses.map(\.flatPose))
        if flat.contains(.closedTurned) { flat.insert(.closed) }
        return flat
    }

    /// Largest relative difference between a file's art shape and a needed pose's screen shape
    /// for the file to be examined: a bezel's body adds a margin around its screen, which moves
    /// the art's aspect ratio towards square, but never by this much on real art.
    static let artShapeTolerance = 0.35

    /// True when art of this size could hold the screen of one of `poses`.
    static func couldHold(artWidth w: Int, height h: Int, anyOf poses: Set<Pose>) -> Bool {
        poses.contains { pose in
            let (pw, ph) = pose.pointSize
            guard (w >= h) == (pw >= ph) else { return false }
            return Placement.aspectDifference((w, h), (pw, ph)) <= artShapeTolerance
        }
    }

    /// The bezel for a pose: `book` uses the `open` art and `laptop` the `upright` art; without
    /// cover-turned art the cover's portrait art is turned a quarter. Throws, listing the files
    /// found and what each looked like, when no file or more than one is for the pose.
    public func bezel(for pose: Pose) throws -> Bezel {
        let flat = pose.flatPose
        if let bezel = found[flat] { return bezel }
        let claimants = reports.filter { $0.pose == flat }
        if claimants.count > 1 {
            throw BezelError.ambiguous(folder: directory, pose: flat, candidates: claimants.map(\.description),
                                       manifestName: BezelManifest.fileName)
        }
        if flat == .closedTurned, let closed = found[.closed] {
            return closed.turnedCounterClockwise(as: .closedTurned)
        }
        let size = flat.pointSize
        let wanted = (pose == flat ? "" : "it folds the \(flat.rawValue) art: ") + "a screen of aspect "
            + "\(size.width):\(size.height) = " + NumberText.decimal(Double(size.width) / Double(size.height), places: 3)
        if let manifestPath {
            let named = reports.compactMap { $0.pose?.rawValue }
            throw BezelError.missingPose(source: manifestPath, pose: pose, wanted: wanted, available: named, fromManifest: true)
        }
        throw BezelError.missingPose(source: directory, pose: pose, wanted: wanted, available: reports.map(\.description),
                                     fromManifest: false)
    }

    /// `bezel(for:)`, leaving the set without it: the set no longer holds the bezel's art.
    public mutating func takeBezel(for pose: Pose) throws -> Bezel {
        let bezel = try bezel(for: pose)
        found[pose.flatPose] = nil
        return bezel
    }

    /// Loads the files a manifest names, checking each entry against its art. The art is decoded
    /// side by side (a manifest names a handful of files, one per pose); problems are reported in
    /// the manifest's order.
    private mutating func loadManifest(at path: String, wanted: Set<Pose>?, reader: (String) throws -> BezelArt) throws {
        let manifest = try BezelManifest.read(path: path)
        manifestPath = path
        let entries = manifest.entries
        let needed = entries.indices.filter { i in wanted.map { $0.contains(entries[i].pose) } ?? true }
        for i in needed {
            let file = BezelSet.join(directory, entries[i].file)
            guard FileManager.default.fileExists(atPath: file) else {
                throw BezelError.noSuchFile(file, namedBy: "\(path) for the \(entries[i].pose.rawValue) pose")
            }
        }
        var loaded = [Result<Bezel, any Error>?](repeating: nil, count: entries.count)
        let directory = self.directory
        loaded.withUnsafeMutableBufferPointer { slots in
            // Each index is written by one worker only.
            let load = { (k: Int) in
                let i = needed[k]
                slots[i] = Result {
                    try BezelSet.bezel(for: entries[i], in: directory, manifest: manifest, manifestPath: path, reader: reader)
                }
            }
            withoutActuallyEscaping(load) { load in
                Parallel.forEachChunk(count: needed.count) { range in range.forEach(load) }
            }
        }
        for (i, entry) in entries.enumerated() {
            guard let result = loaded[i] else {
                reports.append(BezelFileReport(file: entry.file, pose: entry.pose))
                continue
            }
            let bezel = try result.get()
            found[entry.pose] = bezel
            reports.append(BezelFileReport(file: entry.file, artSize: (bezel.art.width, bezel.art.height),
                                           screen: bezel.screen, pose: entry.pose))
        }
    }

    /// One manifest entry's bezel: its art decoded and checked against the entry, its screen at
    /// the entry's rectangle (or found).
    private static func bezel(for entry: BezelManifest.Entry, in directory: String, manifest: BezelManifest,
                              manifestPath path: String, reader: (String) throws -> BezelArt) throws -> Bezel {
        let file = BezelSet.join(directory, entry.file)
        let read = try reader(file)
        let art = read.image
        try manifest.check(entry, artWidth: art.width, artHeight: art.height, manifestPath: path)
        let screen = try entry.screen.map {
            try ScreenDetection.shape(in: art, file: file, rect: $0, cornerRadius: entry.cornerRadius)
        } ?? ScreenDetection.detect(in: art, file: file)
        if entry.screen == nil, let hinge = entry.hinge {
            try manifest.check(BezelManifest.Entry(pose: entry.pose, file: entry.file, screen: screen.rect, hinge: hinge),
                               artWidth: art.width, artHeight: art.height, manifestPath: path)
        }
        var shape = screen
        if let radius = entry.cornerRadius { shape.cornerRadius = radius }
        var bezel = Bezel(pose: entry.pose, path: file, art: art, screen: shape, hinge: entry.hinge,
                          creaseWidth: entry.creaseWidth, thickness: entry.thickness)
        bezel.colour = read.colour
        bezel.colourWarning = read.colourWarning
        return bezel
    }

    /// Examines every PNG of the folder: its screen, and the pose its aspect ratio matches.
    private mutating func detectAll(wanted: Set<Pose>?, reader: (String) throws -> BezelArt,
                                    size: (String) -> (width: Int, height: Int)?, cache: inout ScreenCache) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".png") }
            .sorted()
        guard !names.isEmpty else {
            throw BezelError.noArtFiles(folder: directory, manifestName: BezelManifest.fileName)
        }
        // Which files to examine: those whose shape could hold a wanted screen.
        var examined: [(index: Int, path: String, remembered: ScreenCache.Entry?)] = []
        var results = [(report: BezelFileReport, art: BezelArt?)](repeating: (BezelFileReport(file: ""), nil), count: names.count)
        for (i, name) in names.enumerated() {
            let path = BezelSet.join(directory, name)
            if let wanted, let known = cache.entry(for: path), !(known.pose.map(wanted.contains) ?? false) {
                // Examined before, unchanged since, and not for a wanted pose: what the cache says.
                var report = BezelFileReport(file: name)
                report.artSize = (known.artWidth, known.artHeight)
                report.rememberedScreen = known.screen.map { ($0, known.cornerRadius) }
                report.pose = known.pose
                report.problem = known.problem
                results[i] = (report, nil)
            } else if let wanted, let (w, h) = size(path), !BezelSet.couldHold(artWidth: w, height: h, anyOf: wanted) {
                var report = BezelFileReport(file: name)
                report.artSize = (w, h)
                report.problem = "not examined: its shape cannot hold \(BezelSet.article(wanted)) \(wanted.map(\.rawValue).sorted().joined(separator: " or ")) screen"
                results[i] = (report, nil)
            } else {
                examined.append((i, path, cache.entry(for: path)))
            }
        }
        // The candidates are decoded side by side, each a task the next free core takes, so no
        // more of them are being decoded at once than there are cores (a big folder of colour
        // variants never holds them all half-read).
        results.withUnsafeMutableBufferPointer { slots in
            // Each index is written by one worker only.
            let examine = { (k: Int) in
                let (i, path, remembered) = examined[k]
                slots[i] = BezelSet.examine(name: names[i], path: path, remembered: remembered, reader: reader)
            }
            withoutActuallyEscaping(examine) { examine in
                Parallel.forEachTask(count: examined.count, examine)
            }
        }
        for (i, path, _) in examined { cache.record(path, report: results[i].report) }
        for (report, art) in results {
            if let pose = report.pose, let art, let screen = report.screen {
                // A second file for a pose makes it ambiguous: keep neither's art.
                let first = !reports.contains { $0.pose == pose }
                var bezel = Bezel(pose: pose, path: BezelSet.join(directory, report.file), art: art.image, screen: screen)
                bezel.colour = art.colour
                bezel.colourWarning = art.colourWarning
                found[pose] = first ? bezel : nil
            }
            reports.append(report)
        }
    }

    /// Reads one PNG and finds its screen and pose; problems go into the report. The screen the
    /// cache `remembered` for this unchanged file is trusted when it still fits the art.
    private static func examine(name: String, path: String, remembered: ScreenCache.Entry? = nil,
                                reader: (String) throws -> BezelArt) -> (report: BezelFileReport, art: BezelArt?) {
        var report = BezelFileReport(file: name)
        do {
            let read = try reader(path)
            let art = read.image
            report.artSize = (art.width, art.height)
            let trusted = remembered.flatMap { known in
                known.screen.flatMap { ScreenDetection.shape(in: art, trusting: $0, cornerRadius: known.cornerRadius) }
            }
            let screen = try trusted ?? ScreenDetection.detect(in: art, file: path)
            report.screen = screen
            report.pose = Pose.matching(screenWidth: screen.rect.width, height: screen.rect.height)
            return (report, report.pose == nil ? nil : read)
        } catch {
            report.problem = (error as? BezelError)?.problem ?? String(describing: error)
            return (report, nil)
        }
    }

    /// One PNG used directly, any device with a transparent screen. The pose is `pose` when
    /// given, else the one its screen's aspect ratio matches, else the nearest flat pose of the
    /// same orientation (portrait: closed or upright; landscape: closed-turned or open).
    public static func single(file: String, pose: Pose? = nil) throws -> Bezel {
        try single(file: file, pose: pose, reader: BezelArtReader.read)
    }

    /// `single`, reading untagged (sRGB) art with `reader`.
    static func single(file: String, pose: Pose?, reader: (String) throws -> Image) throws -> Bezel {
        try single(file: file, pose: pose, reader: { BezelArt(image: try reader($0)) })
    }

    /// `single`, reading the art with `reader`.
    static func single(file: String, pose: Pose?, reader: (String) throws -> BezelArt) throws -> Bezel {
        guard FileManager.default.fileExists(atPath: file) else { throw BezelError.noSuchFile(file, namedBy: nil) }
        let read = try reader(file)
        let art = read.image
        let screen = try ScreenDetection.detect(in: art, file: file)
        let rect = screen.rect
        let chosen = pose?.flatPose ?? Pose.matching(screenWidth: rect.width, height: rect.height)
            ?? nearestPose(screenWidth: rect.width, height: rect.height)
        var bezel = Bezel(pose: chosen, path: file, art: art, screen: screen)
        bezel.colour = read.colour
        bezel.colourWarning = read.colourWarning
        return bezel
    }

    /// The flat pose of the screen's orientation whose aspect ratio is nearest.
    static func nearestPose(screenWidth width: Int, height: Int) -> Pose {
        let aspect = Double(width) / Double(height)
        let sameOrientation: [Pose] = width >= height ? [.closedTurned, .open] : [.closed, .upright]
        return sameOrientation.min { a, b in
            abs(aspect - Double(a.pointSize.width) / Double(a.pointSize.height))
                < abs(aspect - Double(b.pointSize.width) / Double(b.pointSize.height))
        }!
    }

    /// `directory/name`, without doubling a trailing slash.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
