import Foundation

/// The spellings of keyframes: the simulator kit's path, "DURATION ANGLE ANGLE …", the inline
/// keyframes, "TIME:DEG[@turn=T][@tilt=T][@EASING], …", and a JSON keyframe file. Each returns
/// keyframes in the order given; `Timeline` checks them.
public enum KeyframeParsing {
    /// `"1.0 180 128 180"`: every move between consecutive angles takes DURATION seconds; with
    /// `hold` > 0 each angle is held that long before the clip moves on (the last one too).
    /// A named path (`ClipPreset`, e.g. `unfold`) stands for its keyframes.
    public static func path(_ text: String, easing: Easing = .easeInOut, hold: Double = 0) throws -> [Keyframe] {
        if let preset = ClipPreset(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()) {
            return preset.keyframes(easing: easing)
        }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        guard words.count >= 3 else {
            throw KeyframeError.pathTooShort(text)
        }
        guard let duration = Double(words[0]), duration.isFinite else {
            throw KeyframeError.pathDurationNotANumber(words[0])
        }
        guard duration > 0 else { throw KeyframeError.pathDurationNotPositive(words[0]) }
        var keyframes: [Keyframe] = []
        var time = 0.0
        for (i, word) in words.dropFirst().enumerated() {
            guard let degrees = Double(word), degrees.isFinite else { throw KeyframeError.pathAngleNotANumber(word) }
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
                throw KeyframeError.inlineNotTimeAndDegrees(item: item)
            }
            var frame = Keyframe(time: time, degrees: degrees, easing: easing)
            for attribute in parts.dropFirst() {
                let pair = attribute.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard !pair.isEmpty else { throw KeyframeError.inlineEmptyAttribute(item: item) }
                if pair.count == 1 {
                    guard let e = Easing(name: pair[0]) else {
                        throw KeyframeError.inlineNotAnAttribute(attribute: attribute, item: item)
                    }
                    frame.easing = e
                    continue
                }
                switch pair[0].lowercased() {
                case "turn", "tilt":
                    guard let v = Double(pair[1]), v.isFinite else {
                        throw KeyframeError.inlineNotDegrees(value: pair[1], item: item)
                    }
                    if pair[0].lowercased() == "turn" { frame.turn = v } else { frame.tilt = v }
                case "ease", "easing":
                    guard let e = Easing(name: pair[1]) else {
                        throw KeyframeError.inlineUnknownEasing(name: pair[1], item: item)
                    }
                    frame.easing = e
                default:
                    throw KeyframeError.inlineUnknownField(name: pair[0], item: item)
                }
            }
            keyframes.append(frame)
        }
        return keyframes
    }

    /// A JSON file: `{"keyframes": [{"time": 0, "deg": 180}, {"time": 1.2, "deg": 128, "turn": 20,
    /// "ease": "spring"}]}`, or the array alone. Every mistake is reported, each at its place and
    /// position, in one `KeyframeError.file` naming `file`.
    public static func file(_ file: String, data: Data, easing: Easing = .easeInOut) throws -> [Keyframe] {
        var checker = KeyframeFile()
        guard let keyframes = checker.keyframes([UInt8](data), easing: easing) else {
            throw KeyframeError.file(file, problems: checker.problems)
        }
        return keyframes
    }
}
