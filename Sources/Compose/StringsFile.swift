import _Support
/// An Apple `.strings` file: `"key" = "value";` pairs with `/* */` and `//` comments, in UTF-8 or
/// UTF-16 (with a byte-order mark, or without one when the zero bytes give it away). Escapes:
/// `\" \\ \n \t \r \0` and `\Uxxxx` / `\uxxxx` (surrogate pairs joined). Invariant: `parse` either
/// returns every pair or throws a `StringsFileError` naming the file (and the line).
package enum StringsFile {
    /// Parses the bytes of the `.strings` file `name`; a later duplicate key wins, as in Foundation.
    public static func parse(_ bytes: [UInt8], name: String) throws -> [String: String] {
        let text = try decodeText(bytes, name: name)
        var parser = Parser(scalars: Array(text.unicodeScalars), name: name)
        return try parser.pairs()
    }

    /// The file's text: BOM-led UTF-8 / UTF-16LE / UTF-16BE, BOM-less UTF-16 by its zero bytes, else UTF-8.
    static func decodeText(_ bytes: [UInt8], name: String) throws -> String {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return try utf8(Array(bytes.dropFirst(3)), name: name) }
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(Array(bytes.dropFirst(2)), littleEndian: true, name: name) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(Array(bytes.dropFirst(2)), littleEndian: false, name: name) }
        if bytes.count >= 2 && bytes.count % 2 == 0 {
            if bytes[0] != 0 && bytes[1] == 0 { return try utf16(bytes, littleEndian: true, name: name) }
            if bytes[0] == 0 && bytes[1] != 0 { return try utf16(bytes, littleEndian: false, name: name) }
        }
        return try utf8(bytes, name: name)
    }

    private static func utf8(_ bytes: [UInt8], name: String) throws -> String {
        guard let s = StrictUnicode.utf8(bytes) else {
            throw StringsFileError.notText(file: name)
        }
        return s
    }

    private static func utf16(_ bytes: [UInt8], littleEndian: Bool, name: String) throws -> String {
        guard bytes.count % 2 == 0 else { throw StringsFileError.oddUTF16Length(file: name) }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = 0
        while i < bytes.count {
            units.append(littleEndian ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]))
            i += 2
        }
        guard let s = StrictUnicode.utf16(units) else {
            throw StringsFileError.brokenUTF16(file: name)
        }
        return s
    }

    /// A hand-written scanner over the file's scalars, counting lines for messages.
    struct Parser {
        let scalars: [Unicode.Scalar]
        let name: String
        var i = 0
        var line = 1

        init(scalars: [Unicode.Scalar], name: String) { self.scalars = scalars; self.name = name }

        /// `mistake` at the current line (`at` another, for a comment or string that began there).
        func fail(_ mistake: StringsFileError.Mistake, at line: Int? = nil) -> StringsFileError {
            .mistake(file: name, line: line ?? self.line, mistake)
        }

        var atEnd: Bool { i >= scalars.count }

        mutating func advance() {
            if scalars[i] == "\n" { line += 1 }
            i += 1
        }

        /// Skips white space and comments.
        mutating func skipTrivia() throws {
            while !atEnd {
                let c = scalars[i]
                if c.properties.isWhitespace || c == "\u{FEFF}" { advance(); continue }
                if c == "/" && i + 1 < scalars.count && scalars[i + 1] == "*" {
                    let startLine = line
                    advance(); advance()
                    while !atEnd && !(scalars[i] == "*" && i + 1 < scalars.count && scalars[i + 1] == "/") { advance() }
                    if atEnd { throw fail(.commentNeverClosed, at: startLine) }
                    advance(); advance()
                    continue
                }
                if c == "/" && i + 1 < scalars.count && scalars[i + 1] == "/" {
                    while !atEnd && scalars[i] != "\n" { advance() }
                    continue
                }
                return
            }
        }

        mutating func pairs() throws -> [String: String] {
            var out: [String: String] = [:]
            while true {
                try skipTrivia()
                if atEnd { return out }
                let key = try token(.key)
                try skipTrivia()
                if !atEnd && scalars[i] == ";" {   // `"key";` stands for `"key" = "key";`
                    advance()
                    out[key] = key
                    continue
                }
                guard !atEnd, scalars[i] == "=" else { throw fail(.expectedEquals(afterKey: key)) }
                advance()
                try skipTrivia()
                let value = try token(.value(of: key))
                try skipTrivia()
                guard !atEnd, scalars[i] == ";" else { throw fail(.expectedSemicolon(afterValueOf: key)) }
                advance()
                out[key] = value
            }
        }

        /// A quoted string, or a bare word of letters, digits, `_ . - $ :`.
        mutating func token(_ what: StringsFileError.Token) throws -> String {
            guard !atEnd else { throw fail(.expected(what, found: nil)) }
            if scalars[i] == "\"" { return try quoted() }
            var word = String.UnicodeScalarView()
            while !atEnd, scalars[i].properties.isAlphabetic || ("0"..."9").contains(scalars[i]) || "_.-$:".unicodeScalars.contains(scalars[i]) {
                word.append(scalars[i]); advance()
            }
            guard !word.isEmpty else { throw fail(.expected(what, found: scalars[i])) }
            return String(word)
        }

        mutating func quoted() throws -> String {
            let startLine = line
            advance()
            var out = String.UnicodeScalarView()
            var pendingHigh: UInt32?
            while true {
                guard !atEnd else { throw fail(.stringNeverClosed, at: startLine) }
                let c = scalars[i]
                if c == "\"" { advance(); break }
                if c != "\\" {
                    if pendingHigh != nil { throw fail(.unpairedSurrogateEscape) }
                    out.append(c); advance(); continue
                }
                advance()
                guard !atEnd else { throw fail(.backslashAtEnd) }
                let e = scalars[i]
                advance()
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "0": out.append("\0")
                case "\"", "\\", "'": out.append(e)
                case "\n": out.append("\n")
                case "U", "u":
                    var value: UInt32 = 0
                    for _ in 0..<4 {
                        guard !atEnd, let d = hexDigit(scalars[i]) else { throw fail(.expectedHexDigits(escape: e)) }
                        value = value << 4 | d; advance()
                    }
                    if (0xD800...0xDBFF).contains(value) {
                        if pendingHigh != nil { throw fail(.unpairedSurrogateEscape) }
                        pendingHigh = value
                        continue
                    }
                    if (0xDC00...0xDFFF).contains(value) {
                        guard let high = pendingHigh else { throw fail(.unpairedSurrogateEscape) }
                        pendingHigh = nil
                        value = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                    }
                    guard let s = Unicode.Scalar(value) else { throw fail(.escapeNamesNoCharacter(escape: e)) }
                    out.append(s)
                    continue
                default: throw fail(.unknownEscape(e))
                }
                if pendingHigh != nil { throw fail(.unpairedSurrogateEscape) }
            }
            if pendingHigh != nil { throw fail(.unpairedSurrogateEscape) }
            return String(out)
        }

        func hexDigit(_ c: Unicode.Scalar) -> UInt32? {
            switch c.value {
            case 0x30...0x39: return c.value - 0x30
            case 0x41...0x46: return c.value - 0x41 + 10
            case 0x61...0x66: return c.value - 0x61 + 10
            default: return nil
            }
        }
    }
}
