import _Batch
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
        /// Sub-folders of the input that could not be listed ("path: reason"); their captures are skipped.
        var unreadable: [String] = []
    }

    static func plan(input: String, outputDirectory: String, arguments a: ParsedArguments) throws -> Plan {
        // The command line's own mistakes first, as plain usage errors.
        let flags = try commandLine(a)
        if FileBytes.isDirectory(input) {
            do {
                try CaptureScanner.refuseOutputFolderAsInput(input: input, outputDirectory: outputDirectory)
            } catch let e as GalleryError {
                throw UsageError(e.description)
            }
            var unreadable: [String] = []
            let found = try CaptureScanner.scan(input, excluding: [outputDirectory], unreadable: &unreadable)
            if found.isEmpty { throw UsageError("\(input): no captures (PNG or JPEG files, or recordings) in the folder or below it") }
            var owners = SameFileNames<String>()
            var items: [GalleryItem] = []
            for f in found {
                let name = try OutputSafety.relativePath(PathText.removingExtension(f.relativePath))
                if let other = owners.claim(name, by: f.relativePath) {
                    throw UsageError("\(other.owner) and \(f.relativePath) would make the same outputs (\(name)-…)"
                                     + SameFileNames<String>.reason(other.name, name) + "; rename one")
                }
                items.append(GalleryItem(capturePath: f.path, name: name, poses: flags.poses, angles: flags.angles ?? [:],
                                         options: flags.settings.render, format: flags.settings.format,
                                         encode: flags.settings.encode, recording: flags.settings.recording))
            }
            return Plan(items: items, unreadable: unreadable)
        }
        guard FileBytes.isRegularFile(input) else { throw UsageError("\(input): no such file or folder") }
        guard CaptureScanner.pathExtension(input) == "json" else {
            throw UsageError("\(input): expected a folder of captures or a gallery file (.json); for one capture use render")
        }
        let (file, found) = try GalleryFile.check(input, excluding: [outputDirectory])
        var problems = found
        var items: [GalleryItem] = []
        do {
            items = try file.items(overriding: { try $0 = SharedOptions.settings(a, over: $0) },
                                   poses: flags.poses, angles: flags.angles)
        } catch let e as GalleryFileError {
            problems += e.problems
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

    /// What the command line alone asks for: its settings (checked together), and the poses and
    /// angles that replace a gallery file's when given.
    struct CommandLine {
        var settings: MockupSettings
        var poses: [Pose]?
        var angles: [Pose: [Double]]?
    }

    static func commandLine(_ a: ParsedArguments) throws -> CommandLine {
        if a.string("--pose") != nil { throw UsageError("gallery takes --poses LIST (e.g. open,book), not --pose") }
        let settings = try SharedOptions.validatedSettings(a, format: .png)
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
        var angles: [Pose: [Double]]?
        if let text = a.string("--angles") {
            let list = try text.split(separator: ",").map { word -> Double in
                guard let d = Double(String(word).trimmingSpaces), FoldGeometry.foldAngles.contains(d) else {
                    let (shut, flat) = FoldGeometry.foldAngleEnds
                    throw UsageError("--angles expects fold angles from \(shut) to \(flat) separated by commas, got '\(word)'")
                }
                return d
            }
            if list.isEmpty { throw UsageError("--angles expects at least one angle") }
            angles = [.book: list, .laptop: list]
            if let p = settings.render.foldAngleProblems(angles!, poses: poses).first {
                throw UsageError("--angles: \(p.pose.name) at \(OutputPaths.degreesLabel(p.degrees))°: \(ErrorText.line(for: p.error))")
            }
        }
        return CommandLine(settings: settings, poses: poses, angles: angles)
    }
}
