import DuoMockup
/// A subcommand of `duo-mockup`: its name, a one-line summary, its options, and what it does.
/// Invariant: `run` reports every failure by throwing; it never exits the process itself.
protocol Command {
    static var name: String { get }
    static var summary: String { get }
    static var usage: String { get }
    static var options: [OptionSpec] { get }
    /// Runs with the parsed arguments; returns the exit status (0, or 1 when some work failed
    /// but was reported along the way).
    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32
}

extension Command {
    /// The subcommand's `--help` text.
    static var help: String {
        var lines = ["usage: duo-mockup \(usage)", "", summary, "", "options:"]
        let width = options.map { optionLabel($0).count }.max() ?? 0
        for o in options {
            let label = optionLabel(o)
            lines.append("  " + label + String(repeating: " ", count: width - label.count + 2) + o.help)
        }
        lines.append("  -h, --help" + String(repeating: " ", count: max(2, width - 8)) + "show this help")
        return lines.joined(separator: "\n")
    }

    private static func optionLabel(_ o: OptionSpec) -> String {
        o.names.joined(separator: ", ") + (o.valueName.map { " " + $0 } ?? "")
    }
}
