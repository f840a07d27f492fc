import _Batch
import _Support
import Fold
import Mockup
import Foundation

/// A gallery file (JSON): which captures (paths or globs, relative to `root`), which poses and
/// fold angles, the bezel art, and render settings, at the top level and overridden per entry.
/// `load` checks everything before anything is rendered and reports every mistake at once, each
/// with its place and what was expected. Invariant: every entry's captures exist, and their
/// output names are safe relative paths, unique across the whole file.
public struct GalleryFile: Sendable {
    /// One capture an entry names: the file, and its output stem relative to OUTDIR.
    public struct Capture: Sendable, Equatable {
        public var path: String
        public var name: String
    }

    /// One entry, with the top level's poses, angles and settings already merged in.
    public struct Entry: Sendable {
        /// `entries[i]`.
        public var place: String
        public var captures: [Capture]
        /// nil = every pose that fits each capture.
        public var poses: [Pose]?
        public var angles: [Pose: [Double]]
        /// The top level's settings, then the entry's (a later one wins).
        public var settings: [GallerySetting]
    }

    public var path: String
    /// The folder capture paths and output names are relative to.
    public var root: String
    /// `bezels` (a folder) or `bezel` (one PNG), resolved against the file's folder.
    public var bezels: String?
    public var bezel: String?
    public var entries: [Entry]

    static let topKeys: Set<String> = ["version", "root", "bezels", "bezel", "poses", "angles", "entries"]
    static let entryKeys: Set<String> = ["captures", "capture", "output", "poses", "angles"]

    /// The render jobs the file describes, one per capture: `base`, then the file's settings (top
    /// level, then the entry's), then `overriding` (a caller's own, e.g. the command line's), and
    /// `poses`/`angles` in place of the file's when given. Throws `GalleryFileError` with every
    /// entry whose settings do not go together, at its place.
    public func items(base: MockupSettings = MockupSettings(),
                      overriding: (inout MockupSettings) throws -> Void = { _ in },
                      poses: [Pose]? = nil, angles: [Pose: [Double]]? = nil) throws -> [GalleryItem] {
        var problems: [GalleryFileError.Problem] = []
        var items: [GalleryItem] = []
        for entry in entries {
            do {
                var settings = base
                for s in entry.settings { try settings.set(s.setting, to: s.value) }
                try overriding(&settings)
                settings = try settings.validated()
                // Angles the camera cannot show are mistakes of the file, found before rendering.
                let problemsBefore = problems.count
                for p in settings.render.foldAngleProblems(angles ?? entry.angles, poses: poses ?? entry.poses) {
                    problems.append(.init(place: entry.place + ".angles",
                                          message: "\(p.pose.name) at \(GalleryPlan.degreesLabel(p.degrees))°: \(p.error)"))
                }
                if problems.count > problemsBefore { continue }
                for c in entry.captures {
                    items.append(GalleryItem(capturePath: c.path, name: c.name, poses: poses ?? entry.poses,
                                             angles: angles ?? entry.angles, options: settings.render,
                                             format: settings.format, encode: settings.encode, recording: settings.recording))
                }
            } catch let e as SettingError {
                problems.append(.init(place: entry.place, message: e.message(naming: { $0.rawValue })))
            } catch {
                problems.append(.init(place: entry.place, message: String(describing: error)))
            }
        }
        if !problems.isEmpty { throw GalleryFileError(file: path, problems: problems) }
        return items
    }

    /// Reads and checks the gallery file at `path`; throws every mistake at once. Globs are not
    /// matched inside `excluding` (the output folder).
    public static func load(_ path: String, excluding: [String] = []) throws -> GalleryFile {
        let (file, problems) = try check(path, excluding: excluding)
        if !problems.isEmpty { throw GalleryFileError(file: path, problems: problems) }
        return file
    }

    /// Reads and checks the gallery file at `path`: what could be understood of it and every
    /// mistake found, so that a caller can add its own findings (option values) to one report.
    public static func check(_ path: String, excluding: [String] = []) throws
        -> (file: GalleryFile, problems: [GalleryFileError.Problem]) {
        let bytes = try FileBytes.read(path)
        var checker = Checker(file: path, excluding: excluding)
        guard let document = checker.read(bytes) else {
            return (GalleryFile(path: path, root: ".", entries: []), checker.problems)
        }
        let file = checker.check(document.root)
        return (file, checker.problems)
    }

    /// Walks the JSON, collecting problems instead of stopping at the first.
    struct Checker: JSONFileChecker {
        let file: String
        let folder: String
        let excluding: [String]
        var problems: [GalleryFileError.Problem] = []
        var allFiles: [CaptureScanner.Found]?

        init(file: String, excluding: [String]) {
            self.file = file
            let dir = (file as NSString).deletingLastPathComponent
            self.folder = dir.isEmpty ? "." : dir
            self.excluding = excluding
        }

        mutating func problem(_ place: String, _ message: String) {
            problems.append(.init(place: place, message: message))
        }

        func resolve(_ p: String) -> String { p.hasPrefix("/") ? p : folder + "/" + p }

        mutating func check(_ json: JSONValue) -> GalleryFile {
            var result = GalleryFile(path: file, root: folder, bezels: nil, bezel: nil, entries: [])
            guard case .object(let top) = json else {
                problem("", "expected an object with \"entries\", got \(json.kind)")
                return result
            }
            unknownKeys(top, allowed: Self.allowedTop, place: "")
            if let v = top["version"], !(v.isNumber(1)) { problem("version", "expected 1, got \(v.kind)") }
            if let v = top["root"] { if let s = string(v, "root") { result.root = resolve(s) } }
            if let v = top["bezels"] { result.bezels = string(v, "bezels").map(resolve) }
            if let v = top["bezel"] { result.bezel = string(v, "bezel").map(resolve) }
            if result.bezels != nil && result.bezel != nil { problem("bezel", "give \"bezels\" (a folder) or \"bezel\" (one PNG), not both") }
            if !FileBytes.isDirectory(result.root) { problem("root", "expected a folder, but \(result.root) is not one") }
            let poses = top["poses"].flatMap { self.poses($0, "poses") }
            let angles = top["angles"].map { self.angles($0, "angles") } ?? [:]
            let settings = self.settings(top, place: "", root: result.root)
            guard let entriesValue = top["entries"] else {
                problem("entries", "missing: expected an array of entries, each with \"captures\"")
                return result
            }
            guard case .array(let entries) = entriesValue, !entries.isEmpty else {
                problem("entries", "expected a non-empty array of entries, got \(entriesValue.kind)")
                return result
            }
            var owners = SameFileNames<String>()
            for (i, e) in entries.enumerated() {
                let place = "entries[\(i)]"
                guard case .object(let fields) = e else {
                    problem(place, "expected an object with \"captures\", got \(e.kind)")
                    continue
                }
                unknownKeys(fields, allowed: Self.allowedEntry, place: place)
                var entry = Entry(place: place, captures: [], poses: poses, angles: angles, settings: settings)
                if let p = fields["poses"] { entry.poses = self.poses(p, place + ".poses") }
                if let a = fields["angles"] { entry.angles.merge(self.angles(a, place + ".angles")) { $1 } }
                entry.settings += self.settings(fields, place: place + ".", root: result.root)
                var prefix = ""
                if let o = fields["output"], let s = string(o, place + ".output") {
                    do { prefix = try OutputSafety.relativePath(s) + "/" } catch let e as BatchError {
                        problem(place + ".output", "expected a folder inside the output folder: \(e)")
                    } catch {}
                }
                if fields["captures"] != nil && fields["capture"] != nil {
                    problem(place, "give \"captures\" or \"capture\", not both")
                }
                let key = fields["captures"] != nil ? "captures" : "capture"
                guard let c = fields[key] else {
                    problem(place + ".captures", "missing: expected a path or glob (or an array of them), relative to the root")
                    continue
                }
                var specs: [(String, String)] = []
                switch c {
                case .string(let s): specs = [(s, "\(place).\(key)")]
                case .array(let list) where !list.isEmpty:
                    for (j, item) in list.enumerated() {
                        if let s = string(item, "\(place).\(key)[\(j)]") { specs.append((s, "\(place).\(key)[\(j)]")) }
                    }
                default: problem("\(place).\(key)", "expected a path or glob, or a non-empty array of them, got \(c.kind)")
                }
                for (spec, specPlace) in specs {
                    for found in captures(spec, root: result.root, place: specPlace) {
                        let name = prefix + PathText.removingExtension(found.relativePath)
                        // The same file matched twice in this entry (a name and a glob): taken once.
                        if entry.captures.contains(where: { $0.path == found.path && $0.name == name }) { continue }
                        if let owner = owners.claim(name, by: "\(specPlace) (\(found.relativePath))") {
                            problem(specPlace, "\(found.relativePath) would make the same outputs as \(owner.owner) "
                                + "(\(name)-… and \(owner.name)-…)" + SameFileNames<String>.reason(owner.name, name)
                                + "; give this entry its own \"output\" folder, or rename one")
                            continue
                        }
                        entry.captures.append(Capture(path: found.path, name: name))
                    }
                }
                result.entries.append(entry)
            }
            return result
        }

        static let allowedTop = (Array(GalleryFile.topKeys) + MockupSetting.allCases.map(\.rawValue)).sorted()
        static let allowedEntry = (Array(GalleryFile.entryKeys) + MockupSetting.allCases.map(\.rawValue)).sorted()

        mutating func poses(_ v: JSONValue, _ place: String) -> [Pose]? {
            let names = Pose.allCases.map(\.name)
            guard case .array(let list) = v, !list.isEmpty else {
                problem(place, "expected a non-empty array of poses (\(names.joined(separator: ", "))), got \(v.kind)")
                return nil
            }
            var out: [Pose] = []
            for (i, item) in list.enumerated() {
                guard case .string(let s) = item, let pose = Pose(rawValue: s) else {
                    problem("\(place)[\(i)]", "expected one of \(names.joined(separator: ", ")), got \(item.kind)")
                    continue
                }
                out.append(pose)
            }
            return out
        }

        /// An array of angles (for book and laptop) or an object `{"book": [...], "laptop": [...]}`.
        mutating func angles(_ v: JSONValue, _ place: String) -> [Pose: [Double]] {
            switch v {
            case .array:
                guard let list = angleList(v, place) else { return [:] }
                return [.book: list, .laptop: list]
            case .object(let fields):
                var out: [Pose: [Double]] = [:]
                for key in fields.keys.sorted() {
                    guard let pose = Pose(rawValue: key), pose.isFolded else {
                        problem("\(place).\(key)", "expected \"book\" or \"laptop\" (the poses that fold)")
                        continue
                    }
                    if let list = angleList(fields[key]!, "\(place).\(key)") { out[pose] = list }
                }
                return out
            default:
                problem(place, "expected an array of angles in degrees (\(FoldGeometry.foldAngleEnds.shut)–\(FoldGeometry.foldAngleEnds.flat)), or {\"book\": [...], \"laptop\": [...]}, got \(v.kind)")
                return [:]
            }
        }

        mutating func angleList(_ v: JSONValue, _ place: String) -> [Double]? {
            guard case .array(let list) = v, !list.isEmpty else {
                problem(place, "expected a non-empty array of angles in degrees (\(FoldGeometry.foldAngleEnds.shut)–\(FoldGeometry.foldAngleEnds.flat)), got \(v.kind)")
                return nil
            }
            var out: [Double] = []
            for (i, item) in list.enumerated() {
                guard case .number(let d) = item, FoldGeometry.foldAngles.contains(d) else {
                    let (shut, flat) = FoldGeometry.foldAngleEnds
                    problem("\(place)[\(i)]", "expected an angle in degrees from \(shut) to \(flat), got \(item.kind)")
                    continue
                }
                if !out.contains(d) { out.append(d) }
            }
            return out
        }

        /// The file's render settings among `fields`, each checked on its own by the library; a
        /// `cover` (the cover display's capture) is a file relative to `root`, which must exist.
        mutating func settings(_ fields: [String: JSONValue], place: String, root: String) -> [GallerySetting] {
            var out: [GallerySetting] = []
            for key in fields.keys.sorted() {
                guard let setting = MockupSetting(rawValue: key) else { continue }
                let v = fields[key]!, at = place + key
                let value: SettingValue
                switch (setting.kind, v) {
                case (.text, .string(let s)) where setting == .cover:
                    let path = s.hasPrefix("/") ? s : root + "/" + s
                    guard FileBytes.isRegularFile(path) else {
                        problem(at, "expected the cover display's capture, a file relative to the root (\(root)); \(path) is not one")
                        continue
                    }
                    value = .text(path)
                case (.text, .string(let s)): value = .text(s)
                case (.wholeNumber, .number(let n)), (.number, .number(let n)): value = .number(n)
                case (.flag, .bool(let b)): value = .flag(b)
                case (.text, _): problem(at, "expected a string, got \(v.kind)"); continue
                case (.wholeNumber, _): problem(at, "expected a whole number, got \(v.kind)"); continue
                case (.number, _): problem(at, "expected a number, got \(v.kind)"); continue
                case (.flag, _): problem(at, "expected true or false, got \(v.kind)"); continue
                }
                var scratch = MockupSettings()
                do {
                    try scratch.set(setting, to: value)
                    out.append(GallerySetting(setting: setting, value: value, place: at))
                } catch let e as SettingError {
                    problem(at, e.message(naming: { _ in "" }).trimmingSpaces)
                } catch {
                    problem(at, String(describing: error))
                }
            }
            return out
        }

        /// The captures a path or glob names, relative to `root`.
        mutating func captures(_ spec: String, root: String, place: String) -> [CaptureScanner.Found] {
            if Glob.isPattern(spec) {
                if spec.hasPrefix("/") || spec.split(separator: "/").contains("..") {
                    problem(place, "expected a glob inside the root (\(root)), got \"\(spec)\"")
                    return []
                }
                if allFiles == nil { allFiles = (try? CaptureScanner.allFiles(root, excluding: excluding)) ?? [] }
                let glob = Glob(spec)
                let matched = allFiles!.filter {
                    glob.matches($0.relativePath) && CaptureScanner.extensions.contains(CaptureScanner.pathExtension($0.relativePath))
                }
                if matched.isEmpty { problem(place, "no PNG, JPEG or recording under \(root) matches \"\(spec)\"") }
                return matched
            }
            let path = spec.hasPrefix("/") ? spec : root + "/" + spec
            if FileBytes.isDirectory(path) {
                problem(place, "\"\(spec)\" is a folder; expected a file or a glob such as \"\(spec)/**/*.png\"")
                return []
            }
            guard FileBytes.isRegularFile(path) else {
                problem(place, "no such file: \(path)")
                return []
            }
            guard let relative = Self.relative(path, to: root) else {
                problem(place, "\(path) lies outside the root (\(root)); set \"root\" to a folder that holds it")
                return []
            }
            return [CaptureScanner.Found(path: path, relativePath: relative)]
        }

        /// `path` relative to `root`, after normalising both ("." and ".." resolved); nil when outside.
        static func relative(_ path: String, to root: String) -> String? {
            func normal(_ p: String) -> [String] {
                PathText.absolute(p, in: FileManager.default.currentDirectoryPath).split(separator: "/").map(String.init)
            }
            let p = normal(path), r = normal(root)
            guard p.count > r.count, Array(p.prefix(r.count)) == r else { return nil }
            return p.dropFirst(r.count).joined(separator: "/")
        }
    }
}

extension JSONValue {
    func isNumber(_ n: Double) -> Bool {
        if case .number(let v) = self { return v == n }
        return false
    }
}

/// A gallery file's mistakes.
public typealias GalleryFileError = FileMistakes
