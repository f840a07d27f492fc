import _Support

/// A keyframe file read with the package's JSON checker: `{"keyframes": [{"time": 0, "deg":
/// 180}, {"time": 1.2, "deg": 128, "turn": 20, "ease": "spring"}]}`, or the array alone.
/// Invariant: every mistake is recorded at its place and position; `keyframes` holds a keyframe
/// for each entry only when there is none.
struct KeyframeFile: JSONFileChecker {
    var problems: [KeyframeError.Problem] = []
    var document = JSONDocument(root: .null)

    static let fields = ["time", "deg", "degrees", "turn", "tilt", "ease", "easing"]

    mutating func problem(_ place: String, _ message: String) {
        problems.append(.init(place: place, position: place.isEmpty ? nil : document.position(of: place), message: message))
    }

    /// The keyframes of `bytes`, or nil with `problems` recorded.
    mutating func keyframes(_ bytes: [UInt8], easing: Easing) -> [Keyframe]? {
        guard let read = read(bytes) else { return nil }
        document = read
        // Keys given twice were recorded before the document was known: give them their positions.
        problems = problems.map { .init(place: $0.place, position: document.position(of: $0.place), message: $0.message) }
        let listPlace: String
        let list: [JSONValue]
        if let array = document.root.arrayValue {
            (listPlace, list) = ("", array)
        } else if let array = document.root["keyframes"]?.arrayValue {
            (listPlace, list) = ("keyframes", array)
        } else {
            problem("", "expected {\"keyframes\": [...]} or an array of keyframes, got \(document.root.kind)")
            return nil
        }
        var keyframes: [Keyframe] = []
        for (n, entry) in list.enumerated() {
            let place = "\(listPlace)[\(n)]"
            guard let object = entry.objectValue else {
                problem(place, "expected a keyframe, {\"time\": …, \"deg\": …}, got \(entry.kind)")
                continue
            }
            unknownKeys(object, allowed: Self.fields, place: place)
            let time = number(object, "time", place, required: true)
            let degreesKey = object["deg"] == nil && object["degrees"] != nil ? "degrees" : "deg"
            let degrees = number(object, degreesKey, place, required: true)
            let turn = number(object, "turn", place, required: false), tilt = number(object, "tilt", place, required: false)
            var frame = Keyframe(time: time ?? 0, degrees: degrees ?? 0, turn: turn, tilt: tilt, easing: easing)
            let easeKey = object["ease"] == nil && object["easing"] != nil ? "easing" : "ease"
            if let name = object[easeKey] {
                if let text = name.stringValue, let e = Easing(name: text) {
                    frame.easing = e
                } else {
                    problem(join(place, easeKey), "expected an easing (\(Easing.names)), got \(name.kind)")
                }
            }
            keyframes.append(frame)
        }
        return problems.isEmpty ? keyframes : nil
    }

    /// The number at `object[key]`; a mistake when it is something else, or missing and `required`.
    mutating func number(_ object: [String: JSONValue], _ key: String, _ place: String, required: Bool) -> Double? {
        guard let value = object[key] else {
            if required { problem(place, "missing \"\(key)\"") }
            return nil
        }
        guard let n = value.numberValue else {
            problem(join(place, key), "expected a number, got \(value.kind)")
            return nil
        }
        return n
    }
}
