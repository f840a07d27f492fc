/// Why a `.strings` file cannot be read: text that is not UTF-8 or UTF-16, or a mistake at a line.
/// Invariant: `description` is one line naming the file (and the line, for a mistake in the text);
/// a newline in a name or a key shows as a space.
public enum StringsFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Bytes that are neither UTF-8 nor UTF-16 (by their byte-order mark or zero bytes).
    case notText(file: String)
    /// UTF-16 text with an odd number of bytes.
    case oddUTF16Length(file: String)
    /// UTF-16 text with a surrogate that has no partner.
    case brokenUTF16(file: String)
    /// A mistake in the text at `line` (1-based).
    case mistake(file: String, line: Int, Mistake)

    /// What is wrong at a line of the text.
    public enum Mistake: Sendable, Equatable, CustomStringConvertible {
        case commentNeverClosed
        case stringNeverClosed
        case expectedEquals(afterKey: String)
        case expectedSemicolon(afterValueOf: String)
        /// A key or a value expected, and the file ends (`found` nil) or another character comes.
        case expected(Token, found: Unicode.Scalar?)
        case backslashAtEnd
        /// `\U` or `\u` (the escape) without four hex digits.
        case expectedHexDigits(escape: Unicode.Scalar)
        /// `\U` or `\u` with a value that is no Unicode scalar.
        case escapeNamesNoCharacter(escape: Unicode.Scalar)
        case unknownEscape(Unicode.Scalar)
        case unpairedSurrogateEscape

        public var description: String {
            switch self {
            case .commentNeverClosed: "a /* comment is never closed"
            case .stringNeverClosed: "a string is never closed (missing '\"')"
            case .expectedEquals(let key): "expected '=' after the key \"\(key)\""
            case .expectedSemicolon(let key): "expected ';' after the value of \"\(key)\""
            case .expected(let token, nil): "expected \(token), found the end of the file"
            case .expected(let token, let found?): "expected \(token), found '\(found)'"
            case .backslashAtEnd: "a '\\' at the end of the file"
            case .expectedHexDigits(let escape): "expected four hex digits after \\\(escape)"
            case .escapeNamesNoCharacter(let escape): "\\\(escape) names no character"
            case .unknownEscape(let escape): "unknown escape '\\\(escape)'"
            case .unpairedSurrogateEscape: "an unpaired UTF-16 surrogate escape"
            }
        }
    }

    /// What the scanner expects: a key, or the value of a key.
    public enum Token: Sendable, Equatable, CustomStringConvertible {
        case key
        case value(of: String)

        public var description: String {
            switch self {
            case .key: "a key"
            case .value(let key): "a value for \"\(key)\""
            }
        }
    }

    public var description: String {
        let text = switch self {
        case .notText(let file): "\(file): not UTF-8 or UTF-16 text"
        case .oddUTF16Length(let file): "\(file): UTF-16 text with an odd number of bytes"
        case .brokenUTF16(let file): "\(file): broken UTF-16 text (an unpaired surrogate)"
        case .mistake(let file, let line, let mistake): "\(file): line \(line): \(mistake)"
        }
        return OneLine.of(text)
    }
}
