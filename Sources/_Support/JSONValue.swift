/// A JSON value as the package's readers see it (gallery files, storefiles, bezel manifests,
/// keyframe files, String Catalogs, ffprobe's reports), with booleans kept apart from numbers.
/// Invariant: built by `JSONReader` (or by hand), numbers finite.
public indirect enum JSONValue: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    /// Parses JSON text (`JSONReader`); a syntax error names the line and column.
    public static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        try JSONReader.read(bytes).root
    }

    /// What the value is, for messages: `a string "x"`, `the number 3`, `an array`.
    public var kind: String {
        switch self {
        case .string(let s): return "the string \"\(s)\""
        case .number(let n): return "the number \(n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n))"
        case .bool(let b): return b ? "true" : "false"
        case .array: return "an array"
        case .object: return "an object"
        case .null: return "null"
        }
    }

    /// The string, nil for anything else.
    public var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }
    /// The number, nil for anything else (true and false are not numbers).
    public var numberValue: Double? { if case .number(let n) = self { return n } else { return nil } }
    /// The boolean, nil for anything else.
    public var boolValue: Bool? { if case .bool(let b) = self { return b } else { return nil } }
    /// The items of an array, nil for anything else.
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { return a } else { return nil } }
    /// The fields of an object, nil for anything else.
    public var objectValue: [String: JSONValue]? { if case .object(let o) = self { return o } else { return nil } }
    /// The field `key` of an object; nil when absent or when this is not an object.
    public subscript(key: String) -> JSONValue? { objectValue?[key] }
}
