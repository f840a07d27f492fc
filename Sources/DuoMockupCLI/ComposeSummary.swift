import DuoMockup

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
        func list(_ items: [String]) -> String {
            items.isEmpty ? "[]" : "[\n" + items.map { "    " + JSON.string($0) }.joined(separator: ",\n") + "\n  ]"
        }
        let fb = fallbacks.map { "    {\"locale\": \(JSON.string($0.locale.code)), \"keys\": [" + $0.keys.map(JSON.string).joined(separator: ", ") + "]}" }
        return ["{",
                "  \"storefile\": \(JSON.string(storefile)),",
                "  \"output\": \(JSON.string(outputDirectory)),",
                "  \"jobs\": \(jobs),",
                "  \"written\": \(list(result.written)),",
                "  \"upToDate\": \(list(result.upToDate)),",
                "  \"failed\": \(list(result.failures)),",
                "  \"removedStale\": \(list(result.removedStale)),",
                "  \"keptChanged\": \(list(result.keptChanged)),",
                "  \"violations\": \(list(violations)),",
                "  \"fallbacks\": " + (fb.isEmpty ? "[]" : "[\n" + fb.joined(separator: ",\n") + "\n  ]") + ",",
                "  \"mockupsRendered\": \(result.mockupsRendered),",
                "  \"seconds\": \(JSON.number(seconds))",
                "}"].joined(separator: "\n")
    }
}
