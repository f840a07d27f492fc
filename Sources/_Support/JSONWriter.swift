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

    /// An object of `fields` in the order given, one field a line indented by two spaces (`{}`
    /// when empty); each value as `value` writes it.
    public static func object(_ fields: [(key: String, value: JSONValue)]) -> String {
        if fields.isEmpty { return "{}" }
        return "{\n" + fields.map { "  \(string($0.key)): \(value($0.value))" }.joined(separator: ",\n") + "\n}"
    }

    /// `v` on one line: strings and numbers as `string` and `number` write them; an array's items
    /// and an object's fields (keys sorted) separated by `, `.
    public static func value(_ v: JSONValue) -> String {
        switch v {
        case .string(let s): string(s)
        case .number(let n): number(n)
        case .bool(let b): b ? "true" : "false"
        case .null: "null"
        case .array(let items): "[" + items.map(value).joined(separator: ", ") + "]"
        case .object(let fields): "{" + fields.keys.sorted().map { "\(string($0)): \(value(fields[$0]!))" }.joined(separator: ", ") + "}"
        }
    }
}
