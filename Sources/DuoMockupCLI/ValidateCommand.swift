import DuoMockup

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
            console.err("duo-mockup: error: validate needs one DIR (a folder of store images), got \(a.positionals.count)")
            return 2
        }
        let store: Store?
        do { store = try a.choice("--store", of: Store.allCases.map(\.rawValue)).flatMap(Store.init(rawValue:)) } catch {
            console.err("duo-mockup: error: \(error)")
            return 2
        }
        let report: StoreValidator.Report
        do { report = try StoreValidator.validate(a.positionals[0], store: store) } catch {
            console.err("duo-mockup: error: \(error)")
            return 2
        }
        if a.flag("--json") {
            console.out(json(report, directory: a.positionals[0]))
        } else {
            for v in report.violations { console.err("duo-mockup: violation: \(v)") }
            console.err(summaryLine(report))
        }
        return report.violations.isEmpty ? 0 : 1
    }

    static func summaryLine(_ r: StoreValidator.Report) -> String {
        let head = "duo-mockup: validate: \(r.images) image\(r.images == 1 ? "" : "s") in \(r.sets.count) set\(r.sets.count == 1 ? "" : "s")"
        return head + (r.violations.isEmpty ? ", no violations" : ", \(r.violations.count) violation\(r.violations.count == 1 ? "" : "s")")
    }

    static func json(_ r: StoreValidator.Report, directory: String) -> String {
        let sets = r.sets.map {
            "    {\"folder\": \(JSON.string($0.folder)), \"store\": \(JSON.string($0.store.rawValue)), "
                + "\"preset\": \($0.preset.map { JSON.string($0.name) } ?? "null"), \"images\": \($0.images)}"
        }
        let violations = r.violations.map { "    " + JSON.string($0) }
        return ["{", "  \"directory\": \(JSON.string(directory)),", "  \"images\": \(r.images),",
                "  \"sets\": [\n" + sets.joined(separator: ",\n") + (sets.isEmpty ? "" : "\n") + "  ],",
                "  \"violations\": [\n" + violations.joined(separator: ",\n") + (violations.isEmpty ? "" : "\n") + "  ]", "}"]
            .joined(separator: "\n")
    }
}
