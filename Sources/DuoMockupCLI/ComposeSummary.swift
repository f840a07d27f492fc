import DuoMockup
import _Support

/// The end of a compose run, as lines for people or as JSON: pages written, up to date, failed,
/// stale pages removed or kept, store-rule violations, fallbacks, and time. Invariant: counts
/// agree with `result`.
struct ComposeSummary {
    var storefile: String
    var outputDirectory: String
    var jobs: Int
    var result: ComposeResult
    var violations: [String]
    var seconds: Double
    var fallbacks: [(locale: LocaleCode, keys: [String])]

    var lines: [String] {
        var head = "duo-mockup: compose: \(result.written.count) page\(result.written.count == 1 ? "" : "s") written"
        head += ", \(result.upToDate.count) up to date, \(result.failures.count) failed"
        if !result.removedStale.isEmpty {
            head += ", \(result.removedStale.count) removed as no longer in the storefile"
        }
        head += " (\(result.mockupsRendered) mock-up\(result.mockupsRendered == 1 ? "" : "s") rendered, \(ProgressLine.clockText(seconds)), \(jobs) job\(jobs == 1 ? "" : "s"))"
        var out = [head]
        for page in result.keptChanged {
            out.append("duo-mockup: note: \(page) is no longer in the storefile but was changed since it was written: kept")
        }
        out.append(violations.isEmpty ? "duo-mockup: validate: every page passes the store checks"
                                      : "duo-mockup: validate: \(violations.count) violation\(violations.count == 1 ? "" : "s")")
        if !result.failures.isEmpty {
            out.append("duo-mockup: failed:")
            for f in result.failures { out.append("  \(f)") }
        }
        return out
    }

    var json: String {
        typealias F = JSONOutput.Field
        func list(_ items: [String]) -> JSONOutput { .list(items.map { .string($0) }) }
        let fb: [JSONOutput] = fallbacks.map {
            .object([F("locale", .string($0.locale.code)), F("keys", .array($0.keys.map { .string($0) }))])
        }
        return JSON.document(.object([
            F("storefile", .string(storefile)), F("output", .string(outputDirectory)), F("jobs", .integer(jobs)),
            F("written", list(result.written)), F("upToDate", list(result.upToDate)), F("failed", list(result.failures)),
            F("removedStale", list(result.removedStale)), F("keptChanged", list(result.keptChanged)),
            F("violations", list(violations)), F("fallbacks", .list(fb)),
            F("mockupsRendered", .integer(result.mockupsRendered)), F("seconds", .number(seconds)),
        ]))
    }
}
