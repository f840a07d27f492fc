/// What `JSONReader` found wrong at a place in the text. Invariant: `description` is one line
/// without the place (the `JSONSyntaxError` holding it names the line and column).
public enum JSONSyntaxProblem: Sendable, Equatable, CustomStringConvertible {
    case empty
    case endsTooSoon
    case textAfterValue
    case expectedValue
    /// A byte that begins no JSON value.
    case notAValue
    case nestedTooDeep(limit: Int)
    case expectedKey
    case expectedColon
    /// Neither a comma nor the container's closing bracket (`}` or `]`).
    case expectedCommaOr(Character)
    case expectedDigit
    case expectedFractionDigit
    case expectedExponentDigit
    case numberOutOfRange(String)
    case controlCharacter
    /// `\ud800`–`\udbff` without a low surrogate after it.
    case unpairedHighSurrogate
    /// `\udc00`–`\udfff` without a high surrogate before it.
    case unpairedLowSurrogate
    case unknownEscape
    case shortUnicodeEscape
    case notUTF8

    public var description: String {
        switch self {
        case .empty: "no value (the text is empty)"
        case .endsTooSoon: "the text ends too soon"
        case .textAfterValue: "more text after the value"
        case .expectedValue: "expected a value"
        case .notAValue: "expected a value (an object, array, string, number, true, false or null)"
        case .nestedTooDeep(let limit): "nested deeper than \(limit) objects and arrays"
        case .expectedKey: "expected a key (a string in double quotes)"
        case .expectedColon: "expected ':' after the key"
        case .expectedCommaOr(let close): "expected ',' or '\(close)'"
        case .expectedDigit: "expected a digit"
        case .expectedFractionDigit: "expected a digit after the decimal point"
        case .expectedExponentDigit: "expected the exponent's digits"
        case .numberOutOfRange(let text): "the number \(text) is out of range"
        case .controlCharacter: "a control character inside a string (write it as an escape, such as \\n)"
        case .unpairedHighSurrogate: "an unpaired surrogate escape (\\ud800–\\udbff needs a \\udc00–\\udfff after it)"
        case .unpairedLowSurrogate: "an unpaired surrogate escape (\\udc00–\\udfff with no \\ud800–\\udbff before it)"
        case .unknownEscape: "an unknown escape (\\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX)"
        case .shortUnicodeEscape: "\\u needs four hexadecimal digits"
        case .notUTF8: "the string is not well-formed UTF-8"
        }
    }
}
