/// A JSON document to write, its objects' fields in the order given (`JSONValue.object` is a
/// dictionary and cannot keep it). Invariant: `.array` is always written on one line; `.list` is
/// written one item a line when it is a field of the top object (`JSONWriter.document`).
public indirect enum JSONOutput: Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    /// Items on one line, separated by `, `.
    case array([JSONOutput])
    /// Items one a line (indented by four spaces) as a field of the top object, else as `array`.
    case list([JSONOutput])
    case object([Field])

    /// One field of an object: its key and its value.
    public struct Field: Sendable, Equatable {
        public var key: String
        public var value: JSONOutput
        public init(_ key: String, _ value: JSONOutput) { self.key = key; self.value = value }
    }

    /// A whole number.
    public static func integer(_ n: Int) -> JSONOutput { .number(Double(n)) }

    /// `s` as a string, or `null` when there is none.
    public static func optional(_ s: String?) -> JSONOutput { s.map { .string($0) } ?? .null }

    /// A read value as one to write: an object's fields with their keys sorted.
    public init(_ v: JSONValue) {
        switch v {
        case .string(let s): self = .string(s)
        case .number(let n): self = .number(n)
        case .bool(let b): self = .bool(b)
        case .null: self = .null
        case .array(let items): self = .array(items.map(JSONOutput.init))
        case .object(let fields): self = .object(fields.keys.sorted().map { Field($0, JSONOutput(fields[$0]!)) })
        }
    }
}
