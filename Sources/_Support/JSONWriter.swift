/// The package's one JSON writer: strings escaped and numbers written compactly, for output
/// that people read and diff (the command line's JSON summaries, the data in generated pages),
/// with the keys in the order the caller writes them. Invariant: `JSONReader` reads back what it writes (a
/// string exactly; a number to within 0.0005).
public enum JSONWriter {
    /// `s` as a JSON string: quotes and backslashes escaped, `\n`, `\r`, `\t` as such, the other
    /// control characters as `\u00XX`; everything else as it is (UTF-8).
    public static func string(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }

    /// A whole number as such; anything else rounded to three decimals.
    public static func number(_ v: Double) -> String {
        if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        return String((v * 1000).rounded() / 1000)
    }

    /// `document` as the command line prints it: a top object one field a line indented by two
    /// spaces (`{}` when empty), a `.list` field one item a line indented by four spaces and closed
    /// by `  ]` (`[]` when empty); every other value on one line as `line` writes it.
    public static func document(_ document: JSONOutput) -> String {
        guard case .object(let fields) = document, !fields.isEmpty else { return line(document) }
        return "{\n" + fields.map { "  \(string($0.key)): \(field($0.value))" }.joined(separator: ",\n") + "\n}"
    }

    /// A field of the top object: a non-empty `.list` one item a line, anything else on one line.
    private static func field(_ v: JSONOutput) -> String {
        guard case .list(let items) = v, !items.isEmpty else { return line(v) }
        return "[\n" + items.map { "    " + line($0) }.joined(separator: ",\n") + "\n  ]"
    }

    /// `v` on one line: strings and numbers as `string` and `number` write them; an array's items
    /// and an object's fields (in their order) separated by `, `.
    public static func line(_ v: JSONOutput) -> String {
        switch v {
        case .string(let s): string(s)
        case .number(let n): number(n)
        case .bool(let b): b ? "true" : "false"
        case .null: "null"
        case .array(let items), .list(let items): "[" + items.map(line).joined(separator: ", ") + "]"
        case .object(let fields): "{" + fields.map { "\(string($0.key)): \(line($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    /// An object of `fields` in the order given, laid out as `document` lays it out; each value
    /// on one line (an inner object's keys sorted).
    public static func object(_ fields: [(key: String, value: JSONValue)]) -> String {
        document(.object(fields.map { JSONOutput.Field($0.key, JSONOutput($0.value)) }))
    }
}
