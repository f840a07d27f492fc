import _Support

/// The store checks of pages (`StoreValidator.check`: every pixel decoded), kept between the
/// rounds of a watch so that a round decodes only the pages that changed. Invariant: a page's
/// violations are served only under the same store, preset and size rule, for a file whose mark
/// (`InputSnapshot.Mark`) is the one it had when it was checked; they are kept only when that mark
/// held across the check and the page had been left alone for `InputSnapshot.settleMargin` before
/// it. A hit is what checking the page again would say.
package final class PageCheckCache: Sendable {
    private struct Entry {
        var rule: String
        var mark: InputSnapshot.Mark
        var violations: [String]
    }
    private let entries = Locked([String: Entry]())

    package init() {}

    /// `StoreValidator.check(path, store:, preset:, checkSizes:)`, kept while the page holds still.
    package func violations(of path: String, store: Store, preset: StorePreset?, checkSizes: Bool) -> [String] {
        let rule = "\(store.rawValue) \(preset?.name ?? "-") \(checkSizes)"
        let started = InputSnapshot.now()
        let before = InputSnapshot.mark(of: path)
        if let before, let known = entries.withLock({ $0[path] }), known.mark == before, known.rule == rule {
            return known.violations
        }
        let found = StoreValidator.check(path, store: store, preset: preset, checkSizes: checkSizes)
        let keep = before.map { $0.predates(started) && InputSnapshot.mark(of: path) == $0 } ?? false
        entries.withLock { $0[path] = keep ? Entry(rule: rule, mark: before!, violations: found) : nil }
        return found
    }

    /// How many pages' checks are kept.
    package var count: Int { entries.withLock { $0.count } }
}
