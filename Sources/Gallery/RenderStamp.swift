import _Batch
import Mockup
import Codecs

/// What a gallery last made of one capture, stored in OUTDIR/.gallery/stamps/<name>.stamp and
/// written atomically after all of the capture's outputs are written. A later run skips the
/// capture when the key (the capture's bytes, the tool's version and every setting) and each
/// output's bezel key (the art's and the manifest's bytes) still agree and every output exists.
/// Invariant: `outputs` lists exactly the files the run that wrote the stamp produced.
package struct RenderStamp: Sendable, Equatable {
    /// One output and the key of the bezel art it was drawn with.
    public struct Entry: Sendable, Equatable {
        public var output: GalleryOutput
        public var bezelKey: String
        public init(output: GalleryOutput, bezelKey: String) { self.output = output; self.bezelKey = bezelKey }
    }

    public var key: String
    public var entries: [Entry]
    /// The key of the capture, the tool's version and the settings every output depends on
    /// (`GalleryItem.reuseKey`), when known:
    /// outputs of a stamp whose reuse key agrees are kept when only poses or angles changed.
    public var reuseKey: String?

    public init(key: String, entries: [Entry], reuseKey: String? = nil) {
        self.key = key; self.entries = entries; self.reuseKey = reuseKey
    }

    static let header = "duo-mockup gallery stamp 1"

    /// The key of an item: its capture's content hash, its settings and the tool's version.
    package static func key(captureHash: ContentHash, settings: String, version: String) -> String {
        var h = ContentHash.of(version)
        h.add(captureHash.hex)
        h.add(settings)
        return h.hex
    }

    /// Where the stamp of the item `name` lives, relative to OUTDIR.
    public static func file(for name: String) -> String {
        OutputSafety.reservedFolder + "/stamps/" + name + ".stamp"
    }

    /// The stamp as text: a header, the key, then one line per output (`pose deg bezel file`).
    public var text: String {
        var lines = [Self.header, "key \(key)"]
        if let reuseKey { lines.append("reuse \(reuseKey)") }
        for e in entries {
            let deg = e.output.degrees.map { String($0) } ?? "-"
            lines.append("output \(e.output.pose.name) \(deg) \(e.bezelKey) \(e.output.file)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Parses a stamp's text; nil when it is not a stamp of this version (it is then ignored and
    /// the capture rendered again).
    public static func parse(_ text: String) -> RenderStamp? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.count >= 2, lines[0] == header, lines[1].hasPrefix("key ") else { return nil }
        var stamp = RenderStamp(key: String(lines[1].dropFirst(4)), entries: [])
        var rest = lines.dropFirst(2)
        if let line = rest.first, line.hasPrefix("reuse ") {
            stamp.reuseKey = String(line.dropFirst(6))
            rest = rest.dropFirst()
        }
        for line in rest {
            let parts = line.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, parts[0] == "output", let pose = Pose(rawValue: String(parts[1])) else { return nil }
            let degrees: Double?
            if parts[2] == "-" { degrees = nil } else {
                guard let d = Double(parts[2]) else { return nil }
                degrees = d
            }
            stamp.entries.append(Entry(output: GalleryOutput(pose: pose, degrees: degrees, file: String(parts[4])),
                                       bezelKey: String(parts[3])))
        }
        return stamp
    }

    /// True when the stamp still describes what the item would make now.
    public func isCurrent(key: String, bezelKey: (Pose) -> String?, outputExists: (String) -> Bool) -> Bool {
        guard key == self.key, !entries.isEmpty else { return false }
        return entries.allSatisfy { e in
            bezelKey(e.output.pose.flatPose) == e.bezelKey && outputExists(e.output.file)
        }
    }
}
