import _Support
import DuoMockup
/// One option a subcommand accepts: its spellings, whether it takes a value, and its help line.
/// Invariant: every name starts with "-"; the first long name (`--…`) is the canonical key.
struct OptionSpec {
    let names: [String]
    /// The placeholder shown in help (`DEG`, `FILE`); nil for a flag.
    let valueName: String?
    let help: String
    /// The option may be given more than once; every value is kept, in order (`all(_:)`).
    var repeatable = false

    init(_ names: String..., value: String? = nil, help: String, repeatable: Bool = false) {
        precondition(names.allSatisfy { $0.hasPrefix("-") })
        self.names = names
        self.valueName = value
        self.help = help
        self.repeatable = repeatable
    }

    /// The key the parsed values are stored under: the first long name.
    var key: String { names.first { $0.hasPrefix("--") } ?? names[0] }
    var takesValue: Bool { valueName != nil }
}

/// The result of parsing a command line against a list of `OptionSpec`s.
/// Invariant: every key in `values` and `flags` is the canonical key of a known spec.
struct ParsedArguments: Sendable {
    var positionals: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []
    /// Options in the order given, for error messages.
    var given: [String] = []
    /// Every value of a repeatable option, in order.
    var repeated: [String: [String]] = [:]

    /// All values of a repeatable option, in the order given.
    func all(_ key: String) -> [String] { repeated[key] ?? [] }

    func has(_ key: String) -> Bool { values[key] != nil || flags.contains(key) }
    func string(_ key: String) -> String? { values[key] }
    func flag(_ key: String) -> Bool { flags.contains(key) }

    /// A number option, checked against a closed range.
    func double(_ key: String, in range: ClosedRange<Double>? = nil) throws -> Double? {
        guard let text = values[key] else { return nil }
        guard let v = Double(text), v.isFinite else {
            throw UsageError("\(key) expects a number, got '\(text)'")
        }
        if let range, !range.contains(v) {
            throw UsageError("\(key) must be between \(NumberText.shortest(range.lowerBound)) and \(NumberText.shortest(range.upperBound)), got \(text)")
        }
        return v
    }

    /// A whole-number option, checked against a closed range.
    func int(_ key: String, in range: ClosedRange<Int>? = nil) throws -> Int? {
        guard let text = values[key] else { return nil }
        guard let v = Int(text) else { throw UsageError("\(key) expects a whole number, got '\(text)'") }
        if let range, !range.contains(v) {
            throw UsageError("\(key) must be between \(range.lowerBound) and \(range.upperBound), got \(text)")
        }
        return v
    }

    /// An option whose value is one of a fixed set of words.
    func choice(_ key: String, of choices: [String]) throws -> String? {
        guard let text = values[key] else { return nil }
        guard choices.contains(text) else {
            var message = "\(key) must be one of \(choices.joined(separator: ", ")), got '\(text)'"
            if let near = nearest(to: text, among: choices) { message += "; did you mean '\(near)'?" }
            throw UsageError(message)
        }
        return text
    }
}


/// Parses `arguments` (without the subcommand) against `specs`: `--opt value`, `--opt=value`,
/// short options (`-o FILE`), flags, and `--` ending the options.
func parseArguments(_ arguments: [String], specs: [OptionSpec]) throws -> ParsedArguments {
    var byName: [String: OptionSpec] = [:]
    for spec in specs { for name in spec.names { byName[name] = spec } }
    var result = ParsedArguments()
    var i = 0
    var optionsEnded = false
    while i < arguments.count {
        let arg = arguments[i]
        i += 1
        if optionsEnded || arg == "-" || !arg.hasPrefix("-") || isNegativeNumber(arg) {
            result.positionals.append(arg)
            continue
        }
        if arg == "--" { optionsEnded = true; continue }
        var name = arg
        var inlineValue: String?
        if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
            name = String(arg[..<eq])
            inlineValue = String(arg[arg.index(after: eq)...])
        }
        guard let spec = byName[name] else {
            var message = "unknown option '\(name)'"
            let known = specs.flatMap(\.names).filter { $0.hasPrefix("--") }
            if let near = nearest(to: name, among: known) { message += "; did you mean '\(near)'?" }
            throw UsageError(message)
        }
        result.given.append(spec.key)
        if spec.takesValue {
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard i < arguments.count else { throw UsageError("\(name) needs a value (\(spec.valueName!))") }
                value = arguments[i]
                i += 1
            }
            if spec.repeatable { result.repeated[spec.key, default: []].append(value) }
            if !spec.repeatable && result.values[spec.key] != nil && result.values[spec.key] != value {
                throw UsageError("\(spec.key) given twice, with '\(result.values[spec.key]!)' and '\(value)'")
            }
            result.values[spec.key] = value
        } else {
            if inlineValue != nil { throw UsageError("\(name) takes no value") }
            result.flags.insert(spec.key)
        }
    }
    return result
}

private func isNegativeNumber(_ s: String) -> Bool {
    s.count > 1 && s.hasPrefix("-") && Double(s) != nil
}

