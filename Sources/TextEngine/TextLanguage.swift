import CHarfBuzz

/// The language text is written in, as a BCP 47 tag (`ja`, `zh-Hans`, `pt-BR`, `sr-Latn`): it
/// picks a font's language-specific forms (OpenType `locl`: a Japanese 骨 is not a Chinese one)
/// and the faces fontconfig falls back to. Invariant: `tag` is a well-formed tag, subtags of 1–8
/// ASCII letters or digits joined by `-`, the first one 2–3 letters (or `und`).
public struct TextLanguage: Sendable, Hashable, CustomStringConvertible {
    /// The tag as given, with `_` written as `-` (`pt_BR` is `pt-BR`).
    public let tag: String

    /// nil when `tag` is not a well-formed language tag.
    public init?(_ tag: String) {
        let spelled = tag.replacingOccurrences(of: "_", with: "-")
        let subtags = spelled.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = subtags.first, (2...3).contains(first.count),
              first.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }),
              subtags.allSatisfy({ (1...8).contains($0.count)
                  && $0.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) } })
        else { return nil }
        self.tag = spelled
    }

    public var description: String { tag }

    /// HarfBuzz's language for the tag (HarfBuzz maps BCP 47 to OpenType's language systems).
    var harfBuzz: hb_language_t? { hb_language_from_string(tag, -1) }

    /// The tag in fontconfig's spelling (RFC 3066, lower case): fontconfig knows Chinese by
    /// region, so `zh-Hans` is `zh-cn` and `zh-Hant` is `zh-tw`; other tags keep their language
    /// and region (`pt-br`), dropping a script subtag.
    var fontconfig: String {
        let parts = tag.lowercased().split(separator: "-").map(String.init)
        let language = parts[0]
        let script = parts.dropFirst().first { $0.count == 4 }
        let region = parts.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        if language == "zh" {
            if let region { return "zh-" + region }
            return script == "hant" ? "zh-tw" : "zh-cn"
        }
        return region.map { language + "-" + $0 } ?? language
    }
}
