/// Where JSON text that ends too soon left something open: the innermost object, array or
/// string still open at the end, and the line and column (1-based, in bytes) where it began.
/// A lexical pass that honours strings and escapes; nil when everything opened was closed.
public struct JSONTruncation: Sendable, Equatable {
    /// "an object", "an array" or "a string".
    public var inside: String
    public var line: Int
    public var column: Int

    public static func find(in bytes: [UInt8]) -> JSONTruncation? {
        var open: [JSONTruncation] = []
        var string: JSONTruncation?
        var line = 1, column = 0
        var escaped = false
        for b in bytes {
            if b == 10 { line += 1; column = 0; continue }
            column += 1
            if string != nil {
                if escaped { escaped = false } else if b == UInt8(ascii: "\\") { escaped = true } else if b == UInt8(ascii: "\"") { string = nil }
                continue
            }
            switch b {
            case UInt8(ascii: "\""): string = JSONTruncation(inside: "a string", line: line, column: column)
            case UInt8(ascii: "{"): open.append(JSONTruncation(inside: "an object", line: line, column: column))
            case UInt8(ascii: "["): open.append(JSONTruncation(inside: "an array", line: line, column: column))
            case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = open.popLast()
            default: break
            }
        }
        return string ?? open.last
    }
}
