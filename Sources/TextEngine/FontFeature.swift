import CHarfBuzz

/// An OpenType feature setting in HarfBuzz's syntax, as hb-view and CSS's font-feature-settings
/// take them: `smcp`, `-liga`, `ss01=1`, `aalt=2`, `kern[3:5]=0` (a range counts Unicode scalars
/// from the start of the text). Invariant: HarfBuzz parsed `text` into `feature`.
public struct FontFeature: Sendable, Hashable, CustomStringConvertible {
    /// The setting as given.
    public let text: String
    let feature: hb_feature_t

    /// nil when HarfBuzz cannot read `text` as a feature setting.
    public init?(_ text: String) {
        var parsed = hb_feature_t()
        guard !text.isEmpty, hb_feature_from_string(text, Int32(text.utf8.count), &parsed) != 0 else { return nil }
        self.text = text
        feature = parsed
    }

    /// A comma-separated list (`"smcp,-liga"`); nil when any entry is not a feature setting.
    public static func list(_ text: String) -> [FontFeature]? {
        let items = text.split(separator: ",").map { String($0.filter { !$0.isWhitespace }) }.filter { !$0.isEmpty }
        let parsed = items.compactMap(FontFeature.init)
        return parsed.count == items.count ? parsed : nil
    }

    public var description: String { text }

    public static func == (a: FontFeature, b: FontFeature) -> Bool { a.text == b.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
