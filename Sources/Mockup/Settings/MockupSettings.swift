import _Support
import Codecs
import Colour
import Fold
import Raster

/// Everything that decides one mock-up file besides its capture and its bezel art: how it is
/// rendered, its format and how it is encoded. Command-line flags and gallery-file keys are two
/// spellings of the same `MockupSetting`s, set through `set(_:to:)` and checked by the library.
/// Invariant: every field set through `set` is within its setting's range; `validated()` adds the
/// checks that involve several settings.
public struct MockupSettings: Sendable {
    public var render = RenderOptions()
    public var format: ImageFormat
    public var encode = EncodeOptions()
    /// How a recording capture is written in a batch (galleries).
    public var recording = RecordingOutputSettings()

    public init(format: ImageFormat = .png) { self.format = format }

    /// The formats a `format` setting names.
    public static let formatNames: [String: ImageFormat] = ["png": .png, "jpeg": .jpeg, "jpg": .jpeg]

    /// Sets `setting` from `value`, or throws `SettingError.invalid` saying what it accepts.
    public mutating func set(_ setting: MockupSetting, to value: SettingValue) throws {
        switch setting {
        case .format:
            let name = try Self.word(value, setting, among: ["png", "jpeg", "jpg"])
            format = Self.formatNames[name]!
        case .fit:
            render.fit = FitMode(rawValue: try Self.word(value, setting, among: FitMode.allCases.map(\.rawValue)))
        case .background:
            guard case .text(let text) = value, let (colour, space) = ColourText.parseTagged(text) else {
                throw SettingError.invalid(setting, problem: "expects a colour such as \(ColourText.examples); got \(Self.given(value))")
            }
            render.framing.background = colour.a == 0 ? nil : colour.premultiplied
            render.backgroundSpace = space
            if colour.a == 255 { encode.jpeg.background = colour }
        case .width: render.framing.width = try Self.whole(value, setting, in: 1...32_768)
        case .padding: render.framing.padding = try Self.whole(value, setting, in: 0...10_000)
        case .quality: encode.jpeg.quality = try Self.whole(value, setting, in: 1...100)
        case .chroma:
            encode.jpeg.chroma = JPEGChroma(rawValue: try Self.word(value, setting, among: JPEGChroma.allCases.map(\.rawValue)))!
        case .pngLevel: encode.png.compressionLevel = try Self.whole(value, setting, in: 0...9)
        case .scale: render.framing.scale = try Self.number(value, setting, in: 0.01...16)
        case .elevation:
            // Below 5° the laptop's table half is edge-on: a black slab, not a table.
            let e = try Self.number(value, setting, in: -Double.infinity...Double.infinity)
            guard (5...90).contains(e) else {
                throw SettingError.invalid(setting, problem: "must be from 5 to 90 degrees (below 5 the table half is "
                    + "edge-on; 90 looks straight down), got \(Self.given(value))")
            }
            render.elevation = e
        case .distance:
            // Closer than one art length the perspective tears the device apart.
            let d = try Self.number(value, setting, in: -Double.infinity...Double.infinity)
            guard (1...1000).contains(d) else {
                throw SettingError.invalid(setting, problem: "must be from 1 to 1000 art lengths (closer, the perspective "
                    + "tears the device apart), got \(Self.given(value))")
            }
            render.distance = d
        case .thickness: render.thickness = try Self.number(value, setting, in: 0...1000)
        case .turn:
            // All the way round: beyond ±90 the device is seen from behind.
            render.turn = try Self.number(value, setting, in: -Camera.turnLimit...Camera.turnLimit)
        case .tilt:
            render.tilt = try Self.number(value, setting, in: -Camera.tiltLimit...Camera.tiltLimit)
        case .glare: render.glare = try Self.number(value, setting, in: 0...1)
        case .colourSpace:
            render.colourSpace = WorkingSpace(rawValue: try Self.word(value, setting, among: WorkingSpace.allCases.map(\.rawValue)))!
        case .cover:
            guard case .text(let path) = value, !path.isEmpty else {
                throw SettingError.invalid(setting, problem: "expects the cover display's capture (a PNG or JPEG file), got \(Self.given(value))")
            }
            render.cover = path
        case .lit:
            render.lit = LitPanels(rawValue: try Self.word(value, setting, among: LitPanels.allCases.map(\.rawValue)))!
        case .shading: render.shading = try Self.flag(value, setting)
        case .shadow: render.shadow = try Self.flag(value, setting)
        case .guides: render.guides = try Self.flag(value, setting)
        case .videoFormat: recording.format = try Self.word(value, setting, among: RecordingOutputSettings.formats)
        case .posterTime: recording.posterTime = try Self.number(value, setting, in: 0...86_400)
        }
    }

    /// The settings with what several of them decide together: a JPEG without a background gets
    /// white, width and scale exclude each other, and a folded pose's angle must be one the
    /// camera can show.
    public func validated() throws -> MockupSettings {
        var out = self
        if render.framing.width != nil && render.framing.scale != nil { throw SettingError.conflict(.width, .scale) }
        if format == .jpeg && render.framing.background == nil { out.render.framing.background = .white }
        // Scale-free (`RenderOptions.checkFold`): the window's point size stands in for the art.
        let pose = render.pose ?? .closed
        try render.checkFold(pose, degrees: render.foldDegrees(for: pose) ?? 180)
        return out
    }

    // MARK: Reading values

    /// The value as the user wrote it, for messages.
    static func given(_ value: SettingValue) -> String {
        switch value {
        case .text(let t): decimal(t) != nil ? t.trimmingSpaces : "'\(t)'"
        case .number(let n): NumberText.shortest(n)
        case .flag(let b): String(b)
        }
    }

    /// A number written in decimal (`12`, `-0.5`, `1e3`); hexadecimal, `inf` and `nan` are not numbers here.
    static func decimal(_ text: String) -> Double? {
        let t = text.trimmingSpaces
        var digits = 0, seenDot = false, seenExponent = false, previous: Character = " "
        for (i, c) in t.enumerated() {
            switch c {
            case "0"..."9": digits += 1
            case "+", "-": guard i == 0 || previous == "e" || previous == "E" else { return nil }
            case ".": guard !seenDot && !seenExponent else { return nil }; seenDot = true
            case "e", "E": guard digits > 0 && !seenExponent else { return nil }; seenExponent = true
            default: return nil
            }
            previous = c
        }
        guard digits > 0, let v = Double(t), v.isFinite else { return nil }
        return v
    }

    static func number(_ value: SettingValue, _ setting: MockupSetting, in range: ClosedRange<Double>) throws -> Double {
        let v: Double?
        switch value {
        case .number(let n): v = n.isFinite ? n : nil
        case .text(let t): v = decimal(t)
        case .flag: v = nil
        }
        guard let v else { throw SettingError.invalid(setting, problem: "expects a number, got \(given(value))") }
        guard range.contains(v) else {
            throw SettingError.invalid(setting, problem: "must be between \(NumberText.shortest(range.lowerBound)) and "
                + "\(NumberText.shortest(range.upperBound)), got \(given(value))")
        }
        return v
    }

    static func whole(_ value: SettingValue, _ setting: MockupSetting, in range: ClosedRange<Int>) throws -> Int {
        let v: Double?
        switch value {
        case .number(let n): v = n
        case .text(let t): v = decimal(t)
        case .flag: v = nil
        }
        guard let v, v == v.rounded(), abs(v) < 1e9 else {
            throw SettingError.invalid(setting, problem: "expects a whole number, got \(given(value))")
        }
        guard range.contains(Int(v)) else {
            throw SettingError.invalid(setting, problem: "must be between \(range.lowerBound) and \(range.upperBound), got \(given(value))")
        }
        return Int(v)
    }

    static func flag(_ value: SettingValue, _ setting: MockupSetting) throws -> Bool {
        guard case .flag(let b) = value else { throw SettingError.invalid(setting, problem: "expects true or false, got \(given(value))") }
        return b
    }

    static func word(_ value: SettingValue, _ setting: MockupSetting, among words: [String]) throws -> String {
        guard case .text(let t) = value, words.contains(t) else {
            var problem = "must be one of \(words.joined(separator: ", ")), got \(given(value))"
            if case .text(let t) = value, let near = nearest(to: t, among: words) { problem += "; did you mean '\(near)'?" }
            throw SettingError.invalid(setting, problem: problem)
        }
        return t
    }
}

/// How a batch writes a recording capture: its video's format, by the name of its extension
/// (`.apng` for an APNG, so that it never takes a still page's `.png` name), and the moment of
/// the poster still beside it, seconds (a recording shorter than that gets its last picture).
/// Invariant: `format` is one of `formats`.
public struct RecordingOutputSettings: Sendable, Equatable {
    public var format = "mp4"
    public var posterTime = 1.0

    public init() {}

    /// The video formats a batch writes.
    public static let formats = ["mp4", "mov", "webm", "gif", "apng"]

    /// The extension of the video's file.
    public var fileExtension: String { format }
}
