import DuoMockup
import Foundation
import _Support

/// One round of `compose --watch` in the command's words: a line for people (what changed, which
/// pages were drawn, how long it took; or why nothing was composed) and a JSON line for `--json`.
/// Invariant: the pages named are the round's written pages, the errors the lines compose prints
/// for the same mistakes without --watch.
struct ComposeWatchRound {
    var round: ComposeWatch.Round
    /// The storefile's folder: changed files inside it are named from it.
    var folder: String
    var outputDirectory: String

    /// How many page names the line shows before "and N more".
    static let namesShown = 3

    /// The changed files, named from the storefile's folder when inside it.
    var changedNames: [String] {
        round.changed.map { $0.hasPrefix(folder + "/") ? String($0.dropFirst(folder.count + 1)) : $0 }
    }

    /// The error lines of a round that composed nothing (as `compose` prints them, without the prefix).
    var errors: [String] {
        switch round.outcome {
        case .composed: return []
        case .notLoaded(let e as StorefileError):
            return e.lines + ["\(Words.count(e.problems.count, "mistake")) in \(e.file); nothing was composed, the pages are as they were"]
        case .notLoaded(let e), .failed(let e):
            return [ErrorText.line(for: e) + "; nothing was composed, the pages are as they were"]
        }
    }

    /// The round's one line (the first round's reads "compose:"), then its errors.
    var lines: [String] {
        let what = round.number == 0 ? "compose" : Self.list(changedNames, max: 2) + " changed"
        let time = String(format: "%.1f s", round.seconds)
        guard case .composed(let report) = round.outcome else {
            return errors.map { "duo-mockup: error: \($0)" } + ["duo-mockup: \(what): nothing composed (\(time)); still watching"]
        }
        let written = report.result.written
        var line = "duo-mockup: \(what): \(Words.count(written.count, "page")) rendered"
        if !written.isEmpty { line += " (" + Self.list(written, max: Self.namesShown) + ")" }
        if !report.result.failures.isEmpty { line += ", \(report.result.failures.count) failed" }
        line += " in \(time)"
        if round.number == 0 { line += "; watching \(Words.count(round.watched, "file")) (Ctrl-C stops)" }
        var out = [line]
        for file in report.result.removedStale {
            out.append("duo-mockup: removed \(outputDirectory)/\(file) (no longer in the storefile)")
        }
        for v in report.violations { out.append("duo-mockup: violation: \(v)") }
        for f in report.result.failures { out.append("duo-mockup: failed: \(f)") }
        if let problem = report.contactPageProblem { out.append("duo-mockup: note: contact page not written: \(problem)") }
        return out
    }

    /// The lines `--quiet` keeps: failures, violations and errors.
    var quietLines: [String] {
        lines.filter { $0.hasPrefix("duo-mockup: error:") || $0.hasPrefix("duo-mockup: failed:") || $0.hasPrefix("duo-mockup: violation:") }
    }

    /// The round as one JSON line.
    var json: String {
        typealias F = JSONOutput.Field
        func list(_ items: [String]) -> JSONOutput { .list(items.map { .string($0) }) }
        var fields = [F("round", .integer(round.number)), F("changed", list(changedNames))]
        if case .composed(let report) = round.outcome {
            fields += [F("composed", .bool(true)), F("written", list(report.result.written)),
                       F("upToDate", .integer(report.result.upToDate.count)), F("failed", list(report.result.failures)),
                       F("removedStale", list(report.result.removedStale)), F("violations", list(report.violations))]
        } else {
            fields += [F("composed", .bool(false)), F("errors", list(errors))]
        }
        fields += [F("seconds", .number(round.seconds)), F("watching", .integer(round.watched))]
        return JSON.line(.object(fields))
    }

    /// `items` joined with commas, the first `max` of them, then "and N more".
    static func list(_ items: [String], max: Int) -> String {
        items.count <= max ? items.joined(separator: ", ")
            : items.prefix(max).joined(separator: ", ") + " and \(items.count - max) more"
    }
}
