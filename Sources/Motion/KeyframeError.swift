import _Support

/// Why keyframes as written cannot be read: a path ("1.0 180 128 180") or inline spelling that
/// does not parse, or a keyframe file's mistakes, each at its place. Invariant: the spellings'
/// cases name the setting they were given as (`MotionSetting.path` or `.keyframes`), which
/// `message(naming:)` lets a caller spell; a file's case names the file, and each problem its place.
public enum KeyframeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A path with fewer than a duration and two angles.
    case pathTooShort(String)
    case pathDurationNotANumber(String)
    case pathDurationNotPositive(String)
    case pathAngleNotANumber(String)
    /// An inline item without TIME:DEGREES.
    case inlineNotTimeAndDegrees(item: String)
    case inlineEmptyAttribute(item: String)
    /// An attribute that is neither `name=value` nor an easing's name.
    case inlineNotAnAttribute(attribute: String, item: String)
    case inlineNotDegrees(value: String, item: String)
    case inlineUnknownEasing(name: String, item: String)
    case inlineUnknownField(name: String, item: String)
    /// A keyframe file's mistakes, in the order found.
    case file(String, problems: [Problem])

    /// One mistake of a keyframe file: the value's place (`keyframes[1].time`) and where it
    /// begins in the text (nil for the file as a whole); every JSON checker's mistake.
    public typealias Problem = JSONMistake

    /// The message, naming the setting a spelling was given as as `name` spells it.
    public func message(naming name: (MotionSetting) -> String) -> String {
        let path = name(.path), inline = name(.keyframes)
        switch self {
        case .pathTooShort(let text):
            return "\(path) \"\(text)\": give a duration in seconds, then at least two angles (e.g. \"1.0 180 128 180\"), "
                + "or a named path (\(ClipPreset.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .pathDurationNotANumber(let word): return "\(path): '\(word)' is not a duration in seconds"
        case .pathDurationNotPositive(let word): return "\(path): the duration must be above 0 s, got \(word)"
        case .pathAngleNotANumber(let word): return "\(path): '\(word)' is not an angle in degrees"
        case .inlineNotTimeAndDegrees(let item): return "\(inline): '\(item)' is not TIME:DEGREES (e.g. 1.2:128@turn=20)"
        case .inlineEmptyAttribute(let item): return "\(inline): an empty attribute (between two '@') in '\(item)'"
        case .inlineNotAnAttribute(let attribute, let item):
            return "\(inline): '\(attribute)' in '\(item)' is not turn=, tilt=, ease= or an easing (\(Easing.names))"
        case .inlineNotDegrees(let value, let item): return "\(inline): '\(value)' in '\(item)' is not a number of degrees"
        case .inlineUnknownEasing(let easing, let item): return "\(inline): unknown easing '\(easing)' in '\(item)' (\(Easing.names))"
        case .inlineUnknownField(let field, let item): return "\(inline): unknown field '\(field)' in '\(item)' (turn, tilt, ease)"
        case .file(let file, let problems): return "\(file): " + problems.map(\.description).joined(separator: "; ")
        }
    }

    public var description: String { message(naming: \.words) }
}
