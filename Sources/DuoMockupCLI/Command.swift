import DuoMockup
/// A subcommand of `duo-mockup`: its name, a one-line summary, its options, and what it does.
/// Invariant: `run` reports every failure by throwing; it never exits the process itself.
protocol Command: Sendable {
    static var name: String { get }
    static var summary: String { get }
    static var usage: String { get }
    static var options: [OptionSpec] { get }
    /// Runs with the parsed arguments; returns the exit status (0, or 1 when some items failed
    /// but were reported along the way). Throws when nothing could run: any error means status 2,
    /// a `CommandFailure` carries its own.
    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32
}

extension Command {
    /// The subcommand's `--help` text, wrapped to 80 columns (`HelpText`).
    static var help: String {
        var lines = HelpText.wrapped(usage, label: "usage: duo-mockup", indent: 18, gap: 1, keepingGroups: true)
        lines += [""] + HelpText.wrapped(summary, indent: 0) + ["", "options:"]
        let labels = options.map(optionLabel) + ["-h, --help"]
        // The help column starts after the longest label that fits a third of the width.
        let column = 2 + (labels.map(\.count).filter { $0 <= 24 }.max() ?? 0) + 2
        for (label, help) in zip(labels, options.map(\.help) + ["show this help"]) {
            lines += HelpText.wrapped(help, label: "  " + label, indent: column)
        }
        return lines.joined(separator: "\n")
    }

    private static func optionLabel(_ o: OptionSpec) -> String {
        o.names.joined(separator: ", ") + (o.valueName.map { " " + $0 } ?? "")
    }
}
