import Testing
import _Support

/// `JSONWriter.document` lays out every JSON summary of the command line by one rule: the top
/// object one field a line, a `.list` field one item a line, everything deeper on one line.
@Suite struct JSONWriterDocumentTests {
    typealias F = JSONOutput.Field

    @Test func aDocumentKeepsKeyOrderAndListsOneItemALine() {
        let written = JSONWriter.document(.object([
            F("z", .string("a\"b\\c\n\u{1}")), F("a", .integer(2)), F("none", .null),
            F("items", .list([
                .object([F("y", .number(0.12345)), F("b", .array([.integer(1), .bool(false)]))]),
                .list([.string("x"), .object([])]),
            ])),
            F("empty", .list([])), F("inline", .array([.string("p"), .string("q")])), F("inner", .object([F("k", .bool(true))])),
        ]))
        #expect(written == """
            {
              "z": "a\\"b\\\\c\\n\\u0001",
              "a": 2,
              "none": null,
              "items": [
                {"y": 0.123, "b": [1, false]},
                ["x", {}]
              ],
              "empty": [],
              "inline": ["p", "q"],
              "inner": {"k": true}
            }
            """)
    }

    @Test func aValueThatIsNotAnObjectIsOneLine() {
        #expect(JSONWriter.document(.object([])) == "{}")
        #expect(JSONWriter.document(.list([.integer(1), .integer(2)])) == "[1, 2]")
        #expect(JSONWriter.line(.object([F("b", .integer(1)), F("a", .integer(2))])) == "{\"b\": 1, \"a\": 2}")
    }
}
