/// A locale code as stores and Xcode write it (`de-DE`, `de`, `pt_BR`, `zh-Hans`), compared
/// without regard to case or `-`/`_`. Invariant: `normalised` is lower case with `-` separators.
public struct LocaleCode: Sendable, Hashable, CustomStringConvertible {
    public let code: String
    public init(_ code: String) { self.code = code }

    public var normalised: String { code.replacingOccurrences(of: "_", with: "-").lowercased() }
    /// The language subtag: `de` for `de-DE`.
    public var language: String { String(normalised.split(separator: "-").first ?? "") }
    public var description: String { code }

    /// Scripts written right to left (Arabic, Hebrew, Persian, Urdu, Yiddish, Dhivehi, Pashto, Sindhi, Uyghur).
    public var isRightToLeft: Bool {
        ["ar", "he", "iw", "fa", "ur", "yi", "dv", "ps", "sd", "ug", "ckb"].contains(language)
    }

    /// The best of `available` for this locale: the same code, else the bare language (`de` for
    /// `de-DE`), else another region of the same language; nil when none shares the language.
    public func bestMatch(in available: [String]) -> String? {
        if let exact = available.first(where: { LocaleCode($0).normalised == normalised }) { return exact }
        if let bare = available.first(where: { LocaleCode($0).normalised == language }) { return bare }
        return available.sorted().first { LocaleCode($0).language == language }
    }

    /// Spellings to try for a `{locale}` pattern, best first: the code as given, with `_`, the language.
    public var patternCandidates: [String] {
        var out = [code]
        for c in [code.replacingOccurrences(of: "-", with: "_"), code.replacingOccurrences(of: "_", with: "-"), language]
        where !out.contains(c) { out.append(c) }
        return out
    }
}
