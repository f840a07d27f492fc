import CHarfBuzz

/// A writing system as an ISO 15924 code (`Latn`, `Arab`, `Hani`, `Jpan`…), for shaping every
/// character as that script instead of its own (hb-view's `--script`). Invariant: `code` is four
/// ASCII letters, capitalised; HarfBuzz shapes a code it has no shaper for with its default one.
public struct TextScript: Sendable, Hashable, CustomStringConvertible {
    /// The code, capitalised (`Latn`).
    public let code: String
    let harfBuzz: hb_script_t

    /// nil when `code` is not four ASCII letters.
    public init?(_ code: String) {
        guard code.unicodeScalars.count == 4, code.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
        else { return nil }
        let capitalised = code.prefix(1).uppercased() + code.dropFirst().lowercased()
        self.code = capitalised
        harfBuzz = hb_script_from_string(capitalised, -1)
    }

    public var description: String { code }

    public static func == (a: TextScript, b: TextScript) -> Bool { a.code == b.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}
