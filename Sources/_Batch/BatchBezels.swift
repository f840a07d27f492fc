import Mockup
import Foundation

/// The bezel art a batch (a gallery, store pages) renders with, and a key per flat pose that
/// changes whenever the art's file or the set's manifest changes (by content), for its stamps.
/// Invariant: `keys` holds a key for every flat pose the source has art for.
public struct BatchBezels: Sendable {
    public let source: BezelSource
    public let keys: [Pose: String]
    /// The bezel files (and manifest), so that no output ever replaces them.
    public let files: [String]

    public init(source: BezelSource) {
        self.source = source
        var keys: [Pose: String] = [:]
        var files: [String] = []
        var byFile: [String: String] = [:]
        for pose in Pose.flatPoses {
            guard let bezel = try? source.bezel(for: pose) else { continue }
            if let known = byFile[bezel.path] {
                keys[pose] = known
                continue
            }
            var h = ContentHash.of(pose.name)
            h.add((try? ContentHash.ofFile(bezel.path).hex) ?? "unreadable")
            let manifest = (bezel.path as NSString).deletingLastPathComponent + "/bezels.json"
            if let m = try? ContentHash.ofFile(manifest) {
                h.add(m.hex)
                if !files.contains(manifest) { files.append(manifest) }
            }
            keys[pose] = h.hex
            byFile[bezel.path] = h.hex
            files.append(bezel.path)
        }
        self.keys = keys
        self.files = files
    }
}
