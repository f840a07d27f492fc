import Testing
import _Support

/// `JSONWriter.object` writes the command line's JSON summaries: one field a line in the caller's
/// order, values on one line, and `JSONReader` reads the same fields back.
@Suite struct JSONWriterObjectTests {
    @Test func anObjectKeepsItsOrderAndReadsBack() throws {
        let fields: [(key: String, value: JSONValue)] = [
            ("z", .string("a\"b")), ("a", .number(2)), ("m", .number(0.12345)), ("t", .bool(true)), ("n", .null),
            ("list", .array([.number(1), .string("x")])), ("inner", .object(["b": .bool(false), "a": .number(3)])),
        ]
        let written = JSONWriter.object(fields)
        #expect(written == """
            {
              "z": "a\\"b",
              "a": 2,
              "m": 0.123,
              "t": true,
              "n": null,
              "list": [1, "x"],
              "inner": {"a": 3, "b": false}
            }
            """)
        #expect(try JSONReader.read(Array(written.utf8)).root == .object([
            "z": .string("a\"b"), "a": .number(2), "m": .number(0.123), "t": .bool(true), "n": .null,
            "list": .array([.number(1), .string("x")]), "inner": .object(["b": .bool(false), "a": .number(3)]),
        ]))
        #expect(JSONWriter.object([]) == "{}")
    }
}
