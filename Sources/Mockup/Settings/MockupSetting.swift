/// One named setting of a mock-up, as gallery files and the library spell it (`pngLevel`,
/// `shadow`); the command line has its own spelling of each (`--png-level`, `--no-shadow`).
/// Invariant: `rawValue` is the gallery file's key; `kind` says which JSON type it takes.
public enum MockupSetting: String, CaseIterable, Sendable {
    case format, background, fit, width, scale, padding, quality, chroma, pngLevel
    case elevation, distance, thickness, shading, shadow, guides
    case turn, tilt, glare, colourSpace
    /// The cover display's capture (a file), and which display is lit.
    case cover, lit
    /// A recording capture's video (`mp4`, `mov`, `webm`, `gif`, `apng`) and the moment of its poster still.
    case videoFormat, posterTime

    /// The type of value a setting takes.
    public enum Kind: Sendable, Equatable {
        case text, wholeNumber, number, flag
    }

    public var kind: Kind {
        switch self {
        case .format, .background, .fit, .chroma, .colourSpace, .cover, .lit, .videoFormat: .text
        case .width, .padding, .quality, .pngLevel: .wholeNumber
        case .scale, .elevation, .distance, .thickness, .turn, .tilt, .glare, .posterTime: .number
        case .shading, .shadow, .guides: .flag
        }
    }
}

/// A setting's value as it was given: text (a flag's value, a JSON string), a number (JSON), or
/// a switch. Invariant: none; `MockupSettings.set` checks it against the setting.
public enum SettingValue: Sendable, Equatable {
    case text(String)
    case number(Double)
    case flag(Bool)
}

/// A setting the library refuses, with the settings it concerns, so that each spelling (flag,
/// file key) can name them its own way. Invariant: every message is one line.
public enum SettingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The value does not suit the setting: `problem` reads after its name ("must be between 1 and 100, got 0").
    case invalid(MockupSetting, problem: String)
    /// Two settings that cannot be given together.
    case conflict(MockupSetting, MockupSetting)

    /// The settings the error is about.
    public var settings: [MockupSetting] {
        switch self {
        case .invalid(let s, _): [s]
        case .conflict(let a, let b): [a, b]
        }
    }

    /// The message, naming each setting as `name` spells it.
    public func message(naming name: (MockupSetting) -> String) -> String {
        switch self {
        case .invalid(let s, let problem): "\(name(s)) \(problem)"
        case .conflict(let a, let b): "give \(name(a)) or \(name(b)), not both"
        }
    }

    /// The message with the library's names (`quality must be between 1 and 100, got 0`).
    public var description: String { message(naming: \.rawValue) }
}
