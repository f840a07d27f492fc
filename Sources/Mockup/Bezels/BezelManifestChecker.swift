import _Support
import Raster

/// A bezel set's `bezels.json` walked with the package's JSON checker. Invariant: every mistake
/// is recorded once, at its place and position, and `manifest` holds entries only when there is
/// none.
struct BezelManifestChecker: JSONFileChecker {
    private(set) var mistakes: [JSONMistake] = []
    private var document = JSONDocument(root: .null)

    static let topKeys = ["format", "bezels", "scale", "crease_pt", "pose_bezel", "comment"]
    static let entryKeys = ["file", "screen", "cornerRadius", "hinge", "creaseWidth", "thickness",
                            "hole", "hole_radius", "size", "display_pt", "scale", "capture_size"]
    static let poseNames = "closed, closed-turned, open, upright or back"

    mutating func problem(_ place: String, _ message: String) {
        mistakes.append(JSONMistake(place: place, position: place.isEmpty ? nil : document.position(of: place), message: message))
    }

    /// The manifest `bytes` hold, or nil with `mistakes` recorded.
    mutating func manifest(_ bytes: [UInt8]) -> BezelManifest? {
        guard let read = read(bytes) else { return nil }
        document = read
        // Keys given twice were recorded before the document was known: give them their positions.
        mistakes = mistakes.map { JSONMistake(place: $0.place, position: document.position(of: $0.place), message: $0.message) }
        guard let root = document.root.objectValue else {
            problem("", "expected an object, {\"bezels\": {POSE: {\"file\": …}, …}}, got \(document.root.kind)")
            return nil
        }
        unknownKeys(root, allowed: Self.topKeys, place: "")
        if let format = root["format"], format.stringValue != BezelManifest.formatName {
            problem("format", "expected \"\(BezelManifest.formatName)\", got \(format.kind)")
        }
        guard let bezels = root["bezels"] else {
            problem("bezels", "missing (an object: pose → entry)")
            return nil
        }
        guard let byPose = bezels.objectValue else {
            problem("bezels", "expected an object (pose → entry), got \(bezels.kind)")
            return nil
        }
        var manifest = BezelManifest(entries: [])
        for key in byPose.keys.sorted() {
            let place = join("bezels", key)
            if key == "back" {
                manifest.back = back(byPose[key]!, place: place)
            } else if let pose = Pose(rawValue: key), Pose.flatPoses.contains(pose) {
                if let entry = entry(byPose[key]!, pose: pose, place: place) { manifest.entries.append(entry) }
            } else {
                problem(place, "unknown pose (expected \(Self.poseNames))")
            }
        }
        if byPose.keys.allSatisfy({ $0 == "back" }) { problem("bezels", "names no bezel") }
        guard mistakes.isEmpty else { return nil }
        manifest.entries.sort { Pose.flatPoses.firstIndex(of: $0.pose)! < Pose.flatPoses.firstIndex(of: $1.pose)! }
        return manifest
    }

    /// `bezels.back`: `{"file": "back.png"}`.
    private mutating func back(_ json: JSONValue, place: String) -> String? {
        guard let object = objectValue(json, place) else { return nil }
        unknownKeys(object, allowed: ["file"], place: place)
        return fileName(object, place: place)
    }

    private mutating func entry(_ json: JSONValue, pose: Pose, place: String) -> BezelManifest.Entry? {
        guard let object = objectValue(json, place) else { return nil }
        unknownKeys(object, allowed: Self.entryKeys, place: place)
        var entry = BezelManifest.Entry(pose: pose, file: fileName(object, place: place) ?? "")
        if let key = ["screen", "hole"].first(where: { object[$0] != nil }) {
            entry.screen = rect(object[key]!, join(place, key))
        }
        if let key = ["cornerRadius", "hole_radius"].first(where: { object[$0] != nil }) {
            entry.cornerRadius = length(object[key]!, join(place, key))
        }
        if let hinge = object["hinge"] {
            if pose.display != .inner {
                problem(join(place, "hinge"), "the cover display has no hinge")
            } else if let peers = hinge.objectValue {
                (entry.hinge, entry.creaseWidth) = peersHinge(peers, place: join(place, "hinge"))
            } else {
                entry.hinge = length(hinge, join(place, "hinge"))
            }
        }
        if let width = object["creaseWidth"] {
            if pose.display != .inner {
                problem(join(place, "creaseWidth"), "the cover display has no crease")
            } else {
                entry.creaseWidth = length(width, join(place, "creaseWidth"))
            }
        }
        if let thickness = object["thickness"] { entry.thickness = length(thickness, join(place, "thickness")) }
        return entry
    }

    /// The peers' hinge: `{"axis", "pos", "crease_px": [start, end]}`: the hinge line and the crease's width.
    private mutating func peersHinge(_ object: [String: JSONValue], place: String) -> (Double?, Double?) {
        unknownKeys(object, allowed: ["axis", "pos", "crease_px"], place: place)
        var hinge: Double?
        if let pos = object["pos"] { hinge = length(pos, join(place, "pos")) } else { problem(join(place, "pos"), "missing") }
        guard let crease = object["crease_px"] else { return (hinge, nil) }
        let creasePlace = join(place, "crease_px")
        guard let ends = crease.arrayValue, ends.count == 2 else {
            problem(creasePlace, "expected [start, end], got \(crease.kind)")
            return (hinge, nil)
        }
        guard let a = length(ends[0], creasePlace + "[0]"), let b = length(ends[1], creasePlace + "[1]") else { return (hinge, nil) }
        guard b >= a else {
            problem(creasePlace, "the end lies before the start")
            return (hinge, nil)
        }
        return (hinge, b - a)
    }

    /// The entry's `file`: a non-empty name.
    private mutating func fileName(_ object: [String: JSONValue], place: String) -> String? {
        guard let value = object["file"] else {
            problem(join(place, "file"), "missing (the PNG's name)")
            return nil
        }
        guard let name = value.stringValue, !name.isEmpty else {
            problem(join(place, "file"), "expected a file name, got \(value.kind)")
            return nil
        }
        return name
    }

    private mutating func objectValue(_ json: JSONValue, _ place: String) -> [String: JSONValue]? {
        guard let object = json.objectValue else {
            problem(place, "expected an object, got \(json.kind)")
            return nil
        }
        return object
    }

    private mutating func number(_ json: JSONValue, _ place: String) -> Double? {
        guard let value = json.numberValue else {
            problem(place, "expected a number, got \(json.kind)")
            return nil
        }
        return value
    }

    /// A number ≥ 0.
    private mutating func length(_ json: JSONValue, _ place: String) -> Double? {
        guard let value = number(json, place) else { return nil }
        guard value >= 0 else {
            problem(place, "expected a number ≥ 0, got \(NumberText.decimal(value, places: 1))")
            return nil
        }
        return value
    }

    /// A whole number ≥ `minimum`.
    private mutating func whole(_ json: JSONValue, _ place: String, minimum: Int) -> Int? {
        guard let value = number(json, place) else { return nil }
        guard value == value.rounded(), value >= Double(minimum), value < 1e9 else {
            problem(place, "expected a whole number ≥ \(minimum), got \(NumberText.decimal(value, places: 1))")
            return nil
        }
        return Int(value)
    }

    /// `{"x", "y", "width", "height"}` or `[x, y, width, height]`, whole pixels.
    private mutating func rect(_ json: JSONValue, _ place: String) -> PixelRect? {
        let minimums = [("x", 0), ("y", 0), ("width", 1), ("height", 1)]
        var sides: [Int?] = []
        if let list = json.arrayValue {
            guard list.count == 4 else {
                problem(place, "expected [x, y, width, height], got \(list.count) number\(list.count == 1 ? "" : "s")")
                return nil
            }
            for (n, (_, minimum)) in minimums.enumerated() { sides.append(whole(list[n], "\(place)[\(n)]", minimum: minimum)) }
        } else if let object = json.objectValue {
            unknownKeys(object, allowed: minimums.map(\.0), place: place)
            for (key, minimum) in minimums {
                if let value = object[key] {
                    sides.append(whole(value, join(place, key), minimum: minimum))
                } else {
                    problem(join(place, key), "missing")
                    sides.append(nil)
                }
            }
        } else {
            problem(place, "expected {\"x\", \"y\", \"width\", \"height\"} or [x, y, width, height], got \(json.kind)")
            return nil
        }
        guard let x = sides[0], let y = sides[1], let width = sides[2], let height = sides[3] else { return nil }
        return PixelRect(x: x, y: y, width: width, height: height)
    }
}
