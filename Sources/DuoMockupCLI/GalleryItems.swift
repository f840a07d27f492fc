import _Support
import DuoMockup

/// Turns a gallery's input (a folder of captures or a gallery file) and the command line into
/// the items to render, checking every setting with the same rules as `render`. Every mistake
/// of a gallery file is collected with its place and thrown together as a `GalleryFileError`.
enum GalleryItems {
    /// The items and the gallery file's bezel choice (the command line's wins).
    struct Plan {
        var items: [GalleryItem]
        var bezels: String?
        var bezel: String?
        var galleryFile: String?
    }

    static func plan(input: String, outputDirectory: String, arguments a: ParsedArguments) throws -> Plan {
        // The command line's own mistakes first, as plain usage errors.
        _ = try itemSettings(arguments: a, fileSettings: [], place: nil)
        if FileBytes.isDirectory(input) {
            let found = try CaptureScanner.scan(input, excluding: [outputDirectory])
            if found.isEmpty { throw UsageError("\(input): no captures (PNG or JPEG files) in the folder or below it") }
            var owners: [String: String] = [:]
            var items: [GalleryItem] = []
            let settings = try itemSettings(arguments: a, fileSettings: [], place: nil)
            for f in found {
                let name = try OutputSafety.relativePath(PathText.removingExtension(f.relativePath))
                if let other = owners[name] {
                    throw UsageError("\(other) and \(f.relativePath) would make the same outputs (\(name)-…); rename one")
                }
                owners[name] = f.relativePath
                items.append(settings.item(path: f.path, name: name))
            }
            return Plan(items: items)
        }
        guard FileBytes.isRegularFile(input) else { throw UsageError("\(input): no such file or folder") }
        guard CaptureScanner.pathExtension(input) == "json" else {
            throw UsageError("\(input): expected a folder of captures or a gallery file (.json); for one capture use render")
        }
        let (file, found) = try GalleryFile.check(input, excluding: [outputDirectory])
        var problems = found
        var items: [GalleryItem] = []
        for entry in file.entries {
            do {
                var settings = try itemSettings(arguments: a, fileSettings: entry.settings, place: entry.place)
                if a.string("--poses") == nil, let poses = entry.poses { settings.poses = poses }
                if a.string("--angles") == nil, !entry.angles.isEmpty { settings.angles = entry.angles }
                for c in entry.captures { items.append(settings.item(path: c.path, name: c.name)) }
            } catch let e as GalleryFileError {
                problems += e.problems
            }
        }
        if !problems.isEmpty {
            // In the file's order: the top level first, then entry by entry (stable within each).
            let ordered = problems.enumerated().sorted { (entryIndex($0.element.place), $0.offset) < (entryIndex($1.element.place), $1.offset) }
            throw GalleryFileError(file: input, problems: ordered.map(\.element))
        }
        return Plan(items: items, bezels: file.bezels, bezel: file.bezel, galleryFile: input)
    }

    /// The entry a problem's place is in (-1 for the top level).
    private static func entryIndex(_ place: String) -> Int {
        guard place.hasPrefix("entries[") else { return -1 }
        return Int(place.dropFirst(8).prefix { $0.isNumber }) ?? -1
    }

    /// Everything an item takes from the settings: options, format, encoding, poses, angles.
    struct Settings {
        var options: RenderOptions
        var format: ImageFormat
        var encode: EncodeOptions
        var poses: [Pose]?
        var angles: [Pose: [Double]]

        func item(path: String, name: String) -> GalleryItem {
            GalleryItem(capturePath: path, name: name, poses: poses, angles: angles, options: options,
                        format: format, encode: encode)
        }
    }

    static let formats = ["png", "jpeg", "jpg"]

    /// The settings of a gallery file (top level then entry) under the command line's, checked one
    /// by one (so that a mistake is reported at its place) and then together.
    static func itemSettings(arguments a: ParsedArguments, fileSettings: [GallerySetting], place: String?) throws -> Settings {
        var problems: [GalleryFileError.Problem] = []
        var merged = ParsedArguments()
        for s in fileSettings {
            var single = ParsedArguments()
            apply(s, to: &single)
            do {
                _ = try check(single)
                apply(s, to: &merged)
            } catch {
                problems.append(.init(place: s.place, message: DuoMockupTool.oneLine(error)))
            }
        }
        for (key, value) in a.values { merged.values[key] = value }
        for flag in a.flags { merged.flags.insert(flag) }
        if !problems.isEmpty { throw GalleryFileError(file: "", problems: problems) }
        do {
            return try check(merged)
        } catch let e as UsageError {
            guard let place else { throw e }
            throw GalleryFileError(file: "", problems: [.init(place: place, message: e.message)])
        }
    }

    private static func apply(_ s: GallerySetting, to a: inout ParsedArguments) {
        switch s.value {
        case .text(let t): a.values[s.option] = t
        case .flag(true): a.flags.insert(s.option)
        case .flag(false): a.flags.remove(s.option)
        }
    }

    /// Checks the options and builds the settings.
    private static func check(_ a: ParsedArguments) throws -> Settings {
        let formatName = try a.choice("--format", of: formats) ?? "png"
        let format: ImageFormat = formatName == "png" ? .png : .jpeg
        if a.string("--pose") != nil { throw UsageError("gallery takes --poses LIST (e.g. open,book), not --pose") }
        var options = try SharedOptions.renderOptions(a, outputFormat: format)
        if format == .jpeg && options.framing.background == nil { options.framing.background = .white }
        let encode = try SharedOptions.encodeOptions(a)
        var poses: [Pose]?
        if let text = a.string("--poses") {
            poses = try text.split(separator: ",").map { word in
                let w = String(word).trimmingSpaces
                guard let p = Pose(rawValue: w) else {
                    var message = "--poses expects poses from \(SharedOptions.poseNames.joined(separator: ", ")), got '\(w)'"
                    if let near = nearest(to: w, among: SharedOptions.poseNames) { message += "; did you mean '\(near)'?" }
                    throw UsageError(message)
                }
                return p
            }
            if poses!.isEmpty { throw UsageError("--poses expects at least one pose") }
        }
        var angles: [Pose: [Double]] = [:]
        if let text = a.string("--angles") {
            let list = try text.split(separator: ",").map { word -> Double in
                guard let d = Double(String(word).trimmingSpaces), (0...180).contains(d) else {
                    throw UsageError("--angles expects fold angles from 0 to 180 separated by commas, got '\(word)'")
                }
                return d
            }
            if list.isEmpty { throw UsageError("--angles expects at least one angle") }
            angles = [.book: list, .laptop: list]
        }
        return Settings(options: options, format: format, encode: encode, poses: poses, angles: angles)
    }
}
