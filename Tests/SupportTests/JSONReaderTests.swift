import Testing
@testable import _Support

/// The one JSON reader: the grammar and nothing more, booleans apart from numbers, where each
/// value begins, keys given twice, and refusals that name the place.
@Suite struct JSONReaderTests {
    func read(_ text: String) throws -> JSONDocument { try JSONReader.read(Array(text.utf8)) }

    func refusal(_ bytes: [UInt8]) -> String {
        do { _ = try JSONReader.read(bytes); return "accepted" } catch { return "\(error)" }
    }
    func refusal(_ text: String) -> String { refusal(Array(text.utf8)) }

    @Test func booleansAreNotNumbers() throws {
        let d = try read(#"{"a": false, "b": 0, "c": 1.5e2, "d": null, "e": "x", "f": [true]}"#)
        #expect(d.root["a"] == .bool(false) && d.root["a"]?.numberValue == nil)
        #expect(d.root["b"] == .number(0) && d.root["b"]?.boolValue == nil)
        #expect(d.root["c"]?.numberValue == 150 && d.root["d"] == .null && d.root["e"]?.stringValue == "x")
        #expect(d.root["f"] == .array([.bool(true)]))
    }

    @Test func eachValueHasItsPositionInCharacters() throws {
        let d = try read("{\"é\": [1,\n  {\"b\": \"ü\", \"c\": 2}]}")
        #expect(d.position(of: "") == JSONPosition(line: 1, column: 1))
        #expect(d.position(of: "é") == JSONPosition(line: 1, column: 7))
        #expect(d.position(of: "é[1]") == JSONPosition(line: 2, column: 3))
        #expect(d.position(of: "é[1].c") == JSONPosition(line: 2, column: 19))
    }

    @Test func keysGivenTwiceAreNotedAndTheLaterKept() throws {
        let d = try read(#"{"a": 1, "b": {"x": 1, "x": 2}, "a": 3}"#)
        #expect(d.duplicateKeys == ["b.x", "a"])
        #expect(d.root["a"] == .number(3) && d.root["b"]?["x"] == .number(2))
    }

    @Test func textCutShortNamesWhatItEndsInside() {
        #expect(refusal("{\"a\": [1, {\"b\": ") == "not valid JSON: the file ends inside an object opened at line 1, column 11")
        #expect(refusal("[\"abc") == "not valid JSON: the file ends inside a string opened at line 1, column 2")
        #expect(refusal("[1, tr") == "not valid JSON: the file ends inside an array opened at line 1, column 1")
        #expect(refusal("   ") == "not valid JSON near line 1, column 4: no value (the text is empty)")
    }

    @Test(arguments: [
        ("{,}", "near line 1, column 2: expected a key"),
        ("[1 2]", "near line 1, column 4: expected ',' or ']'"),
        ("[01]", "near line 1, column 3: expected ',' or ']'"),
        ("[1.]", "near line 1, column 2: expected a digit after the decimal point"),
        ("[-]", "near line 1, column 2: expected a digit"),
        ("[1e999]", "near line 1, column 2: the number 1e999 is out of range"),
        ("[tru]", "near line 1, column 2: expected a value"),
        ("[NaN]", "near line 1, column 2: expected a value"),
        ("{\"a\" 1}", "near line 1, column 6: expected ':'"),
        ("[1] 2", "near line 1, column 5: more text after the value"),
        ("[\"a\tb\"]", "near line 1, column 4: a control character"),
        ("[\"\\x\"]", "near line 1, column 3: an unknown escape"),
        ("[\"\\ud800\"]", "near line 1, column 3: an unpaired surrogate"),
        ("[\"\\udc00\"]", "near line 1, column 3: an unpaired surrogate"),
        ("[\"\\u12G4\"]", "near line 1, column 3: \\u needs four hexadecimal digits"),
        ("[1,]", "near line 1, column 4: expected a value"),
    ])
    func syntaxErrorsNameTheLineAndColumn(text: String, expected: String) {
        #expect(refusal(text).hasPrefix("not valid JSON " + expected), "\(refusal(text))")
    }

    @Test func ill_formedUTF8IsRefusedAtItsString() {
        #expect(refusal([0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D]) == "not valid JSON near line 1, column 2: the string is not well-formed UTF-8")
        #expect(refusal([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D]).contains("not well-formed UTF-8"))
    }

    @Test func escapesAndAByteOrderMarkAreRead() throws {
        let d = try JSONReader.read([0xEF, 0xBB, 0xBF] + Array(#"["\u00e9\ud83d\ude00\n\/\"\\"]"#.utf8))
        #expect(d.root == .array([.string("é😀\n/\"\\")]))
    }

    @Test func nestingIsLimited() throws {
        let ok = String(repeating: "[", count: JSONReader.maxDepth) + String(repeating: "]", count: JSONReader.maxDepth)
        #expect(throws: Never.self) { try read(ok) }
        let deep = "[" + ok + "]"
        #expect(refusal(deep).contains("nested deeper than \(JSONReader.maxDepth)"))
    }

    @Test func theWritersStringsReadBack() throws {
        let text = "a\"b\\c\n\r\t\u{1}\u{1F}é😀/"
        let written = JSONWriter.string(text)
        #expect(written == "\"a\\\"b\\\\c\\n\\r\\t\\u0001\\u001fé😀/\"")
        #expect(try read(written).root == .string(text))
        #expect(JSONWriter.number(2) == "2" && JSONWriter.number(0.12345) == "0.123")
    }
}
