import _Support
import DuoMockup

/// The `duo-mockup` command: dispatches to a subcommand and turns every error into one line on
/// standard error and an `ExitStatus` (0 done, 1 some items failed, 2 nothing could run); with
/// `--json` a failure is also a JSON error object on standard output.
public enum DuoMockupTool {
    public static let version = "0.1.0"

    static let commands: [any Command.Type] = [
        RenderCommand.self, SweepCommand.self, AnimateCommand.self, GalleryCommand.self, ComposeCommand.self,
        ValidateCommand.self, BezelsCommand.self, ConvertCommand.self, TextCommand.self,
    ]

    static var help: String {
        var lines = [
            "duo-mockup \(version): marketing mock-ups of the iPhone Duo from app screenshots",
            "", "usage: duo-mockup <command> [options]", "", "commands:",
        ]
        let column = 2 + commands.map { $0.name.count }.max()! + 2
        for c in commands { lines += HelpText.wrapped(c.summary, label: "  " + c.name, indent: column) }
        lines += ["", "Run 'duo-mockup <command> --help' for a command's options.",
                  "Bezel art, looked for in this order: --bezels DIR, $DUO_BEZELS,",
                  "  ~/Library/Application Support/apple-duo-bezels/,",
                  "  ${XDG_DATA_HOME:-~/.local/share}/apple-duo-bezels/,", "  else the bundled example art."]
        return lines.joined(separator: "\n")
    }

    /// Runs the command line (without the program name); returns the exit status.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        guard let first = arguments.first else {
            console.err(help)
            return ExitStatus.nothingRan.rawValue
        }
        if first == "--help" || first == "-h" || first == "help" {
            if arguments.count > 1, let c = commands.first(where: { $0.name == arguments[1] }) {
                console.out(c.help)
            } else {
                console.out(help)
            }
            return 0
        }
        if first == "--version" || first == "version" {
            console.out("duo-mockup \(version)")
            return 0
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            var message = "duo-mockup: error: unknown command '\(first)'"
            if first.hasPrefix("-") {
                message = "duo-mockup: error: '\(first)' must follow a command (\(commands.map { $0.name }.joined(separator: ", ")))"
            } else if let near = nearest(to: first, among: commands.map { $0.name }) {
                message += "; did you mean '\(near)'?"
            }
            console.err(message)
            return ExitStatus.nothingRan.rawValue
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.out(command.help)
            return 0
        }
        // Asked for JSON, a failure is a JSON object, even the failure of a command without --json.
        let wantsJSON = rest.contains("--json")
        do {
            let parsed = try parseArguments(rest, specs: command.options)
            return try command.run(parsed, console: console)
        } catch {
            let failure = CommandFailure.from(error)
            for line in failure.lines { console.err("duo-mockup: error: \(line)") }
            if wantsJSON { console.out(failure.json) }
            return failure.status.rawValue
        }
    }

    /// Any error as one line of text.
    static func oneLine(_ error: Error) -> String { ErrorText.line(for: error) }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
