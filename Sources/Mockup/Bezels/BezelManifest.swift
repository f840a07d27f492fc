import _Support
import Foundation
import Raster

/// A bezel set's `bezels.json`, parsed and checked field by field: invariant: each entry names a
/// flat pose once, a non-empty file name, and sizes/radii/widths that are finite and not negative.
///
/// Format (Docs/Bezels.md): `{"format": "duo-mockup-bezels/1", "bezels": {POSE: ENTRY, ...}}`,
/// POSE one of closed, closed-turned, open, upright (and `back`: `{"file": "x.png"}`, the device's
/// back); ENTRY `{"file": "x.png", "screen": {"x", "y",
/// "width", "height"} or [x, y, w, h], "cornerRadius", "hinge", "creaseWidth", "thickness"}`, all
/// but `file` optional. The peers' format (`"hole": [x, y, w, h]`, `"hole_radius"`, `"hinge":
/// {"pos", "crease_px": [a, b]}`) is read too.
public struct BezelManifest: Sendable {
    /// What the manifest says about one pose's art.
    public struct Entry: Sendable, Equatable {
        public var pose: Pose
        /// The PNG's name, relative to the manifest's folder.
        public var file: String
        /// The screen's rectangle in art pixels; nil: detected.
        public var screen: PixelRect?
        /// The screen's corner radius in art pixels; nil: estimated.
        public var cornerRadius: Double?
        /// The hinge line (x for open, y for upright) in art pixels; nil: the screen's middle.
        public var hinge: Double?
        /// The crease band's width in art pixels; nil: 40 pt at the art's scale.
        public var creaseWidth: Double?
        /// The body's thickness in art pixels; nil: the renderer's default.
        public var thickness: Double?
    }

    /// The file name the tool looks for in a bezel folder.
    public static let fileName = "bezels.json"
    /// The value of the "format" field this version writes.
    public static let formatName = "duo-mockup-bezels/1"

    /// The entries, in the order of `Pose.flatPoses`.
    public var entries: [Entry]
    /// The device's back (`bezels.back.file`), relative to the manifest's folder; nil: none.
    public var back: String? = nil

    /// The entry for a flat pose, if the manifest has one.
    public func entry(for pose: Pose) -> Entry? { entries.first { $0.pose == pose.flatPose } }

    /// Reads and checks the manifest at `path`.
    public static func read(path: String) throws -> BezelManifest {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BezelError.unreadable(file: path, problem: "cannot read the file")
        }
        return try parse(data, file: path)
    }

    /// Parses and checks manifest JSON; errors name `file` and the offending field.
    public static func parse(_ data: Data, file: String) throws -> BezelManifest {
        let document: JSONDocument
        do {
            document = try JSONReader.read([UInt8](data))
        } catch {
            throw BezelError.unreadable(file: file, problem: "\(error)")
        }
        let fields = Fields(file: file, path: "")
        if let twice = document.duplicateKeys.first {
            throw BezelError.manifest(file: file, place: twice, problem: "given twice; keep one (JSON readers disagree on which one counts)")
        }
        let root = try fields.object(document.root)
        try fields.allow(root, keys: ["format", "bezels", "scale", "crease_pt", "pose_bezel", "comment"])
        if let format = root["format"] {
            guard format.stringValue == formatName else {
                throw fields.error("format", "expected \"\(formatName)\"")
            }
        }
        guard let bezels = root["bezels"] else { throw fields.error("bezels", "missing (an object: pose → entry)") }
        let byPose = try fields.nested("bezels").object(bezels)
        var entries: [Entry] = []
        var back: String?
        for key in byPose.keys.sorted() {
            if key == "back" {
                let backFields = fields.nested("bezels.back")
                let object = try backFields.object(byPose[key]!)
                try backFields.allow(object, keys: ["file"])
                guard let file = object["file"]?.stringValue, !file.isEmpty else {
                    throw backFields.error("file", object["file"] == nil ? "missing (the PNG's name)" : "expected a file name")
                }
                back = file
                continue
            }
            guard let pose = Pose(rawValue: key), Pose.flatPoses.contains(pose) else {
                throw fields.error("bezels." + key, "unknown pose (expected closed, closed-turned, open, upright or back)")
            }
            entries.append(try entry(byPose[key]!, pose: pose, fields: fields.nested("bezels." + key)))
        }
        if entries.isEmpty { throw fields.error("bezels", "names no bezel") }
        entries.sort { Pose.flatPoses.firstIndex(of: $0.pose)! < Pose.flatPoses.firstIndex(of: $1.pose)! }
        return BezelManifest(entries: entries, back: back)
    }

    private static func entry(_ json: JSONValue, pose: Pose, fields: Fields) throws -> Entry {
        let object = try fields.object(json)
        try fields.allow(object, keys: ["file", "screen", "cornerRadius", "hinge", "creaseWidth", "thickness",
                                        "hole", "hole_radius", "size", "display_pt", "scale", "capture_size"])
        guard let fileValue = object["file"] else { throw fields.error("file", "missing (the PNG's name)") }
        guard let file = fileValue.stringValue, !file.isEmpty else { throw fields.error("file", "expected a file name") }
        var entry = Entry(pose: pose, file: file)
        if let screen = object["screen"] ?? object["hole"] {
            entry.screen = try fields.rect(screen, name: object["screen"] != nil ? "screen" : "hole")
        }
        if let radius = object["cornerRadius"] ?? object["hole_radius"] {
            entry.cornerRadius = try fields.length(radius, name: object["cornerRadius"] != nil ? "cornerRadius" : "hole_radius")
        }
        if let hinge = object["hinge"] {
            guard pose.display == .inner else { throw fields.error("hinge", "the cover display has no hinge") }
            if let peers = hinge.objectValue {
                let hingeFields = fields.nested("hinge")
                try hingeFields.allow(peers, keys: ["axis", "pos", "crease_px"])
                guard let pos = peers["pos"] else { throw hingeFields.error("pos", "missing") }
                entry.hinge = try hingeFields.length(pos, name: "pos")
                if let crease = peers["crease_px"] {
                    guard let ends = crease.arrayValue, ends.count == 2 else {
                        throw hingeFields.error("crease_px", "expected [start, end]")
                    }
                    let a = try hingeFields.length(ends[0], name: "crease_px"), b = try hingeFields.length(ends[1], name: "crease_px")
                    guard b >= a else { throw hingeFields.error("crease_px", "the end lies before the start") }
                    entry.creaseWidth = b - a
                }
            } else {
                entry.hinge = try fields.length(hinge, name: "hinge")
            }
        }
        if let width = object["creaseWidth"] {
            guard pose.display == .inner else { throw fields.error("creaseWidth", "the cover display has no crease") }
            entry.creaseWidth = try fields.length(width, name: "creaseWidth")
        }
        if let thickness = object["thickness"] { entry.thickness = try fields.length(thickness, name: "thickness") }
        return entry
    }

    /// Checks an entry against its art: the screen within the art, the hinge within the screen.
    func check(_ entry: Entry, artWidth: Int, artHeight: Int, manifestPath: String) throws {
        let fields = Fields(file: manifestPath, path: "bezels.\(entry.pose.rawValue).")
        if let rect = entry.screen, !PixelRect(x: 0, y: 0, width: artWidth, height: artHeight).contains(rect) {
            throw fields.error("screen", "\(rect.width)×\(rect.height) at (\(rect.x), \(rect.y)) does not lie within "
                               + "\(entry.file) (\(artWidth)×\(artHeight))")
        }
        if let hinge = entry.hinge, let rect = entry.screen {
            let span = entry.pose == .open ? (Double(rect.minX), Double(rect.maxX)) : (Double(rect.minY), Double(rect.maxY))
            guard hinge > span.0 && hinge < span.1 else {
                throw fields.error("hinge", "\(NumberText.decimal(hinge, places: 1)) lies outside the screen "
                                   + "(\(Int(span.0))–\(Int(span.1)))")
            }
        }
        if let radius = entry.cornerRadius, let rect = entry.screen,
           radius > Double(min(rect.width, rect.height)) / 2 {
            throw fields.error("cornerRadius", "\(NumberText.decimal(radius, places: 1)) is more than half the screen's shorter side")
        }
    }
}

/// Reads typed fields from parsed JSON, with errors "FILE: a.b.c: problem".
private struct Fields {
    let file: String
    /// The dotted path of the object being read, ending in "." when not empty.
    let path: String

    func nested(_ name: String) -> Fields { Fields(file: file, path: path + name + ".") }

    func error(_ field: String, _ problem: String) -> BezelError {
        BezelError.manifest(file: file, place: path + field, problem: problem)
    }

    func object(_ json: JSONValue) throws -> [String: JSONValue] {
        guard let object = json.objectValue else {
            throw BezelError.manifest(file: file, place: path.isEmpty ? "the top level" : String(path.dropLast()), problem: "expected an object")
        }
        return object
    }

    func allow(_ object: [String: JSONValue], keys: Set<String>) throws {
        if let unknown = object.keys.sorted().first(where: { !keys.contains($0) }) {
            throw error(unknown, "unknown field (expected one of: \(keys.sorted().joined(separator: ", ")))")
        }
    }

    func number(_ json: JSONValue, name: String) throws -> Double {
        guard let value = json.numberValue else { throw error(name, "expected a number") }
        return value
    }

    /// A number ≥ 0.
    func length(_ json: JSONValue, name: String) throws -> Double {
        let value = try number(json, name: name)
        guard value >= 0 else { throw error(name, "expected a number ≥ 0, got \(NumberText.decimal(value, places: 1))") }
        return value
    }

    /// A whole number, ≥ `minimum`.
    func whole(_ json: JSONValue, name: String, minimum: Int) throws -> Int {
        let value = try number(json, name: name)
        guard value == value.rounded(), value >= Double(minimum), value < 1e9 else {
            throw error(name, "expected a whole number ≥ \(minimum), got \(NumberText.decimal(value, places: 1))")
        }
        return Int(value)
    }

    /// `{"x", "y", "width", "height"}` or `[x, y, width, height]`, whole pixels.
    func rect(_ json: JSONValue, name: String) throws -> PixelRect {
        if let list = json.arrayValue {
            guard list.count == 4 else { throw error(name, "expected [x, y, width, height]") }
            return PixelRect(x: try whole(list[0], name: name, minimum: 0), y: try whole(list[1], name: name, minimum: 0),
                        width: try whole(list[2], name: name, minimum: 1), height: try whole(list[3], name: name, minimum: 1))
        }
        let inner = nested(name)
        guard let object = json.objectValue else {
            throw error(name, "expected {\"x\", \"y\", \"width\", \"height\"} or [x, y, width, height]")
        }
        try inner.allow(object, keys: ["x", "y", "width", "height"])
        func field(_ key: String, minimum: Int) throws -> Int {
            guard let value = object[key] else { throw inner.error(key, "missing") }
            return try inner.whole(value, name: key, minimum: minimum)
        }
        return PixelRect(x: try field("x", minimum: 0), y: try field("y", minimum: 0),
                    width: try field("width", minimum: 1), height: try field("height", minimum: 1))
    }
}
