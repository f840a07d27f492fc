/// Where compose writes a page inside OUTDIR. Invariant: every path starts with the locale's
/// folder, so the stale-page machinery (scoped by that first folder) holds for each layout.
public enum OutputLayout: String, Sendable, CaseIterable {
    /// `<locale>/<set>/<NN>-<page>.<ext>`: one folder per set.
    case folders
    /// fastlane `deliver`'s: `<locale>/<set>-<NN>-<page>.<ext>`, directly in each language
    /// folder, named so that the name order is the storefile's order within each set.
    case deliver

    /// The path of page `number` (1-based) of `set` in `locale`, relative to OUTDIR.
    public func path(locale: LocaleCode, set: String, number: Int, page: String, ext: String) -> String {
        let numbered = (number < 10 ? "0" : "") + "\(number)-\(page).\(ext)"
        switch self {
        case .folders: return "\(locale.code)/\(set)/\(numbered)"
        case .deliver: return "\(locale.code)/\(set)-\(numbered)"
        }
    }
}
