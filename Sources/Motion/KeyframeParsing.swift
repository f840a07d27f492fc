import Foundation

/// The spellings of keyframes: the simulator kit's `--path "DURATION ANGLE ANGLE …"`, the inline
/// `--keyframes "TIME:DEG[@turn=T][@tilt=T][@EASING], …"` and a JSON keyframe file. Each returns
/// keyframes in the order given; `Timeline` checks them.
public enum KeyframeParsing {
    /// `"1.0 180 128 180"`: every move between consecutive angles takes DURATION seconds; with
    /// `hold` > 0 each angle is held that long before the clip moves on (the last one too).
    public static func path(_ text: String, easing: Easing = .easeInOut, hold: Double = 0) throws -> [Keyframe] {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        guard words.count >= 3 else {
            throw MotionError("--path \"\(text)\": give a duration in seconds, then at least two angles (e.g. \"1.0 180 128 180\")")
        }
        guard let duration = Double(words[0]), duration.isFinite else {
            throw MotionError("--path: '\(words[0])' is not a duration in seconds")
        }
        guard duration > 0 else { throw MotionError("--path: the duration must be above 0 s, got \(words[0])") }
        var keyframes: [Keyframe] = []
        var time = 0.0
        for (i, word) in words.dropFirst().enumerated() {
            guard let degrees = Double(word), degrees.isFinite else { throw MotionError("--path: '\(word)' is not an angle in degrees") }
            if i > 0 { time += duration }
            keyframes.append(Keyframe(time: time, degrees: degrees, easing: easing))
            if hold > 0 {
                time += hold
                keyframes.append(Keyframe(time: time, degrees: degrees, easing: .linear))
            }
        }
        return keyframes
    }

    /// `"0:180, 1.2:128@turn=20@spring, 2.4:180"`.
    public static func inline(_ text: String, easing: Easing = .easeInOut) throws -> [Keyframe] {
        var keyframes: [Keyframe] = []
        for item in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
            let parts = item.split(separator: "@").map { $0.trimmingCharacters(in: .whitespaces) }
            // An item of attributes alone ("@@") has no TIME:DEGREES part at all.
            let head = item.hasPrefix("@") ? [] : (parts.first ?? "").split(separator: ":", omittingEmptySubsequences: false)
            guard head.count == 2, let time = Double(head[0]), time.isFinite, let degrees = Double(head[1]), degrees.isFinite else {
                throw MotionError("--keyframes: '\(item)' is not TIME:DEGREES (e.g. 1.2:128@turn=20)")
            }
            var frame = Keyframe(time: time, degrees: degrees, easing: easing)
            for attribute in parts.dropFirst() {
                let pair = attribute.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard !pair.isEmpty else { throw MotionError("--keyframes: an empty attribute (between two '@') in '\(item)'") }
                if pair.count == 1 {
                    guard let e = Easing(name: pair[0]) else {
                        throw MotionError("--keyframes: '\(attribute)' in '\(item)' is not turn=, tilt=, ease= or an easing (\(Easing.names))")
                    }
                    frame.easing = e
                    continue
                }
                switch pair[0].lowercased() {
                case "turn", "tilt":
                    guard let v = Double(pair[1]), v.isFinite else {
                        throw MotionError("--keyframes: '\(pair[1])' in '\(item)' is not a number of degrees")
                    }
                    if pair[0].lowercased() == "turn" { frame.turn = v } else { frame.tilt = v }
                case "ease", "easing":
                    guard let e = Easing(name: pair[1]) else {
                        throw MotionError("--keyframes: unknown easing '\(pair[1])' in '\(item)' (\(Easing.names))")
                    }
                    frame.easing = e
                default:
                    throw MotionError("--keyframes: unknown field '\(pair[0])' in '\(item)' (turn, tilt, ease)")
                }
            }
            keyframes.append(frame)
        }
        return keyframes
    }

    /// A JSON file: `{"keyframes": [{"time": 0, "deg": 180}, {"time": 1.2, "deg": 128, "turn": 20,
    /// "ease": "spring"}]}`, or the array alone. Errors name `file`.
    public static func file(_ file: String, data: Data, easing: Easing = .easeInOut) throws -> [Keyframe] {
        let root: Any
        do { root = try JSONSerialization.jsonObject(with: data) } catch {
            throw MotionError("\(file): not valid JSON (\((error as NSError).localizedDescription))")
        }
        let list: [Any]
        if let array = root as? [Any] { list = array } else if let object = root as? [String: Any], let array = object["keyframes"] as? [Any] {
            list = array
        } else {
            throw MotionError("\(file): expected {\"keyframes\": [...]} or an array of keyframes")
        }
        return try list.enumerated().map { (n, entry) in
            guard let object = entry as? [String: Any] else { throw MotionError("\(file): keyframe \(n + 1) is not an object") }
            for key in object.keys where !["time", "deg", "degrees", "turn", "tilt", "ease", "easing"].contains(key) {
                throw MotionError("\(file): keyframe \(n + 1) has an unknown field '\(key)' (time, deg, turn, tilt, ease)")
            }
            func number(_ key: String) throws -> Double? {
                guard let value = object[key] else { return nil }
                guard let d = (value as? NSNumber)?.doubleValue, d.isFinite else {
                    throw MotionError("\(file): keyframe \(n + 1): '\(key)' must be a number")
                }
                return d
            }
            guard let time = try number("time") else { throw MotionError("\(file): keyframe \(n + 1) has no 'time'") }
            guard let degrees = try number("deg") ?? number("degrees") else { throw MotionError("\(file): keyframe \(n + 1) has no 'deg'") }
            var frame = Keyframe(time: time, degrees: degrees, turn: try number("turn"), tilt: try number("tilt"), easing: easing)
            if let name = object["ease"] ?? object["easing"] {
                guard let text = name as? String, let e = Easing(name: text) else {
                    throw MotionError("\(file): keyframe \(n + 1): unknown easing '\(name)' (\(Easing.names))")
                }
                frame.easing = e
            }
            return frame
        }
    }
}
