import Codecs
import Mockup

/// Options given where they do not apply (a fold's camera on a flat pose, JPEG settings for a
/// PNG): each is named once in a note instead of being silently ignored.
enum IgnoredOptions {
    /// One note line (without the "duo-mockup: note: " prefix) per option of `a` that has no
    /// effect on a render of `pose` written as `format`.
    static func notes(_ a: ParsedArguments, pose: Pose, format: ImageFormat) -> [String] {
        var notes: [String] = []
        func note(_ key: String, _ why: String) {
            if a.has(key) { notes.append("\(key) \(why); ignored") }
        }
        if !pose.isFolded {
            for key in ["--elevation", "--distance", "--thickness", "--no-shading", "--no-shadow"] {
                note(key, "applies to the folded poses (book, laptop), not to \(pose.name)")
            }
        } else if pose != .laptop {
            note("--elevation", "applies to the laptop pose, not to \(pose.name)")
        }
        switch format {
        case .png:
            note("--quality", "applies to JPEG output, not to PNG")
            note("--chroma", "applies to JPEG output, not to PNG")
        case .jpeg:
            note("--png-level", "applies to PNG output, not to JPEG")
        }
        return notes
    }
}
