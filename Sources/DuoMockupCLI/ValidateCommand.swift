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
        let sets = r.sets.map { set in
            let colours = set.colours.keys.sorted().map { "\(JSON.string($0)): \(JSON.string(set.colours[$0]!))" }
            return "    {\"folder\": \(JSON.string(set.folder)), \"store\": \(JSON.string(set.store.rawValue)), "
                + "\"preset\": \(set.preset.map { JSON.string($0.name) } ?? "null"), \"images\": \(set.images), "
                + "\"colours\": {\(colours.joined(separator: ", "))}}"
        }
        let violations = r.violations.map { "    " + JSON.string($0) }
        return ["{", "  \"directory\": \(JSON.string(directory)),", "  \"images\": \(r.images),",
                "  \"sets\": [\n" + sets.joined(separator: ",\n") + (sets.isEmpty ? "" : "\n") + "  ],",
                "  \"violations\": [\n" + violations.joined(separator: ",\n") + (violations.isEmpty ? "" : "\n") + "  ]", "}"]
            .joined(separator: "\n")
    }
}
