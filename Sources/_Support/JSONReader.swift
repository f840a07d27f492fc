/// The package's one JSON reader (RFC 8259, strict): every document we read — storefiles,
/// gallery files, bezel manifests, keyframe files, String Catalogs, ffprobe's reports — goes
/// through it. Invariant: it accepts exactly the JSON grammar in well-formed UTF-8 (an initial
/// byte-order mark skipped), nested at most `maxDepth` deep, with finite numbers; it keeps
/// booleans apart from numbers, records where each value begins, and notes every key given
/// twice in one object (the later value is kept, as other readers do). A refusal names the
/// place: the line and column, or what the text ends inside and where that opened.
public enum JSONReader {
    /// Objects and arrays nested deeper than this are refused (Foundation's limit too).
    public static let maxDepth = 512

    /// Parses `bytes` as one JSON value (of any kind, not only an object or array).
    public static func read(_ bytes: [UInt8]) throws -> JSONDocument {
        var parser = Parser(bytes: bytes)
        return try parser.document()
    }
}

/// A recursive descent over the bytes, tracking the line and column (in Unicode scalars) of the
/// next byte, and the containers open around it for the message of a text cut short.
private struct Parser {
    let bytes: [UInt8]
    var i = 0
    var line = 1
    var column = 1
    /// The containers open at `i`, outermost first ("an object" or "an array", where it opened).
    var open: [(inside: String, at: JSONPosition)] = []
    var positions: [String: JSONPosition] = [:]
    var duplicates: [String] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
    }

    var position: JSONPosition { JSONPosition(line: line, column: column) }

    /// Consumes one byte: a newline starts a line, every other byte that starts a scalar moves a column.
    mutating func advance() {
        let b = bytes[i]
        i += 1
        if b == 10 { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
    }

    mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 32 || bytes[i] == 10 || bytes[i] == 13 || bytes[i] == 9 { advance() }
    }

    /// The error for what is at `i`: a text cut short names what it ends inside.
    func failure(_ problem: JSONSyntaxProblem?, at place: JSONPosition? = nil, stringOpenedAt: JSONPosition? = nil) -> JSONSyntaxError {
        if i >= bytes.count {
            if let s = stringOpenedAt { return JSONSyntaxError(line: s.line, column: s.column, openedInside: "a string") }
            if let last = open.last { return JSONSyntaxError(line: last.at.line, column: last.at.column, openedInside: last.inside) }
        }
        let at = place ?? position
        return JSONSyntaxError(line: at.line, column: at.column, problem: i >= bytes.count && place == nil ? .endsTooSoon : problem)
    }

    mutating func document() throws -> JSONDocument {
        skipSpace()
        guard i < bytes.count else { throw JSONSyntaxError(line: line, column: column, problem: .empty) }
        let root = try value(place: "")
        skipSpace()
        guard i == bytes.count else { throw failure(.textAfterValue) }
        return JSONDocument(root: root, positions: positions, duplicateKeys: duplicates)
    }

    mutating func value(place: String) throws -> JSONValue {
        guard i < bytes.count else { throw failure(.expectedValue) }
        positions[place] = position
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(place: place)
        case UInt8(ascii: "["): return try array(place: place)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure(.notAValue)
        }
    }

    mutating func enter(_ inside: String) throws {
        guard open.count < JSONReader.maxDepth else {
            throw failure(.nestedTooDeep(limit: JSONReader.maxDepth))
        }
        open.append((inside, position))
        advance()
    }

    mutating func object(place: String) throws -> JSONValue {
        try enter("an object")
        var fields: [String: JSONValue] = [:]
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { advance(); open.removeLast(); return .object(fields) }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw failure(.expectedKey) }
            let key = try string()
            let keyPlace = place.isEmpty ? key : place + "." + key
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw failure(.expectedColon) }
            advance()
            skipSpace()
            let item = try value(place: keyPlace)
            if fields.updateValue(item, forKey: key) != nil { duplicates.append(keyPlace) }
            if try closes(with: UInt8(ascii: "}")) { return .object(fields) }
        }
    }

    mutating func array(place: String) throws -> JSONValue {
        try enter("an array")
        var items: [JSONValue] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { advance(); open.removeLast(); return .array(items) }
        while true {
            skipSpace()
            items.append(try value(place: "\(place)[\(items.count)]"))
            if try closes(with: UInt8(ascii: "]")) { return .array(items) }
        }
    }

    /// After an item: true at the container's `close` (consumed, and the container closed),
    /// false after a comma; anything else is refused.
    mutating func closes(with close: UInt8) throws -> Bool {
        skipSpace()
        let expected = JSONSyntaxProblem.expectedCommaOr(Character(Unicode.Scalar(close)))
        guard i < bytes.count else { throw failure(expected) }
        if bytes[i] == UInt8(ascii: ",") { advance(); return false }
        guard bytes[i] == close else { throw failure(expected) }
        advance()
        open.removeLast()
        return true
    }

    mutating func literal(_ word: StaticString) throws {
        let start = position
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for b in expected {
            guard i < bytes.count, bytes[i] == b else { throw failure(.expectedValue, at: i < bytes.count ? start : nil) }
            advance()
        }
    }

    /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`, finite.
    mutating func number() throws -> Double {
        let start = i, at = position
        func digits(_ parser: inout Parser) -> Int {
            var n = 0
            while parser.i < parser.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.i]) {
                parser.advance(); n += 1
            }
            return n
        }
        if bytes[i] == UInt8(ascii: "-") { advance() }
        if i < bytes.count, bytes[i] == UInt8(ascii: "0") {
            advance()
        } else if digits(&self) == 0 {
            throw failure(.expectedDigit, at: i < bytes.count ? at : nil)
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            advance()
            guard digits(&self) > 0 else { throw failure(.expectedFractionDigit, at: i < bytes.count ? at : nil) }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            advance()
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { advance() }
            guard digits(&self) > 0 else { throw failure(.expectedExponentDigit, at: i < bytes.count ? at : nil) }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONSyntaxError(line: at.line, column: at.column, problem: .numberOutOfRange(text))
        }
        return value
    }

    /// A string from its opening quote: escapes resolved, UTF-8 checked.
    mutating func string() throws -> String {
        let opened = position
        advance()
        var text: [UInt8] = []
        while true {
            guard i < bytes.count else { throw failure(nil, stringOpenedAt: opened) }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { advance(); break }
            if b < 0x20 { throw failure(.controlCharacter) }
            if b != UInt8(ascii: "\\") { text.append(b); advance(); continue }
            let escapeAt = position
            advance()
            guard i < bytes.count else { throw failure(nil, stringOpenedAt: opened) }
            let e = bytes[i]
            advance()
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(e)
            case UInt8(ascii: "b"): text.append(8)
            case UInt8(ascii: "f"): text.append(12)
            case UInt8(ascii: "n"): text.append(10)
            case UInt8(ascii: "r"): text.append(13)
            case UInt8(ascii: "t"): text.append(9)
            case UInt8(ascii: "u"):
                var scalar = try hex4(opened: opened, escapeAt: escapeAt)
                if (0xD800..<0xDC00).contains(scalar) {
                    guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw failure(.unpairedHighSurrogate, at: escapeAt)
                    }
                    advance(); advance()
                    let low = try hex4(opened: opened, escapeAt: escapeAt)
                    guard (0xDC00..<0xE000).contains(low) else {
                        throw failure(.unpairedHighSurrogate, at: escapeAt)
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00..<0xE000).contains(scalar) {
                    throw failure(.unpairedLowSurrogate, at: escapeAt)
                }
                text.append(contentsOf: Array(String(Unicode.Scalar(scalar)!).utf8))
            default:
                throw failure(.unknownEscape, at: escapeAt)
            }
        }
        guard let decoded = StrictUnicode.utf8(text) else {
            throw JSONSyntaxError(line: opened.line, column: opened.column, problem: .notUTF8)
        }
        return decoded
    }

    mutating func hex4(opened: JSONPosition, escapeAt: JSONPosition) throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard i < bytes.count else { throw failure(nil, stringOpenedAt: opened) }
            let b = bytes[i]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw failure(.shortUnicodeEscape, at: escapeAt)
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }
}
