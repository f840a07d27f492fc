import DuoMockup
import _Support

/// `duo-mockup validate DIR`: checks a folder of store images as the stores do, one line per
/// violation. Exit 0 clean, 1 violations, 2 when it could not run.
enum ValidateCommand: Command {
    static let name = "validate"
    static let summary = "Check a folder of store images as App Store Connect and Google Play do (size, no alpha, RGB, count)."
    static let usage = "validate DIR [--store app-store|google-play] [--json]"
    static let options: [OptionSpec] = [
        OptionSpec("--store", value: "STORE", help: "app-store | google-play (default: from each set folder's preset name, else app-store)"),
        OptionSpec("--json", help: "print a JSON report on standard output"),
    ]

    static func run(_ a: ParsedArguments, console: Console) throws -> Int32 {
        guard a.positionals.count == 1 else {
            throw UsageError("validate needs one DIR (a folder of store images), got \(a.positionals.count)")
        }
        let store = try a.choice("--store", of: Store.allCases.map(\.rawValue)).flatMap(Store.init(rawValue:))
        let report = try StoreValidator.validate(a.positionals[0], store: store)
        if a.flag("--json") {
            console.out(json(report, directory: a.positionals[0]))
        } else {
            for v in report.violations { console.err("duo-mockup: violation: \(v)") }
            console.err(summaryLine(report))
            console.err(colourLine(report))
        }
        return report.violations.isEmpty ? 0 : 1
    }

    static func summaryLine(_ r: StoreValidator.Report) -> String {
        let head = "duo-mockup: validate: \(r.images) image\(r.images == 1 ? "" : "s") in \(r.sets.count) set\(r.sets.count == 1 ? "" : "s")"
        return head + (r.violations.isEmpty ? ", no violations" : ", \(r.violations.count) violation\(r.violations.count == 1 ? "" : "s")")
    }

    /// How many images are in each colour space: "colour: 8 sRGB, 2 Display P3".
    static func colourLine(_ r: StoreValidator.Report) -> String {
        var counts: [String: Int] = [:]
        for set in r.sets { for space in set.colours.values { counts[space, default: 0] += 1 } }
        let parts = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.value) \($0.key)" }
        return "duo-mockup: validate: colour: " + (parts.isEmpty ? "no images" : parts.joined(separator: ", "))
    }

    static func json(_ r: StoreValidator.Report, directory: String) -> String {
        typealias F = JSONOutput.Field
        let sets: [JSONOutput] = r.sets.map { set in
            .object([
                F("folder", .string(set.folder)), F("store", .string(set.store.rawValue)),
                F("preset", .optional(set.preset?.name)), F("images", .integer(set.images)),
                F("colours", .object(set.colours.keys.sorted().map { F($0, .string(set.colours[$0]!)) })),
            ])
        }
        return JSON.document(.object([
            F("directory", .string(directory)), F("images", .integer(r.images)),
            F("sets", .list(sets)), F("violations", .list(r.violations.map { .string($0) })),
        ]))
    }
}
