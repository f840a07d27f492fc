/// A page's style in one locale (`localeStyles` in the storefile): the page's merged style with
/// the locale's override laid over it. Invariant: `locale` is a key of the storefile's
/// `localeStyles` as written, which matches at least one of its locales.
public struct LocaleStyle: Sendable, Equatable {
    /// The key as the storefile writes it (`ja`, `de-DE`), matched like a strings table.
    public var locale: String
    public var style: PageStyle

    public init(locale: String, style: PageStyle) { self.locale = locale; self.style = style }
}

extension StorePage {
    /// The page as `locale` shows it: the style of the `localeStyles` entry that best matches the
    /// locale (the same code, else the language, else another region), and an image background
    /// whose path has `{locale}` resolved as captures are (the locale's spellings, then the
    /// source locale's). The result has no `localeStyles` left, so that it describes one locale.
    public func localised(for locale: LocaleCode, source: LocaleCode) -> StorePage {
        var page = self
        if let key = locale.bestMatch(in: localeStyles.map(\.locale)),
           let chosen = localeStyles.first(where: { $0.locale == key }) {
            page.style = chosen.style
        }
        page.localeStyles = []
        if case .image(let path, let mode, let colour) = page.style.background {
            page.style.background = .image(path: CapturePattern.resolve(path, locale: locale, source: source) ?? path,
                                           mode: mode, colour: colour)
        }
        return page
    }
}
