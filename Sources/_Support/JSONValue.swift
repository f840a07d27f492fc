import Foundation

/// A JSON value as the package's readers see it (gallery files, storefiles, ffprobe's reports),
/// with booleans kept apart from numbers (Foundation's parser returns both as `NSNumber`).
/// Invariant: built only from what `JSONSerialization` returns.
public indirect enum JSONValue: Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    private static let boolType = ObjectIdentifier(type(of: NSNumber(value: true)))

    /// Converts `JSONSerialization`'s output.
    public init(foundation value: Any) {
        switch value {
        case let s as String: self = .string(s)
        case let n as NSNumber:
            self = ObjectIdentifier(type(of: n)) == Self.boolType ? .bool(n.boolValue) : .number(n.doubleValue)
        case let a as [Any]: self = .array(a.map(JSONValue.init(foundation:)))
        case let o as [String: Any]: self = .object(o.mapValues(JSONValue.init(foundation:)))
        default: self = .null
        }
    }

    /// Parses JSON text; a syntax error names the line and column.
    public static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        do {
            return JSONValue(foundation: try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]))
        } catch {
            let text = "\(error)"
            let offset = text.range(of: "character ").flatMap { Int(text[$0.upperBound...].prefix { $0.isNumber }) }
            // Cut short (inside a string, or the parser stopped at the end or did not say where):
            // where the part left open began says more than where the text stopped.
            let end = bytes.lastIndex { ![9, 10, 13, 32].contains($0) } ?? 0
            if let open = JSONTruncation.find(in: bytes), open.inside == "a string" || offset.map({ $0 >= end }) ?? true {
                throw JSONSyntaxError(line: open.line, column: open.column, openedInside: open.inside)
            }
            if let offset {
                var line = 1, column = 1
                for b in bytes.prefix(offset) { if b == 10 { line += 1; column = 1 } else { column += 1 } }
                throw JSONSyntaxError(line: line, column: column)
            }
            throw JSONSyntaxError(line: nil, column: nil)
        }
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
}

/// Text that is not JSON, with the place Foundation's parser stopped at when it says; or JSON
/// cut short, with what it ends inside (`openedInside`: "an object", "an array", "a string")
/// and where that opened.
public struct JSONSyntaxError: Error, CustomStringConvertible, Sendable, Equatable {
    public let line: Int?
    public let column: Int?
    public let openedInside: String?

    public init(line: Int?, column: Int?, openedInside: String? = nil) {
        self.line = line; self.column = column; self.openedInside = openedInside
    }

    public var description: String {
        if let inside = openedInside, let line, let column {
            return "not valid JSON: the file ends inside \(inside) opened at line \(line), column \(column)"
        }
        if let line, let column { return "not valid JSON near line \(line), column \(column)" }
        return "not valid JSON"
    }
}
