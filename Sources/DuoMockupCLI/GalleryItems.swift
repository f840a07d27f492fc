import _Batch
import _Support
import DuoMockup

/// The command line's part of a gallery's items (the library's `GalleryJob` reads the folder or
/// the gallery file): its settings, checked with the same rules as `render`, and its poses and
/// angles, each mistake a usage error naming the flag.
enum GalleryItems {
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
